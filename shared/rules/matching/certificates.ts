import type { MaterialCertificateStatus } from "../certificates";

/**
 * The certificates a material counts with in the engine. A candidate read with its company's register carries
 * `certificateStatuses` (shared/rules/certificates.ts): only verified ones count, an expired or unverified one is
 * as absent, and the factor that misses it names it. A material ranked without statuses counts what it names.
 */
export interface CertifiedMaterial {
  certificates?: readonly string[] | null;
  certificateStatuses?: readonly MaterialCertificateStatus[] | null;
}

export function countedCertificates(m: CertifiedMaterial): string[] {
  if (!m.certificateStatuses) return [...(m.certificates ?? [])];
  return m.certificateStatuses.filter((s) => s.status === "verified").map((s) => s.name);
}

/** Of `wanted`, the ones the material names but that do not count: expired first (the stronger reason), then unverified. */
export function discountedCertificates(m: CertifiedMaterial, wanted: readonly string[]): { expired: string[]; unverified: string[] } {
  const statuses = m.certificateStatuses ?? [];
  const pick = (status: "expired" | "unverified") => statuses.filter((s) => s.status === status && wanted.includes(s.name)).map((s) => s.name);
  return { expired: pick("expired"), unverified: pick("unverified") };
}
