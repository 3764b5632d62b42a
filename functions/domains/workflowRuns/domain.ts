import { workflowRunsRoutes } from "../../../shared/api/routes/workflowRuns";
import { defineDomain } from "../define";

/** Tracked workflow runs (/workflows, staff only): deployed with the intelligence routes. */
export const workflowRunsDomain = defineDomain({ routes: workflowRunsRoutes, area: "intelligence" });
