import { workflowsRoutes } from "../../shared/api/routes/workflows";
import { HttpError } from "../lib/errors";
import { route } from "../lib/handler";

// Contract placeholder (issue 11): replaced by the route's implementation.
export const handler = route(workflowsRoutes, "workflows.start", () => {
  throw new HttpError(501, "Not built yet");
});
