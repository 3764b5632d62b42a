import { workflowRunsRoutes } from "../../shared/api/routes/workflowRuns";
import { getRun } from "../core/workflow-runs";
import { notFound } from "../lib/errors";
import { route } from "../lib/handler";

export const handler = route(workflowRunsRoutes, "workflowRuns.get", async ({ params }) => (await getRun(params.id)) ?? Promise.reject(notFound("Workflow")));
