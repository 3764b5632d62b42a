import { actionSent, getRunMessage, listSendingActions, reopenAction } from "../../db/queries/kfair";
import { finishRun, getRun, saveRunState } from "../../domains/workflowRuns";
import { logger } from "../../lib/logger";
import { INTERRUPTED_APPROVAL, SEND_LEASE_MS } from "../kfair";
import { leaseCutoff } from "./lease";
import { SWEEP_BATCH, type Recoverer, type SweepOptions } from "./types";

/**
 * Approved k-fair e-mails whose send was cut short ("sending" past its lease): when SES's message id was
 * recorded the e-mail went out, and the approval is finished (action approved, run completed); otherwise it
 * may or may not have gone out, so the action is pending again and the run says so: approving again sends it.
 */
export const kFairSends = (o: SweepOptions): Recoverer => ({
  name: "kFairSends",
  async recover() {
    const actions = await listSendingActions(leaseCutoff(o.now, SEND_LEASE_MS, o.startup), SWEEP_BATCH);
    let repaired = 0;
    for (const action of actions) {
      const message = await getRunMessage(action.runId, action.messageId);
      if (message?.status === "sent" && message.sesMessageId) {
        await actionSent(action.runId, action.id);
        await finishRun(action.runId, "completed");
      } else {
        if (!(await reopenAction(action.runId, action.id, action.updatedDate))) continue;
        const run = await getRun(action.runId);
        if (run) await saveRunState(run, { status: run.state.status, step: run.state.step, error: INTERRUPTED_APPROVAL, steps: run.steps });
      }
      logger.warn("recovery: a k-fair send cut short is repaired", { runId: action.runId, actionId: action.id, sent: message?.status === "sent" });
      repaired++;
    }
    return { found: actions.length, repaired };
  },
});
