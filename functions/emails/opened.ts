import { emailsRoutes } from "../../shared/api/routes/emails";
import { route } from "../lib/handler";
import { HttpError } from "../lib/errors";
// Contract placeholder (issue 12): replaced by the route's implementation.
export const handler = route(emailsRoutes, "emails.opened", () => {
  throw new HttpError(501, "Not built yet");
});
