import { emailMessagesRoutes } from "../../shared/api/routes/emailMessages";
import * as EmailMessages from "../core/email-messages";
import { route } from "../lib/handler";

export const handler = route(emailMessagesRoutes, "emailMessages.list", ({ params, query }) => EmailMessages.list(params.id, query));
