import { describe, expect, it } from "vitest";
import { companyFiltersToQuery, dialogFilterCount, isFiltered, nextSort, parseCompanyFilters, sortDirection, withoutDialogFilters } from "./filters";

const parse = (qs: string) => parseCompanyFilters(new URLSearchParams(qs));

describe("companies list filters in the query string", () => {
  it("round-trips every filter and the sort under the spec's names", () => {
    const qs = "q=plast&assignee=u1&scope=seller&types=recycler,trader&score=5,4&applications=foodTrays,pipesSewage&sort=-createdDate";
    const f = parse(qs);
    expect(f).toEqual({
      q: "plast",
      assignee: "u1",
      scope: "seller",
      types: ["recycler", "trader"],
      score: ["4", "5"],
      applications: ["foodTrays", "pipesSewage"],
      sort: "-createdDate",
    });
    expect(parseCompanyFilters(new URLSearchParams(companyFiltersToQuery(f)))).toEqual(f);
    expect(companyFiltersToQuery(f)).toMatchObject({ types: "recycler,trader", score: "4,5", scope: "seller" });
  });

  it("drops values the API would refuse instead of failing the whole list", () => {
    expect(companyFiltersToQuery(parse("scope=both&types=recyclr,trader&score=0,9,3&sort=size&q=%20%20"))).toEqual({ types: "trader", score: "3" });
    expect(parse("applications=" + Array.from({ length: 15 }, (_, i) => `a${i}`).join(",")).applications).toHaveLength(10);
  });

  it("keeps free-text applications (stored values need not be tags)", () => {
    expect(parse("applications=Garden%20hoses").applications).toEqual(["Garden hoses"]);
  });

  it("tells a filtered list from an unfiltered one; the sort alone filters nothing", () => {
    expect(isFiltered(parse("sort=name"))).toBe(false);
    expect(isFiltered(parse("score=3"))).toBe(true);
  });

  it("counts and resets only the Filter dialog's filters", () => {
    const f = parse("q=x&scope=buyer&types=trader&score=2&applications=toys&sort=name");
    expect(dialogFilterCount(f)).toBe(3);
    expect(companyFiltersToQuery(withoutDialogFilters(f))).toEqual({ q: "x", applications: "toys", sort: "name" });
  });
});

describe("column sort", () => {
  it("names sort A–Z first, dates newest first, a second click turns them round", () => {
    expect(nextSort(undefined, "name")).toBe("name");
    expect(nextSort("name", "name")).toBe("-name");
    expect(nextSort("-name", "name")).toBe("name");
    expect(nextSort("name", "createdDate")).toBe("-createdDate");
    expect(nextSort("-createdDate", "createdDate")).toBe("createdDate");
    expect(sortDirection("-updatedDate", "updatedDate")).toBe("descending");
    expect(sortDirection("-updatedDate", "name")).toBe("none");
  });
});
