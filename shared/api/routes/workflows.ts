import { WorkflowListQuery, WorkflowStart } from "../../schemas/workflow";
import { defineRoutes } from "../contract";

/** Workflow runs of the companyResearch and kFair machines (backoffice.md §7 workflows). Staff only. */
export const workflowsRoutes = defineRoutes({
  "workflows.list": { method: "GET", path: "/workflows", access: "admin", query: WorkflowListQuery, needs: { table: "read" } },
  "workflows.get": { method: "GET", path: "/workflows/{id}", access: "admin", needs: { table: "read" } },
  /** Re-run a run with its input (ADR 0141): the /workflows Retry action. */
  "workflows.start": { method: "POST", path: "/workflows", access: "admin", body: WorkflowStart, needs: { table: "write", stateMachines: ["companyResearch", "kFair"] } },
});

import type { Page } from "../../schemas/common";
import type { WorkflowListItem, WorkflowRun } from "../../schemas/workflow";

export interface WorkflowsResponses {
  "workflows.list": Page<WorkflowListItem>;
  "workflows.get": WorkflowRun;
  "workflows.start": WorkflowRun;
}
