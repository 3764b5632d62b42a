import { suspectsRoutes } from "../../shared/api/routes/suspects";
import { HttpError } from "../lib/errors";
import { route } from "../lib/handler";

// Contract placeholder (issue 11): replaced by the route's implementation.
export const handler = route(suspectsRoutes, "suspects.create", () => {
  throw new HttpError(501, "Not built yet");
});
