import { conversationsRoutes } from "../../shared/api/routes/conversations";
import { route } from "../lib/handler";
import { HttpError } from "../lib/errors";
// Contract placeholder (issue 12): replaced by the route's implementation.
export const handler = route(conversationsRoutes, "conversations.get", () => {
  throw new HttpError(501, "Not built yet");
});
