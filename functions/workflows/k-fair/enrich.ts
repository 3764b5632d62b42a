import { pullIntegration } from "../../core/enrichment";
import { getRun } from "../../domains/workflowRuns";
import { HttpError } from "../../lib/errors";
import { StepFailed, trackedTask } from "../task";
import type { KFairState } from "./definition";

/**
 * Enrich: the company's Apollo organization data (a failure is caught by the ASL; the follow-up goes on). What the
 * provider cannot answer for this company (no website, no data: a 4xx) is not retried; its outages (5xx) are.
 */
export const handler = trackedTask<KFairState>("Enrich", async (input) => {
  const run = await getRun(input.runId);
  try {
    await pullIntegration(input.companyId, "apollo", run?.createdBy ?? "system");
  } catch (e) {
    if (e instanceof HttpError && e.statusCode < 500) throw new StepFailed(e.message);
    throw e;
  }
  return { summary: "Enriched with Apollo" };
});
