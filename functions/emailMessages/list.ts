import { emailMessagesRoutes } from "../../shared/api/routes/emailMessages";
import { route } from "../lib/handler";
import { HttpError } from "../lib/errors";
// Contract placeholder (issue 12): replaced by the route's implementation.
export const handler = route(emailMessagesRoutes, "emailMessages.list", () => {
  throw new HttpError(501, "Not built yet");
});
