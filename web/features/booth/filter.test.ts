import { describe, expect, it } from "vitest";
import type { BoothRow } from "../../../shared/schemas/booth";
import { matchesFilter } from "./filter";

const row: BoothRow = {
  id: "b1",
  companyName: "Polymer Werke",
  companyType: "brandOwner",
  companyCountry: "DE",
  verified: true,
  contactDetails: { personName: "Anna Berg", email: "anna@pw.example", position: "Buyer", url: null },
  companyId: null,
  contactId: null,
  workflowId: null,
  createdDate: "2026-11-24T00:00:00Z",
  createdBy: "u1",
};
const label = (t: string) => ({ brandOwner: "Brand owner" })[t] ?? t;

describe("booth global filter (includes-string)", () => {
  it("matches any shown column, case-insensitively, by substring", () => {
    for (const q of ["anna", "BERG", "pw.exam", "brand own", "Werke"]) expect(matchesFilter(row, q, label), q).toBe(true);
    expect(matchesFilter(row, "zz", label)).toBe(false);
    expect(matchesFilter(row, "  ", label)).toBe(true);
  });
  it("also searches the hidden columns companyCountry and verified", () => {
    expect(matchesFilter(row, "de", label)).toBe(true);
    expect(matchesFilter({ ...row, contactDetails: { ...row.contactDetails, email: "x@y.z" }, companyName: "Q", companyCountry: "FR" }, "fr", label)).toBe(
      true,
    );
    expect(matchesFilter(row, "true", label)).toBe(true);
  });
});
