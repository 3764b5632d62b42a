import { addDays, EXPIRY_THRESHOLDS, expiryThreshold } from "../../../shared/rules/certificates";
import type { CertificateFacts } from "../../../shared/schemas/notification";
import { getCompany } from "../companies/records";
import { companyUsers, noticeOnce } from "../notifications";
import { deleteMarker, getRegisters, markersBetween, type ExpiryMarker } from "./queries";
import { today } from "./register";

/**
 * The daily expiry check: the bell warns a company's users (and the staff member assigned to the company) 60
 * and 30 days before a certificate expires and on the day it does. It reads the expiry markers of a window of
 * days (a Query), their registers in one BatchGet per page, and tells each user once per certificate, validity
 * and stage (the notices' once-only claim): running it twice, or on a day it already ran, tells nobody again.
 */

/** Days back the check still looks: a check missed for up to this many days still gives the last warning. */
const LOOKBACK_DAYS = 7;
/** Markers read per check at most; the rest wait for the next run. */
const MAX_MARKERS = 1000;

/** Work counted by the check (tests count it; no clock). */
export const expiryStats = { markersRead: 0, registerBatches: 0, warned: 0 };

export async function checkCertificateExpiry(day = today()): Promise<{ found: number; warned: number }> {
  const markers = await markersBetween(addDays(day, -LOOKBACK_DAYS), addDays(day, EXPIRY_THRESHOLDS[0]), MAX_MARKERS);
  expiryStats.markersRead += markers.length;
  const companies = [...new Set(markers.map((m) => m.companyId))];
  if (companies.length) expiryStats.registerBatches++;
  const registers = await getRegisters(companies);
  const recipients = new Map<string, Promise<string[]>>();
  const recipientsOf = (companyId: string) => recipients.get(companyId) ?? recipients.set(companyId, companyRecipients(companyId)).get(companyId)!;
  let found = 0;
  let warned = 0;
  for (const m of markers) {
    const cert = registers.get(m.companyId)?.certificates.find((c) => c.id === m.certificateId);
    // the register is the truth: a marker of a certificate deleted or given another validity goes
    if (!cert || cert.validUntil !== m.validUntil) {
      await deleteMarker(m);
      continue;
    }
    const stage = expiryThreshold(cert.validUntil, day);
    if (stage === null) continue;
    found++;
    const facts: CertificateFacts = {
      companyId: m.companyId,
      certificateId: cert.id,
      type: cert.type,
      number: cert.number,
      validUntil: cert.validUntil,
      daysBefore: stage,
    };
    warned += await noticeOnce("certificateExpiry", claimKey(m, stage), await recipientsOf(m.companyId), facts);
  }
  expiryStats.warned += warned;
  return { found, warned };
}

/** One warning per certificate, validity and stage: a renewed certificate (another validUntil) is warned about afresh. */
const claimKey = (m: ExpiryMarker, stage: number) => ({ subject: `certificate:${m.companyId}:${m.certificateId}`, topic: `expiry:${m.validUntil}:${stage}` });

/** The company's users and the staff member assigned to it. */
async function companyRecipients(companyId: string): Promise<string[]> {
  const [users, company] = await Promise.all([companyUsers(companyId), getCompany(companyId)]);
  const ids = users.map((u) => u.userId);
  const assigned = (company as { assignedUserId?: string | null } | null)?.assignedUserId;
  return assigned ? [...ids, assigned] : ids;
}
