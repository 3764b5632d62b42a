import { describe, expect, it } from "vitest";
import { datasheetCompany } from "./datasheetCompany";

describe("the company a datasheet material belongs to", () => {
  const base = { queryCompanyId: null, pickedCompanyId: "", isSuperAdmin: false, ownCompanyId: null };
  it("is an admin's pick, else the query's companyId, else the own company", () => {
    expect(datasheetCompany({ ...base, queryCompanyId: "q", pickedCompanyId: "p", isSuperAdmin: true, ownCompanyId: "o" })).toBe("p");
    expect(datasheetCompany({ ...base, queryCompanyId: "q", pickedCompanyId: "p", ownCompanyId: "o" })).toBe("q");
    expect(datasheetCompany({ ...base, pickedCompanyId: "p", ownCompanyId: "o" })).toBe("o");
  });
  it("is null (→ 'Company is required') without any, and for staff who picked none: their own is the platform's", () => {
    expect(datasheetCompany(base)).toBeNull();
    expect(datasheetCompany({ ...base, pickedCompanyId: "p" })).toBeNull();
    expect(datasheetCompany({ ...base, isSuperAdmin: true, ownCompanyId: "platform" })).toBeNull();
  });
});
