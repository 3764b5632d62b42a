import type { Material } from "../../../shared/schemas/material";
import type { CertificateStatus, PassportCertificate } from "../../../shared/schemas/passport";

/** A company certificate as a certificate register holds it: which certificate, for whom, from when until when. */
export interface RegisteredCertificate {
  companyId: string;
  /** The material certificate's key (materialCertificates). */
  name: string;
  /** yyyy-MM-dd, both days included. */
  validFrom: string;
  validUntil: string;
}

/** Reads a company's registered certificates. */
export type CertificateRegister = (companyId: string) => Promise<RegisteredCertificate[]>;

/** No register yet: every certificate a material states shows as unverified. */
let register: CertificateRegister = async () => [];

/** Sets where registered certificates are read from (the certificate register, or a test's list). */
export function setCertificateRegister(source: CertificateRegister): void {
  register = source;
}

export const registeredCertificates = (companyId: string) => register(companyId);

const day = (d: Date) => d.toISOString().slice(0, 10);

function statusOf(entry: RegisteredCertificate, today: string): CertificateStatus {
  if (entry.validUntil < today) return "expired";
  return entry.validFrom <= today ? "verified" : "unverified";
}
const RANK: Record<CertificateStatus, number> = { verified: 2, expired: 1, unverified: 0 };

/**
 * Each certificate the material states, with its standing in the register for the material's company:
 * verified when a registered one is valid today, expired when the registered ones have all ended, unverified
 * when the register does not hold it (or holds it only from a later day). A verified or expired one carries
 * the last day of its registered validity.
 */
export function certificateStatuses(
  material: Pick<Material, "companyId" | "certificates">,
  registered: readonly RegisteredCertificate[],
  now: Date = new Date(),
): PassportCertificate[] {
  const today = day(now);
  return (material.certificates ?? []).map((name) => {
    let best: PassportCertificate = { name, status: "unverified" };
    for (const entry of registered) {
      if (entry.companyId !== material.companyId || entry.name !== name) continue;
      const status = statusOf(entry, today);
      const better = RANK[status] > RANK[best.status] || (status === best.status && status !== "unverified" && entry.validUntil > (best.validUntil ?? ""));
      if (better) best = status === "unverified" ? { name, status } : { name, status, validUntil: entry.validUntil };
    }
    return best;
  });
}
