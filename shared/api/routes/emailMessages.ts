import { EmailMessageListQuery, SendEmailMessage } from "../../schemas/email-message";
import { defineRoutes } from "../contract";

/** A company's e-mail. Staff only. */
export const emailMessagesRoutes = defineRoutes({
  "emailMessages.list": { method: "GET", path: "/companies/{id}/email-messages", access: "admin", query: EmailMessageListQuery, needs: { table: "read" } },
  /** Sends through SES to the given recipients and stores the message with its sent date. */
  "emailMessages.send": {
    method: "POST",
    path: "/companies/{id}/email-messages",
    access: "admin",
    body: SendEmailMessage,
    maxBodyBytes: 200 * 1024,
    needs: { table: "write", mail: true },
  },
});

import type { Page } from "../../schemas/common";
import type { EmailMessage } from "../../schemas/email-message";

export interface EmailMessagesResponses {
  "emailMessages.list": Page<EmailMessage>;
  "emailMessages.send": EmailMessage;
}
