import { logger } from "../../../lib/logger";
import { alertsForRequest } from "..";

/**
 * Task AlertMatches of the matchRequest workflow: after the run wrote the request's matches, the sellers of the
 * real matches are told (once per pair and user; a retry tells nobody twice).
 */
export async function handler(input: { requestId: string }) {
  logger.appendKeys({ workflow: "matchRequest", requestId: input.requestId });
  const { notified } = await alertsForRequest(input.requestId);
  logger.info("request alerts done", { notified });
  return { requestId: input.requestId, notified };
}
