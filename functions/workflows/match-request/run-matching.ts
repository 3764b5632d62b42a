import { getRequest, runMatching } from "../../domains/requests";
import { logger } from "../../lib/logger";
import type { MatchRequestInput } from "./definition";

/**
 * Task RunMatching: re-reads the request (it may have changed or gone since the run was started) and runs the
 * matching. A deleted request ends the run quietly; an error is thrown to the state machine's retry policy.
 */
export async function handler(input: MatchRequestInput) {
  logger.appendKeys({ workflow: "matchRequest", requestId: input.requestId });
  const request = await getRequest(input.requestId);
  if (!request) {
    logger.info("matching skipped: the request is gone");
    return { requestId: input.requestId, outcome: "gone" as const };
  }
  const after = await runMatching(request, input.userId, { keepStatus: input.keepStatus, startedDate: input.startedDate });
  logger.info("matching done", { status: after.status, matchCount: after.matchCount ?? 0 });
  return { requestId: input.requestId, outcome: "matched" as const, status: after.status, matchCount: after.matchCount ?? 0 };
}
