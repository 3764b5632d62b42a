import type { EmailMessage, EmailRecipient } from "../../../shared/schemas/email-message";
import { call } from "../../lib/api";
import { invalidate, useApi } from "../../lib/queryKeys";

/** Company e-mail API hooks and calls. */

/** A company's messages, newest first, a page at a time (older pages by the cursor trail in the URL). */
export const MESSAGES_PAGE = 50;

export const useEmailMessages = (companyId: string, cursor: string | undefined) =>
  useApi("GET /companies/{id}/email-messages", { params: { id: companyId }, query: { limit: MESSAGES_PAGE, cursor } }, { keepPreviousData: true });

export async function sendEmailMessage(companyId: string, message: { to: EmailRecipient[]; subject: string; body: string }): Promise<EmailMessage> {
  const sent = await call("POST /companies/{id}/email-messages", { params: { id: companyId }, body: { message } });
  await invalidate("GET /companies/{id}/email-messages", { id: companyId });
  return sent;
}

/** The AI's outreach draft for one contact ({subject, body} in HTML). */
export async function generateOutreach(companyId: string, contactId: string): Promise<{ subject: string; body: string }> {
  const answer = await call("POST /v2/companies/{id}/action", { params: { id: companyId }, body: { action: "generate-outreach-email", contactId } });
  if (answer.action !== "generate-outreach-email") throw new Error("Unexpected answer");
  return { subject: answer.subject, body: answer.body };
}
