import type { output } from "zod/v4/core";
import type { PageQuery } from "../../../shared/schemas/common";
import type { EmailMessage, SendEmailMessage } from "../../../shared/schemas/email-message";
import { htmlToText } from "../../../shared/rules/html-allow-list";
import { sanitizeHtml } from "../../lib/sanitize-html";
import { getCompany } from "../../domains/companies/records";
import {
  createEmailMessage,
  deleteCompanyEmailMessages,
  getEmailMessage,
  listCompanyEmailMessages,
  markEmailOpened,
  toEmailMessage,
  type NewEmailMessage,
} from "./queries";
import { sendEmail } from "../../integrations/email/send";
import type { AuthContext } from "../../lib/auth";
import { env } from "../../lib/env";
import { badRequest, HttpError, notFound, unavailable } from "../../lib/errors";
import { companyForChild, keepChild } from "../companies/live";
import { earlierRecord, newId } from "../../lib/ids";

export type { NewEmailMessage } from "./queries";

/**
 * The emailMessages service: what other domains, handlers, scripts and tests call (never ./queries or ./entity).
 * Company e-mail (ADR 0151). Staff write to a
 * company's contacts; the body is sanitised before it is sent or stored, the outgoing copy carries a 1×1
 * pixel whose first load sets openedDate.
 */

async function loadCompany(id: string) {
  const company = await getCompany(id);
  if (!company) throw notFound("Company");
  return company;
}

export async function list(companyId: string, query: PageQuery) {
  await loadCompany(companyId);
  return listCompanyEmailMessages(companyId, { cursor: query.cursor, limit: query.limit ?? 50 });
}

/** The opened pixel's address: public, named only by the message's random UUID. */
export const pixelUrl = (id: string) => `${env.publicSiteUrl}/api/emails/${encodeURIComponent(id)}/opened`;

/** Added to the outgoing HTML only: the stored body stays what staff wrote (sanitised), without tracking. */
export const withPixel = (html: string, id: string) =>
  `${html}<img src="${pixelUrl(id)}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0" />`;

export async function send(companyId: string, body: output<typeof SendEmailMessage>, auth: Pick<AuthContext, "userId">): Promise<EmailMessage> {
  const { to, subject } = body.message;
  const html = sanitizeHtml(body.message.body);
  // A body of only markup (or only a script) has nothing left to send.
  if (!htmlToText(html).trim())
    throw badRequest("Validation failed", [{ path: "body.message.body", message: "The e-mail has no content left after sanitising" }]);
  if (!(await companyForChild(companyId))) throw notFound("Company");
  const id = newId("emailMessage");
  const earlier = await earlierRecord(id, getEmailMessage, auth.userId);
  if (earlier) return toEmailMessage(earlier);
  const from = env.mailFrom;
  let sesMessageId: string;
  try {
    sesMessageId = await sendEmail({
      from,
      to: to.map((r) => r.email),
      subject,
      html: withPixel(html, id),
      text: htmlToText(html),
      recipientField: "body.message.to",
    });
  } catch (e) {
    // A suppressed recipient (409) is refused before SES: nothing went out.
    if (e instanceof HttpError) throw e;
    console.error("SES send failed", e);
    // SES down or stalled is a 503 the client may retry (with its Idempotency-Key); a refusal stays a 502.
    throw unavailable(e) ?? new HttpError(502, "The e-mail could not be sent");
  }
  const item = await createEmailMessage(
    {
      id,
      companyId,
      from,
      to: to.map((r) => ({ name: r.name ?? null, email: r.email })),
      subject,
      body: html,
      sentDate: new Date().toISOString(),
      sesMessageId,
    },
    auth.userId,
  );
  // what was sent stays sent; the stored copy goes with a company being deleted
  await keepChild(companyId, () => purgeCompanyMessages(companyId));
  return toEmailMessage(item);
}

/** A company's stored e-mails (the company delete's step). */
export async function purgeCompanyMessages(companyId: string): Promise<number> {
  return deleteCompanyEmailMessages(companyId);
}

/** The pixel's load: sets openedDate the first time; unknown ids and later loads change nothing. */
export async function markOpened(id: string): Promise<void> {
  await markEmailOpened(id);
}

/** The transparent 1×1 GIF every pixel load answers. */
export const PIXEL_GIF = new Uint8Array(Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"));

/** A stored message as the API shows it, or null (tests check what was stored). */
export async function findMessage(id: string): Promise<EmailMessage | null> {
  const item = await getEmailMessage(id);
  return item ? toEmailMessage(item) : null;
}

/** Stores a message without sending it (the seed's demo threads, with their own dates). */
export async function recordMessage(m: NewEmailMessage, userId: string): Promise<EmailMessage> {
  return toEmailMessage(await createEmailMessage(m, userId));
}
