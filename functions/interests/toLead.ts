import { interestsRoutes } from "../../shared/api/routes/interests";
import { route } from "../lib/handler";
import { HttpError } from "../lib/errors";
// Contract placeholder (issue 12): replaced by the route's implementation.
export const handler = route(interestsRoutes, "interests.toLead", () => {
  throw new HttpError(501, "Not built yet");
});
