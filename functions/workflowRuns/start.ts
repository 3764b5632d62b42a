import { workflowRunsRoutes } from "../../shared/api/routes/workflowRuns";
import { retry } from "../core/workflow-runs/retry";
import { Reply, route } from "../lib/handler";

export const handler = route(workflowRunsRoutes, "workflowRuns.start", async ({ body, auth }) => new Reply(201, await retry(body.retryOf, auth)));
