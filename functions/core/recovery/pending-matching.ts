import { DEFAULT_REQUEST_STATUS } from "../../../shared/schemas/material-request";
import { listPendingMatching, putRequest, startMatching, withMatchingPending } from "../../domains/requests";
import { isConditionFailure } from "../../lib/errors";
import { logger } from "../../lib/logger";
import { matchRequestWorkflow } from "../../workflows/match-request/definition";
import { leaseCutoff } from "./lease";
import { SWEEP_BATCH, type Recoverer, type SweepOptions } from "./types";

/** Restarts of one request's matching before the sweep gives up on it (logged as an error for staff to look at). */
export const MATCHING_RESTARTS = 3;

/** A matching run must have recorded its outcome within its machine's timeout. */
const MATCHING_LEASE_MS = (matchRequestWorkflow.definition.TimeoutSeconds ?? 600) * 1000;

/** The user a restarted run is recorded as started by: the recovery sweep, no person. */
export const RECOVERY_USER = "system:recovery";

/**
 * Material requests whose background matching never recorded its outcome (the run was cut short, failed or
 * never started): found on the sparse matchingPending index past the matching machine's timeout, flagged
 * afresh (attempts counted) and the matching started again; after MATCHING_RESTARTS the flag is dropped.
 */
export const pendingMatching = (o: SweepOptions): Recoverer => ({
  name: "pendingMatching",
  async recover() {
    const requests = await listPendingMatching(leaseCutoff(o.now, MATCHING_LEASE_MS, o.startup), SWEEP_BATCH);
    let repaired = 0;
    for (const r of requests) {
      const attempts = (r.matchingAttempts ?? 0) + 1;
      try {
        if (attempts > MATCHING_RESTARTS) {
          await putRequest(r, { ...r, matchingStartedDate: undefined, matchingAttempts: undefined }, null);
          logger.error("recovery: matching never completed, given up", { requestId: r.id, attempts: attempts - 1 });
          continue;
        }
        const flagged = await putRequest(r, withMatchingPending(r, new Date(o.now).toISOString(), attempts), null);
        await startMatching(flagged, RECOVERY_USER, flagged.status !== DEFAULT_REQUEST_STATUS);
      } catch (e) {
        if (isConditionFailure(e)) continue; // written meanwhile (an edit, the run's outcome): the next sweep looks again
        throw e;
      }
      logger.warn("recovery: matching started again", { requestId: r.id, attempts });
      repaired++;
    }
    return { found: requests.length, repaired };
  },
});
