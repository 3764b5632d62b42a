import type { SNSEventRecord } from "aws-lambda";
import { normalizeEmail, type MailSuppression } from "../../../shared/schemas/mail-suppression";
import * as z from "../../../shared/schemas/zod";

/**
 * SES's bounce and complaint reports as the configuration set's event destination publishes them to SNS
 * (`eventType`; an identity's own notifications say `notificationType`), read leniently: only the fields the
 * suppression needs, everything else passes.
 */
const recipient = z.object({ emailAddress: z.string(), diagnosticCode: z.optional(z.string()), status: z.optional(z.string()) });
const SesFeedback = z.object({
  eventType: z.optional(z.string()),
  notificationType: z.optional(z.string()),
  bounce: z.optional(
    z.object({
      bounceType: z.string(),
      bounceSubType: z.optional(z.string()),
      bouncedRecipients: z.array(recipient),
      timestamp: z.optional(z.string()),
      feedbackId: z.optional(z.string()),
    }),
  ),
  complaint: z.optional(
    z.object({
      complainedRecipients: z.array(recipient),
      complaintFeedbackType: z.optional(z.string()),
      complaintSubType: z.optional(z.nullable(z.string())),
      timestamp: z.optional(z.string()),
      feedbackId: z.optional(z.string()),
    }),
  ),
});

/** A recipient to suppress, with why. */
export interface Suppression {
  address: string;
  fact: MailSuppression;
  feedbackId?: string;
}

/** A report that suppresses nothing (a transient bounce, a delivery, something unreadable): logged only. */
export interface Ignored {
  addresses: string[];
  why: string;
}

export interface ParsedFeedback {
  suppress: Suppression[];
  ignored: Ignored[];
}

/** SES may name a recipient as `Name <address>`; suppression keys on the bare, normalised address. */
export const bareAddress = (a: string) => normalizeEmail(/<([^>]+)>/.exec(a)?.[1] ?? a);

const MAX_DETAIL = 500;
const clip = (s: string) => (s.length > MAX_DETAIL ? `${s.slice(0, MAX_DETAIL - 1)}…` : s);

/**
 * One SNS record's SES report: a Permanent bounce and a complaint suppress their recipients; a Transient (or
 * Undetermined) bounce, a delivery and anything else only say why they were ignored.
 */
export function parseFeedback(record: Pick<SNSEventRecord, "Sns">, receivedAt = new Date().toISOString()): ParsedFeedback {
  let json: unknown;
  try {
    json = JSON.parse(record.Sns.Message);
  } catch {
    return { suppress: [], ignored: [{ addresses: [], why: "not JSON" }] };
  }
  const parsed = SesFeedback.safeParse(json);
  if (!parsed.success) return { suppress: [], ignored: [{ addresses: [], why: "not an SES report" }] };
  const m = parsed.data;
  const type = m.eventType ?? m.notificationType ?? "";
  if (type === "Bounce" && m.bounce) {
    const b = m.bounce;
    const addresses = b.bouncedRecipients.map((r) => bareAddress(r.emailAddress));
    const kind = [b.bounceType, b.bounceSubType].filter(Boolean).join("/");
    if (b.bounceType !== "Permanent") return { suppress: [], ignored: [{ addresses, why: `${kind} bounce` }] };
    return {
      suppress: b.bouncedRecipients.map((r) => ({
        address: bareAddress(r.emailAddress),
        fact: { reason: "bounce" as const, detail: clip([kind, r.diagnosticCode].filter(Boolean).join(": ")), at: b.timestamp ?? receivedAt },
        ...(b.feedbackId ? { feedbackId: b.feedbackId } : {}),
      })),
      ignored: [],
    };
  }
  if (type === "Complaint" && m.complaint) {
    const c = m.complaint;
    const detail = clip(["Complaint", c.complaintFeedbackType ?? c.complaintSubType].filter(Boolean).join(": "));
    return {
      suppress: c.complainedRecipients.map((r) => ({
        address: bareAddress(r.emailAddress),
        fact: { reason: "complaint" as const, detail, at: c.timestamp ?? receivedAt },
        ...(c.feedbackId ? { feedbackId: c.feedbackId } : {}),
      })),
      ignored: [],
    };
  }
  return { suppress: [], ignored: [{ addresses: [], why: type ? `${type} event` : "no event type" }] };
}
