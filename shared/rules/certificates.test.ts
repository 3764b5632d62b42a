import { describe, expect, it } from "vitest";
import { addDays, certificateStatuses, certificateValidity, daysBetween, expiryThreshold } from "./certificates";

const today = "2026-11-28";
const rec = (type: string, validFrom: string, validUntil: string) => ({ type, validFrom, validUntil });

describe("certificateStatuses", () => {
  it("verified while a record of the type is valid today, the boundaries included", () => {
    const register = [rec("efsa", "2026-01-01", today), rec("grs", today, "2027-01-01")];
    expect(certificateStatuses(["efsa", "grs"], register, today)).toEqual([
      { name: "efsa", status: "verified", validUntil: today },
      { name: "grs", status: "verified", validUntil: "2027-01-01" },
    ]);
  });

  it("expired when every record of the type ran out; unverified without one or with one valid only later", () => {
    const register = [rec("efsa", "2025-01-01", "2026-11-27"), rec("fda", "2026-12-01", "2027-12-01")];
    expect(certificateStatuses(["efsa", "fda", "grs"], register, today)).toEqual([
      { name: "efsa", status: "expired", validUntil: "2026-11-27" },
      { name: "fda", status: "unverified", validUntil: "2027-12-01" },
      { name: "grs", status: "unverified" },
    ]);
  });

  it("a renewed certificate beside its expired one is verified; names once each; none named, none answered", () => {
    const register = [rec("efsa", "2024-01-01", "2025-01-01"), rec("efsa", "2025-01-01", "2027-01-01")];
    expect(certificateStatuses(["efsa", "efsa"], register, today)).toEqual([{ name: "efsa", status: "verified", validUntil: "2027-01-01" }]);
    expect(certificateStatuses(null, register, today)).toEqual([]);
  });

  it("validity of one record", () => {
    expect(certificateValidity(rec("x", "2026-12-01", "2027-01-01"), today)).toBe("notYetValid");
    expect(certificateValidity(rec("x", "2026-01-01", "2026-11-27"), today)).toBe("expired");
    expect(certificateValidity(rec("x", "2026-01-01", today), today)).toBe("valid");
  });
});

describe("expiryThreshold", () => {
  it("the nearest threshold reached, one per stage", () => {
    expect(expiryThreshold(addDays(today, 61), today)).toBe(null);
    expect(expiryThreshold(addDays(today, 60), today)).toBe(60);
    expect(expiryThreshold(addDays(today, 31), today)).toBe(60);
    expect(expiryThreshold(addDays(today, 30), today)).toBe(30);
    expect(expiryThreshold(addDays(today, 1), today)).toBe(30);
    expect(expiryThreshold(today, today)).toBe(0);
    expect(expiryThreshold(addDays(today, -3), today)).toBe(0);
  });

  it("day arithmetic across months and years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(daysBetween("2026-11-28", "2027-01-27")).toBe(60);
  });
});
