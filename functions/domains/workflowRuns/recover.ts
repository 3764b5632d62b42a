import type { WorkflowRun } from "../../../shared/schemas/workflow";
import { isExecutionRunning } from "../../lib/workflows";
import { workflows } from "../../workflows";
import { MACHINE } from ".";

/**
 * A run written but not yet started (the starter writes the record before StartExecution) has no execution
 * for a moment: a run younger than this is never taken for dead.
 */
export const START_GRACE_MS = 60_000;

/** How long a tracked run may go without a write before its execution must have ended: its machine's timeout. */
export const runLeaseMs = (type: WorkflowRun["type"]) => (workflows[MACHINE[type]].definition.TimeoutSeconds ?? 3600) * 1000;

/** Whether a run the record says is in flight has no execution running any more (asked of Step Functions, or the local runner). */
export async function runIsDead(
  run: Pick<WorkflowRun, "id" | "type" | "state"> & { updatedDate: string },
  now: number,
  minAgeMs = START_GRACE_MS,
): Promise<boolean> {
  if (run.state.status !== "running") return false;
  if (Date.parse(run.updatedDate) > now - minAgeMs) return false;
  return !(await isExecutionRunning(MACHINE[run.type], run.id));
}
