import { pullIntegration } from "../../core/enrichment";
import { getRun } from "../../core/workflow-runs";
import { trackedTask } from "../task";
import type { KFairState } from "./definition";

/** Enrich: the company's Apollo organization data (a failure is caught by the ASL; the follow-up goes on). */
export const handler = trackedTask<KFairState>("Enrich", async (input) => {
  const run = await getRun(input.runId);
  await pullIntegration(input.companyId, "apollo", run?.createdBy ?? "system");
  return { summary: "Enriched with Apollo" };
});
