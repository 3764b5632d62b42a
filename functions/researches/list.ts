import { researchesRoutes } from "../../shared/api/routes/researches";
import { HttpError } from "../lib/errors";
import { route } from "../lib/handler";

// Contract placeholder (issue 11): replaced by the route's implementation.
export const handler = route(researchesRoutes, "researches.list", () => {
  throw new HttpError(501, "Not built yet");
});
