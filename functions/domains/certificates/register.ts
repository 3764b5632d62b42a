import { certificateStatuses, type MaterialCertificateStatus } from "../../../shared/rules/certificates";
import { now } from "../../db/audit";
import { getRegisters } from "./queries";

/**
 * What other domains read of the registers while this domain's service reads theirs (the matching run, the
 * material views): imports no other domain, so it closes no import cycle. Index.ts re-exports it.
 */

/** Today as an ISO day (UTC): what validity is judged on. */
export const today = () => now().slice(0, 10);

/** Registers read per run (one BatchGet for all the companies, never one read per material). */
export const registerReads = { batches: 0, companies: 0 };

/**
 * The certificate statuses of many materials, their companies' registers read in one BatchGet. A material
 * naming no certificate costs no read.
 */
export async function statusesOf<M extends { companyId?: string | null; certificates?: readonly string[] | null }>(
  materials: readonly M[],
  day = today(),
): Promise<(M & { certificateStatuses: MaterialCertificateStatus[] })[]> {
  const companies = [...new Set(materials.filter((m) => m.certificates?.length && m.companyId).map((m) => m.companyId as string))];
  if (companies.length) {
    registerReads.batches++;
    registerReads.companies += companies.length;
  }
  const registers = await getRegisters(companies);
  return materials.map((m) => ({
    ...m,
    certificateStatuses: certificateStatuses(m.certificates, (m.companyId && registers.get(m.companyId)?.certificates) || [], day),
  }));
}
