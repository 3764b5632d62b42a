import * as KFair from "../../domains/kfair";
import { logger } from "../../lib/logger";
import { leaseCutoff } from "./lease";
import { SWEEP_BATCH, type Recoverer, type SweepOptions } from "./types";

/**
 * Approved k-fair e-mails whose send was cut short ("sending" past its lease): when SES's message id was
 * recorded the e-mail went out, and the approval is finished (action approved, run completed); otherwise it
 * may or may not have gone out, so the action is pending again and the run says so: approving again sends it
 * (the kfair service's repairCutSend).
 */
export const kFairSends = (o: SweepOptions): Recoverer => ({
  name: "kFairSends",
  async recover() {
    const actions = await KFair.sendsCutShort(leaseCutoff(o.now, KFair.SEND_LEASE_MS, o.startup), SWEEP_BATCH);
    let repaired = 0;
    for (const action of actions) {
      const repair = await KFair.repairCutSend(action);
      if (!repair) continue;
      logger.warn("recovery: a k-fair send cut short is repaired", { runId: action.runId, actionId: action.id, sent: repair.sent });
      repaired++;
    }
    return { found: actions.length, repaired };
  },
});
