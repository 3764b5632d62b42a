export { failContactRequest, getContactRequest } from "./queries";

/**
 * The contact requests as the workflow runs' bookkeeping reads and closes them (the end of an execution, a
 * run's RecordFailure step): the workflowRuns service, which this domain's index.ts calls to start its run,
 * reads through this narrow door, which imports no other domain. Every other caller uses index.ts, which
 * exports the same.
 */

/** What a send cut at an unknown point tells staff: it is not claimed as sent, and a Retry sends it. */
export const INTERRUPTED_SEND = "Interrupted while sending; it may not have gone out";
