import { WorkflowListQuery, WorkflowStart } from "../../schemas/workflow";
import { defineRoutes } from "../contract";

/**
 * Workflow runs of the companyResearch and kFair machines. Staff only. The domain is
 * "workflowRuns" so its handlers (functions/domains/workflowRuns/) stay apart from the definitions in functions/workflows/.
 */
export const workflowRunsRoutes = defineRoutes({
  "workflowRuns.list": { method: "GET", path: "/workflows", access: "admin", query: WorkflowListQuery, needs: { table: "read" } },
  "workflowRuns.get": { method: "GET", path: "/workflows/{id}", access: "admin", needs: { table: "read" } },
  /** Re-run a run with its input (ADR 0141): the /workflows Retry action. */
  "workflowRuns.start": {
    method: "POST",
    path: "/workflows",
    access: "admin",
    body: WorkflowStart,
    needs: { table: "write", stateMachines: ["companyResearch", "kFair", "contactUs"], executions: ["companyResearch", "kFair", "contactUs"] },
  },
});

import type { Page } from "../../schemas/common";
import type { WorkflowListItem, WorkflowRun } from "../../schemas/workflow";

export interface WorkflowRunsResponses {
  "workflowRuns.list": Page<WorkflowListItem>;
  "workflowRuns.get": WorkflowRun;
  "workflowRuns.start": WorkflowRun;
}
