import { describe, expect, it } from "vitest";
import { dialogFilterCount, isFiltered, parseRequestFilters, requestFiltersToParams, requestQuery, withoutDialogFilters } from "./filters";

const parse = (qs: string) => parseRequestFilters(new URLSearchParams(qs));

describe("request list filters", () => {
  it("reads the spec's status and the dialog's filters, dropping unknown values", () => {
    const f = parse("status=no_matches&type=sell&materialTypes=pp,nope,pp&assignee=u1&companyId=c1&view=board&q=%20film%20");
    expect(f).toEqual({ status: "no_matches", q: "film", type: "sell", materialTypes: ["pp"], assignee: "u1", companyId: "c1", view: "board" });
    expect(parse("status=all&view=table&type=rent")).toEqual({
      materialTypes: [],
      view: "list",
      status: undefined,
      q: undefined,
      type: undefined,
      assignee: undefined,
      companyId: undefined,
    });
  });

  it("'all' is no status: the query and the URL leave it out", () => {
    const f = parse("status=all&q=pet");
    expect(requestQuery(f, false)).toEqual({ q: "pet" });
    expect(requestFiltersToParams({ ...parse("status=open"), status: undefined })).toEqual({});
  });

  it("ordinary users never send the admin filters", () => {
    const f = parse("type=buy&materialTypes=pe&assignee=none&companyId=x");
    expect(requestQuery(f, false)).toEqual({});
    expect(isFiltered(f, false)).toBe(false);
    expect(requestQuery(f, true)).toEqual({ type: "buy", materialTypes: "pe", assignee: "none", companyId: "x" });
  });

  it("keeps the view in the URL and counts and resets the dialog's filters", () => {
    const f = parse("view=board&status=open&type=buy&materialTypes=pe,pp&assignee=none");
    expect(requestFiltersToParams(f)).toEqual({ view: "board", status: "open", type: "buy", materialTypes: "pe,pp", assignee: "none" });
    expect(dialogFilterCount(f)).toBe(3);
    expect(requestFiltersToParams(withoutDialogFilters(f))).toEqual({ view: "board", status: "open" });
  });
});
