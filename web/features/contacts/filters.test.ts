import { describe, expect, it } from "vitest";
import { mayDownloadCsv } from "./csvAccess";
import { contactFiltersToQuery, dialogFilterCount, parseContactFilters, parseCountries, withoutDialogFilters } from "./filters";

const parse = (qs: string) => parseContactFilters(new URLSearchParams(qs));

describe("contact list filters", () => {
  it("reads the query string under the API's names", () => {
    expect(parse("q=anna&companyVerified=true&companyScore=5,3&countries=de,IT")).toEqual({
      q: "anna",
      companyVerified: true,
      companyScore: [3, 5],
      countries: ["DE", "IT"],
    });
  });
  it("drops values the API would refuse instead of failing the list", () => {
    expect(parse("companyVerified=maybe&companyScore=0,6,x,2&countries=DEU,F1,pl")).toEqual({
      q: undefined,
      companyVerified: undefined,
      companyScore: [2],
      countries: ["PL"],
    });
  });
  it("round-trips and leaves empty filters out", () => {
    const f = parse("companyVerified=false&companyScore=1&countries=FR");
    expect(contactFiltersToQuery(f)).toEqual({ companyVerified: "false", companyScore: "1", countries: "FR" });
    expect(parse(new URLSearchParams(contactFiltersToQuery(f)).toString())).toEqual(f);
    expect(contactFiltersToQuery(parse(""))).toEqual({});
  });
  it("counts and resets only the dialog's filters", () => {
    const f = parse("q=x&companyVerified=false&countries=FR");
    expect(dialogFilterCount(f)).toBe(2);
    expect(withoutDialogFilters(f)).toEqual({ q: "x", companyScore: [], countries: [] });
  });
  it("parses a typed country list", () => {
    expect(parseCountries(" de, it pl;x fra")).toEqual(["DE", "IT"]);
  });
});

describe("CSV download access", () => {
  it("offers the button only to e-mails listed in the config entry", () => {
    expect(mayDownloadCsv(["Anna@Example.com", "b@example.com"], "anna@example.com")).toBe(true);
    expect(mayDownloadCsv(["b@example.com"], "anna@example.com")).toBe(false);
  });
  it("offers it to nobody when the entry is missing or malformed", () => {
    expect(mayDownloadCsv(null, "anna@example.com")).toBe(false);
    expect(mayDownloadCsv("anna@example.com", "anna@example.com")).toBe(false);
    expect(mayDownloadCsv(["anna@example.com"], undefined)).toBe(false);
  });
});
