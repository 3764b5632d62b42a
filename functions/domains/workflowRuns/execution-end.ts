import { getRunWithDate } from "./queries";
import { logger } from "../../lib/logger";
import { workflows, type WorkflowName } from "../../workflows";
import { reasonOf, recordRunFailure } from "../../workflows/shared/record-failure";
import { getContactRequest, INTERRUPTED_SEND } from "../contactUs/records";
import { MACHINE } from ".";

/** The reason staff read on a run whose execution ended and nothing says how (a crash, a timeout, a lost start). */
export const INTERRUPTED_RUN = "Interrupted: the run stopped before it finished (a crash or a timeout); Retry starts it again";

/**
 * How an execution ended without its run being closed: as Step Functions says it ended (its status change event
 * in AWS, the local runner's execution), or GONE: found not running, how it ended unknown (the recovery sweep,
 * Retry).
 */
export type ExecutionEnd =
  | { status: "TIMED_OUT"; timeoutSeconds: number | null }
  | { status: "ABORTED" }
  | { status: "FAILED"; error: string | null; cause: string | null }
  | { status: "GONE" };

/** The tracked state machines, whose executions are named by their run's id (startTracked). */
export const TRACKED_MACHINES: WorkflowName[] = [...new Set(Object.values(MACHINE))];

/**
 * What staff read on the run. A FAILED execution's own Fail state (the failure path's last state) is reached
 * only after RecordFailure recorded the reason; one that reaches a still-running record means RecordFailure
 * itself gave up, so its cause ("the run's record says why") would not be true.
 */
export function endReason(machine: WorkflowName, end: ExecutionEnd, sending: boolean): string {
  const own = Object.values(workflows[machine].definition.States).find((s) => s.Type === "Fail")?.Error;
  const base =
    end.status === "TIMED_OUT"
      ? end.timeoutSeconds
        ? `Timed out after ${end.timeoutSeconds} s`
        : "Timed out"
      : end.status === "ABORTED"
        ? "Aborted"
        : end.status === "FAILED"
          ? end.error && end.error === own
            ? `Failed (${end.error}), and the failure step could not record why; the execution's history says`
            : reasonOf({ Error: end.error ?? undefined, Cause: end.cause ?? undefined })
          : INTERRUPTED_RUN;
  if (!sending) return base;
  return end.status === "GONE" ? INTERRUPTED_SEND : `${base}. ${INTERRUPTED_SEND}`;
}

/** Conditional writes lost to another writer before this one gives up (the caller's retry then runs it again). */
const ATTEMPTS = 3;

/**
 * A tracked run whose execution ended without closing it is failed as its failure path would have failed it
 * (reason, failed step, research and contact request: recordRunFailure), conditional on the run still being
 * `running` and unwritten since it was read. A run already completed, failed (by its own failure path or an
 * earlier record of the same end), awaiting approval, missing or of another machine is left as it is, so a
 * repeated event changes nothing. A contact-us run cut while its request is `sending` says it may not have
 * gone out. The one way every such end is recorded: the recovery sweep and Retry (GONE), Step Functions' status
 * change event (functions/jobs/workflow-ended.ts), and the local runner (scripts/local/workflows.ts).
 */
export async function recordExecutionEnd(runId: string, end: ExecutionEnd, machine?: WorkflowName): Promise<{ recorded: boolean; reason?: string }> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const run = await getRunWithDate(runId);
    if (!run || run.state.status !== "running" || (machine && MACHINE[run.type] !== machine)) return { recorded: false };
    const requestId = run.type === "contactUs" && typeof run.input.requestId === "string" ? run.input.requestId : undefined;
    const researchId = typeof run.input.researchId === "string" ? run.input.researchId : run.subject.researchId;
    const request = requestId ? await getContactRequest(requestId) : null;
    const reason = endReason(MACHINE[run.type], end, request?.status === "sending");
    if (await recordRunFailure({ runId, researchId, requestId }, reason, run)) return { recorded: true, reason };
    logger.info("workflow run changed while its end was recorded; reading it again", { runId, attempt });
  }
  throw new Error(`Workflow run ${runId} kept changing while its execution's end was recorded`);
}

/** Step Functions' "Execution Status Change" event detail (the fields read here). */
export interface StatusChangeDetail {
  name: string;
  stateMachineArn: string;
  status: string;
  error?: string | null;
  cause?: string | null;
}

/**
 * An execution of one of this app's tracked machines (`stateMachineArnPrefix` + name) that ended TIMED_OUT,
 * ABORTED or FAILED: its run (the execution's name is the run's id) is recorded failed. Any other event
 * (another status, another machine) records nothing. A timeout's length is the machine's TimeoutSeconds.
 */
export async function recordStatusChange(detail: StatusChangeDetail, stateMachineArnPrefix: string): Promise<{ recorded: boolean; reason?: string }> {
  const name = detail.stateMachineArn.startsWith(stateMachineArnPrefix) ? detail.stateMachineArn.slice(stateMachineArnPrefix.length) : "";
  const machine = TRACKED_MACHINES.find((m) => m === name);
  if (!machine) return { recorded: false };
  const end: ExecutionEnd | null =
    detail.status === "TIMED_OUT"
      ? { status: "TIMED_OUT", timeoutSeconds: workflows[machine].definition.TimeoutSeconds ?? null }
      : detail.status === "ABORTED"
        ? { status: "ABORTED" }
        : detail.status === "FAILED"
          ? { status: "FAILED", error: detail.error ?? null, cause: detail.cause ?? null }
          : null;
  return end ? recordExecutionEnd(detail.name, end, machine) : { recorded: false };
}
