import { playgroundRoutes } from "../../shared/api/routes/playground";
import { route } from "../lib/handler";
import { HttpError } from "../lib/errors";
// Contract placeholder (issue 12): replaced by the route's implementation.
export const handler = route(playgroundRoutes, "playground.post", () => {
  throw new HttpError(501, "Not built yet");
});
