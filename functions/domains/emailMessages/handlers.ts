import { emailMessagesRoutes } from "../../../shared/api/routes/emailMessages";
import { Reply } from "../../lib/handler";
import { route } from "../route";
import * as EmailMessages from "./index";

/** The emailMessages routes' handlers, one export per route named after the part of its id after the dot. */

export const list = /* @__PURE__ */ route(emailMessagesRoutes, "emailMessages.list", ({ params, query }) => EmailMessages.list(params.id, query));

export const send = /* @__PURE__ */ route(
  emailMessagesRoutes,
  "emailMessages.send",
  async ({ params, body, auth }) => new Reply(201, await EmailMessages.send(params.id, body, auth)),
);
