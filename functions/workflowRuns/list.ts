import { workflowRunsRoutes } from "../../shared/api/routes/workflowRuns";
import { listRuns } from "../core/workflow-runs";
import { route } from "../lib/handler";

export const handler = route(workflowRunsRoutes, "workflowRuns.list", ({ query }) => listRuns({ type: query.type, status: query.status }, query));
