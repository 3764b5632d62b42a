import type { Needs } from "../shared/api/contract";
import type { WorkflowName } from "./workflows";

/** A Lambda run on a schedule (no route, no workflow): its handler, what it may touch, how often it runs. */
export interface ScheduledTask {
  /** "scheduled.<name>": the bundle folder and the Lambda's construct id. */
  id: string;
  /** Handler source relative to the repository root (export `handler`). */
  handler: string;
  /** What its Lambda may touch; its IAM grants derive from this alone, as for routes and workflow tasks. */
  needs: Needs & { stateMachines?: WorkflowName[]; executions?: WorkflowName[] };
  timeoutSeconds: number;
  everyMinutes: number;
}

/**
 * The scheduled Lambdas of the app. The recovery sweep (functions/core/recovery) writes the table, asks
 * whether the tracked runs' executions still run, and starts matching again.
 */
export const scheduledTable: ScheduledTask[] = [
  {
    id: "scheduled.recovery",
    handler: "functions/scheduled/recovery.ts",
    needs: { table: "write", stateMachines: ["matchRequest"], executions: ["companyResearch", "kFair", "contactUs"] },
    timeoutSeconds: 300,
    everyMinutes: 10,
  },
];
