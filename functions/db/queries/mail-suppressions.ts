import { normalizeEmail, type MailSuppression } from "../../../shared/schemas/mail-suppression";
import { now } from "../audit";
import { db } from "../service";
import { isConditionFailure } from "../../lib/errors";

/** The suppressions of these addresses (any case), keyed by normalised address; one BatchGet. */
export async function suppressionsOf(addresses: string[]): Promise<Map<string, MailSuppression>> {
  const keys = [...new Set(addresses.map(normalizeEmail))];
  if (!keys.length) return new Map();
  const { data } = await db()
    .mailSuppression.get(keys.map((email) => ({ email })))
    .go();
  return new Map(data.map((s) => [s.email, { reason: s.reason, detail: s.detail, at: s.at }]));
}

/**
 * Suppress an address (a conditional create): the first report is kept, so a repeated or later report changes
 * nothing. Answers whether this call suppressed it.
 */
export async function suppressAddress(address: string, s: MailSuppression, feedbackId?: string): Promise<boolean> {
  try {
    await db()
      .mailSuppression.create({ email: normalizeEmail(address), ...s, ...(feedbackId ? { feedbackId } : {}), createdDate: now() })
      .go({ response: "none" });
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}
