import { describe, expect, it } from "vitest";
import { datasheetCompany } from "./datasheetCompany";

describe("the company a datasheet material belongs to", () => {
  const base = { queryCompanyId: null, pickedCompanyId: "", isSuperAdmin: false, ownCompanyId: null };
  it("prefers the query's companyId, then an admin's pick, then the own company", () => {
    expect(datasheetCompany({ ...base, queryCompanyId: "q", pickedCompanyId: "p", isSuperAdmin: true, ownCompanyId: "o" })).toBe("q");
    expect(datasheetCompany({ ...base, pickedCompanyId: "p", isSuperAdmin: true, ownCompanyId: "o" })).toBe("p");
    expect(datasheetCompany({ ...base, pickedCompanyId: "p", ownCompanyId: "o" })).toBe("o");
  });
  it("is null (→ 'Company is required') without any", () => {
    expect(datasheetCompany(base)).toBeNull();
    expect(datasheetCompany({ ...base, pickedCompanyId: "p" })).toBeNull();
  });
});
