import { describe, expect, it } from "vitest";
import { companyTypes } from "../schemas/enums";
import { COMPANY_TYPE_LABELS, companyTypesLabelled } from "./company-types";
import { LANGUAGES } from "./languages";

describe("company type labels", () => {
  it("has a label for every type in every language", () => {
    for (const lng of LANGUAGES) for (const type of companyTypes) expect(COMPANY_TYPE_LABELS[lng][type]?.trim(), `${lng}.${type}`).toBeTruthy();
  });

  it("finds the types whose label in any language holds the text, ignoring case and accents", () => {
    expect(companyTypesLabelled("Verarbeiter")).toEqual(["converter"]);
    expect(companyTypesLabelled("handler")).toEqual(["trader"]);
    expect(companyTypesLabelled("NEGOC")).toEqual(["trader"]);
    expect(companyTypesLabelled("marca")).toEqual(["brandowner"]);
    expect(companyTypesLabelled("transformat")).toEqual(["converter"]);
    expect(companyTypesLabelled("comp")).toEqual(["compounder"]);
  });

  it("matches nothing under 3 characters or for text in no label", () => {
    expect(companyTypesLabelled("de")).toEqual([]);
    expect(companyTypesLabelled(" er ")).toEqual([]);
    expect(companyTypesLabelled("polymer")).toEqual([]);
  });
});
