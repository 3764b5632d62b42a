import type { WorkflowRun } from "../../../shared/schemas/workflow";
import { getContactRequest } from "../../db/queries/contact-requests";
import { isExecutionRunning } from "../../lib/workflows";
import { recordRunFailure } from "../../workflows/shared/record-failure";
import { workflows } from "../../workflows";
import { INTERRUPTED_SEND } from "../contact-us/steps";
import { MACHINE } from ".";

/** The reason staff read on a run whose execution ended without reaching its failure path (a crash, a timeout). */
export const INTERRUPTED_RUN = "Interrupted: the run stopped before it finished (a crash or a timeout); Retry starts it again";

/**
 * A run written but not yet started (the starter writes the record before StartExecution) has no execution
 * for a moment: a run younger than this is never taken for dead.
 */
export const START_GRACE_MS = 60_000;

/** How long a tracked run may go without a write before its execution must have ended: its machine's timeout. */
export const runLeaseMs = (type: WorkflowRun["type"]) => (workflows[MACHINE[type]].definition.TimeoutSeconds ?? 3600) * 1000;

/** Whether a run the record says is in flight has no execution running any more (asked of Step Functions, or the local runner). */
export async function runIsDead(run: Pick<WorkflowRun, "id" | "type" | "state"> & { updatedDate: string }, now: number, minAgeMs = START_GRACE_MS): Promise<boolean> {
  if (run.state.status !== "running") return false;
  if (Date.parse(run.updatedDate) > now - minAgeMs) return false;
  return !(await isExecutionRunning(MACHINE[run.type], run.id));
}

/**
 * Record a dead run's failure as its failure path would have (the same record: reason, failed step, research
 * and contact request failed). A contact-us request cut while "sending" is not claimed as sent: the reason
 * says it may not have gone out, the request is failed, and the run's Retry sends it.
 */
export async function failDeadRun(run: Pick<WorkflowRun, "id" | "type" | "input" | "subject">): Promise<string> {
  const requestId = run.type === "contactUs" && typeof run.input.requestId === "string" ? run.input.requestId : undefined;
  const researchId = typeof run.input.researchId === "string" ? run.input.researchId : run.subject.researchId;
  const request = requestId ? await getContactRequest(requestId) : null;
  const reason = request?.status === "sending" ? INTERRUPTED_SEND : INTERRUPTED_RUN;
  await recordRunFailure({ runId: run.id, researchId, requestId }, reason);
  return reason;
}
