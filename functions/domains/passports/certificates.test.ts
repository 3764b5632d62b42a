import { describe, expect, it } from "vitest";
import { certificateStatuses, type RegisteredCertificate } from "./certificates";

const material = { companyId: "co-1", certificates: ["grs", "recyClass", "euCertPlast", "fda"] } as const;
const now = new Date("2026-06-15T12:00:00Z");
const entry = (name: string, validFrom: string, validUntil: string, companyId = "co-1"): RegisteredCertificate => ({ companyId, name, validFrom, validUntil });

describe("certificateStatuses", () => {
  it("without a register every stated certificate is unverified", () => {
    expect(certificateStatuses({ ...material, certificates: [...material.certificates] }, [], now)).toEqual(
      material.certificates.map((name) => ({ name, status: "unverified" })),
    );
    expect(certificateStatuses({ companyId: "co-1", certificates: null }, [], now)).toEqual([]);
  });

  it("verified while valid today, expired after its end, unverified before its start or for another company", () => {
    const register = [
      entry("grs", "2026-01-01", "2026-06-15"), // its last day is today: still valid
      entry("recyClass", "2024-01-01", "2026-06-14"),
      entry("euCertPlast", "2026-07-01", "2027-06-30"),
      entry("fda", "2026-01-01", "2027-01-01", "co-2"),
    ];
    expect(certificateStatuses({ ...material, certificates: [...material.certificates] }, register, now)).toEqual([
      { name: "grs", status: "verified", validUntil: "2026-06-15" },
      { name: "recyClass", status: "expired", validUntil: "2026-06-14" },
      { name: "euCertPlast", status: "unverified" },
      { name: "fda", status: "unverified" },
    ]);
  });

  it("a renewed certificate counts, and the latest end of several is shown", () => {
    const register = [
      entry("grs", "2024-01-01", "2025-12-31"),
      entry("grs", "2026-01-01", "2026-12-31"),
      entry("recyClass", "2023-01-01", "2024-12-31"),
      entry("recyClass", "2023-01-01", "2025-12-31"),
    ];
    expect(certificateStatuses({ companyId: "co-1", certificates: ["grs", "recyClass"] }, register, now)).toEqual([
      { name: "grs", status: "verified", validUntil: "2026-12-31" },
      { name: "recyClass", status: "expired", validUntil: "2025-12-31" },
    ]);
  });
});
