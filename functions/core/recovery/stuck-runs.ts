import { listRunsInStatus } from "../../domains/workflowRuns";
import { logger } from "../../lib/logger";
import { recordExecutionEnd } from "../../domains/workflowRuns/execution-end";
import { runIsDead, runLeaseMs } from "../../domains/workflowRuns/recover";
import { pastLease } from "./lease";
import { SWEEP_BATCH, type Recoverer, type SweepOptions } from "./types";

/**
 * Tracked runs still "running" whose execution is gone (killed, timed out, never started): found on the status
 * index, past their machine's timeout since their last write (every run, at a local start), confirmed not
 * running by Step Functions (or the local runner), and failed with the failure path's own record (recordExecutionEnd), so
 * /workflows shows why and Retry works.
 */
export const stuckRuns = (o: SweepOptions): Recoverer => ({
  name: "stuckRuns",
  async recover() {
    let found = 0;
    let repaired = 0;
    for (const run of await listRunsInStatus("running", SWEEP_BATCH)) {
      if (!pastLease(run.updatedDate, o.now, runLeaseMs(run.type), o.startup)) continue;
      found++;
      if (!(await runIsDead(run, o.now, 0))) continue;
      const { recorded, reason } = await recordExecutionEnd(run.id, { status: "GONE" });
      if (!recorded) continue; // it finished meanwhile
      logger.warn("recovery: a run cut short is failed", { runId: run.id, type: run.type, reason });
      repaired++;
    }
    return { found, repaired };
  },
});
