import type { EventBridgeEvent } from "aws-lambda";
import { recordStatusChange, type StatusChangeDetail } from "../domains/workflowRuns/execution-end";
import { env } from "../lib/env";
import { logger } from "../lib/logger";

/**
 * Step Functions' "Execution Status Change" event for a tracked machine's execution that ended TIMED_OUT,
 * ABORTED or FAILED (the rule in functions/jobs/index.ts): its run is recorded failed with the reason unless it
 * was already closed (functions/domains/workflowRuns/execution-end.ts). An error is thrown back, so the event is
 * retried and then kept in the dead-letter queue.
 */
export async function handler(event: EventBridgeEvent<"Step Functions Execution Status Change", StatusChangeDetail>): Promise<{ recorded: boolean }> {
  logger.appendKeys({ task: "workflowEnded" });
  const { recorded, reason } = await recordStatusChange(event.detail, env.stateMachineArnPrefix);
  logger.info(recorded ? "workflow run failed by its execution's end" : "workflow execution end: nothing to record", {
    runId: event.detail.name,
    status: event.detail.status,
    recorded,
    reason,
  });
  return { recorded };
}
