import { describe, expect, it } from "vitest";
import { dialogFilterCount, filtersToQuery, parseFilters, unknownFilterValues, withoutDialogFilters } from "./filters";

describe("material list filters in the query string", () => {
  it("round-trips every filter under the spec's names", () => {
    const qs =
      "types=pp,hdpe&conditions=regrind&countries=DE,IT&source=postConsumer&colors=black&companyVerified=true&score=4,5&processingMethods=extrusion&hasDocuments=false&assignee=u1&showInvalid=true&q=film";
    const f = parseFilters(new URLSearchParams(qs));
    expect(f.lists.types).toEqual(["pp", "hdpe"]);
    expect(f.bools).toEqual({ companyVerified: true, hasDocuments: false, showInvalid: true });
    expect(new URLSearchParams(filtersToQuery(f)).toString()).toBe(
      new URLSearchParams(filtersToQuery(parseFilters(new URLSearchParams(filtersToQuery(f))))).toString(),
    );
    expect(filtersToQuery(f)).toMatchObject({ types: "pp,hdpe", score: "4,5", showInvalid: "true", assignee: "u1", q: "film" });
  });

  it("drops empty and malformed values", () => {
    expect(filtersToQuery(parseFilters(new URLSearchParams("types=&showInvalid=yes&q=%20")))).toEqual({});
  });

  it("counts and resets only the dialog's filters", () => {
    const f = parseFilters(new URLSearchParams("types=pp&hasDocuments=true&showInvalid=true&q=x"));
    expect(dialogFilterCount(f)).toBe(2);
    expect(filtersToQuery(withoutDialogFilters(f))).toEqual({ showInvalid: "true", q: "x" });
  });
});

describe("unknown filter values in the URL", () => {
  it("are dropped from the filters and named for the notice", () => {
    const params = new URLSearchParams("types=pvcx,pp&score=9,4&countries=Germany,DE&source=nowhere&hasDocuments=maybe");
    expect(filtersToQuery(parseFilters(params))).toEqual({ types: "pp", score: "4", countries: "DE" });
    expect(unknownFilterValues(params)).toEqual(["types=pvcx", "countries=Germany", "source=nowhere", "score=9", "hasDocuments=maybe"]);
  });
});
