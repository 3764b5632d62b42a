import { emailMessagesRoutes } from "../../shared/api/routes/emailMessages";
import * as EmailMessages from "../core/email-messages";
import { Reply, route } from "../lib/handler";

export const handler = route(
  emailMessagesRoutes,
  "emailMessages.send",
  async ({ params, body, auth }) => new Reply(201, await EmailMessages.send(params.id, body, auth)),
);
