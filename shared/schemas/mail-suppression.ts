/**
 * An address no mail is sent to any more (ADR 0172): SES reported a permanent bounce or a complaint for it.
 * Kept per address (functions/db/entities/mail-suppression.ts) and, for staff, on every contact holding it.
 */
export const MAIL_SUPPRESSION_REASONS = ["bounce", "complaint"] as const;
export type MailSuppressionReason = (typeof MAIL_SUPPRESSION_REASONS)[number];

export interface MailSuppression {
  reason: MailSuppressionReason;
  /** What SES said: the bounce's type and diagnostic, or the complaint's feedback type. */
  detail: string;
  /** When SES saw it (ISO 8601). */
  at: string;
}

/** The one form of an address suppression is keyed and looked up by. */
export const normalizeEmail = (address: string) => address.trim().toLowerCase();

/** What a refused send answers: the address, why and since when (the date part of `at`). */
export const suppressedMessage = (address: string, s: Pick<MailSuppression, "reason" | "at">) =>
  `${address} is suppressed after a ${s.reason} on ${s.at.slice(0, 10)}; no mail is sent to it`;
