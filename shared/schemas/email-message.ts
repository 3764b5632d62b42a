import { email, nonEmpty, nonEmptyLine, pageQuery } from "./common";
import { MAX_NAME_LENGTH } from "./limits";
import * as z from "./zod";

/**
 * Company e-mail: staff write to
 * a company's contacts from its page; the message goes out through SES and is kept with its sent date. A
 * public pixel route sets openedDate the first time the recipient's mail client loads it.
 */

/** The recipients of one message: a few contacts, never a mailing list (so the feature cannot be used to send bulk mail). */
export const MAX_EMAIL_RECIPIENTS = 10;
export const MAX_EMAIL_SUBJECT = 300;
/** HTML body as the editor writes it; sanitised on the server before it is stored or sent. */
export const MAX_EMAIL_BODY = 100_000;

export const EmailRecipient = z.object({
  name: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(MAX_NAME_LENGTH)))),
  email,
});
export type EmailRecipient = z.infer<typeof EmailRecipient>;

/** POST /companies/{id}/email-messages (message {to: [{name: null, email}], subject, body}). */
/** The message itself: what is sent and kept. */
export const EmailMessageFields = z.object({
  to: z
    .array(EmailRecipient)
    .check(z.minLength(1, "Add at least one recipient"), z.maxLength(MAX_EMAIL_RECIPIENTS, `At most ${MAX_EMAIL_RECIPIENTS} recipients`)),
  subject: nonEmptyLine.check(z.maxLength(MAX_EMAIL_SUBJECT)),
  body: nonEmpty.check(z.maxLength(MAX_EMAIL_BODY)),
});
export const SendEmailMessage = z.object({ message: EmailMessageFields });
export type SendEmailMessage = z.input<typeof SendEmailMessage>;

export const EmailMessageListQuery = pageQuery;

/** An e-mail message, plus the company and the staff member who sent it. */
export interface EmailMessage {
  id: string;
  companyId: string;
  from: string;
  to: { name: string | null; email: string }[];
  subject: string;
  /** Sanitised HTML (shared/rules/sanitize-html.ts); render it sanitised again on the client. */
  body: string;
  sentDate: string | null;
  createdDate: string;
  openedDate: string | null;
  createdBy: string;
}
