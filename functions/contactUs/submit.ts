import { contactUsRoutes } from "../../shared/api/routes/contactUs";
import { route } from "../lib/handler";
import { HttpError } from "../lib/errors";
// Contract placeholder (issue 12): replaced by the route's implementation.
export const handler = route(contactUsRoutes, "contactUs.submit", () => {
  throw new HttpError(501, "Not built yet");
});
