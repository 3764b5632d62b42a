import type { SNSEvent } from "aws-lambda";
import { markContactsMailSuppressed } from "../../domains/contacts/records";
import { suppressAddress } from "../../db/queries/mail-suppressions";
import { logger } from "../../lib/logger";
import { parseFeedback } from "./event";

export interface FeedbackResult {
  /** Addresses suppressed by this call (already suppressed ones are not counted). */
  suppressed: number;
  /** Contacts marked by this call. */
  contacts: number;
  /** Reports that suppressed nothing (transient bounces, deliveries, unreadable messages). */
  ignored: number;
}

/**
 * SES feedback (ADR 0172): each permanently bounced or complaining address gets its suppression record and
 * every contact holding it the staff-visible fact. Both writes are conditional, so a repeated SNS delivery
 * changes nothing more, and one cut short is finished by the next (SNS retries a failed invocation).
 */
export async function applyFeedback(event: Pick<SNSEvent, "Records">): Promise<FeedbackResult> {
  const result: FeedbackResult = { suppressed: 0, contacts: 0, ignored: 0 };
  for (const record of event.Records) {
    const { suppress, ignored } = parseFeedback(record, record.Sns.Timestamp);
    for (const i of ignored) {
      logger.info("mail feedback ignored", { messageId: record.Sns.MessageId, why: i.why, recipients: i.addresses.length });
      result.ignored++;
    }
    for (const s of suppress) {
      if (await suppressAddress(s.address, s.fact, s.feedbackId)) result.suppressed++;
      result.contacts += await markContactsMailSuppressed(s.address, s.fact);
    }
  }
  logger.info("mail feedback applied", { ...result });
  return result;
}
