import type { Research } from "../../../shared/schemas/research";
import { createResearchRecord, deleteResearch, getResearch, patchResearch } from "./queries";
import { now } from "../../db/audit";
import { keepChild } from "../companies/live";
import { startTracked } from "../workflowRuns";
import { earlierRecord, newId } from "../../lib/ids";

/**
 * Start a company research (the researches route, a new suspect, the Retry action of /workflows): the
 * research is written pending, then a companyResearch run starts and its id is kept on the research. The
 * caller has already loaded the company (and answered 404 if it does not exist).
 */
export async function startResearch(
  company: { id: string; name: string },
  userNotes: string | null | undefined,
  userId: string,
  extra: { suspectId?: string; retryOf?: string } = {},
  runId?: string,
): Promise<Research> {
  const id = newId("research");
  const earlier = await earlierRecord(id, getResearch, userId);
  if (earlier) return earlier;
  const research = await createResearchRecord({ id, companyId: company.id, companyName: company.name, userNotes }, userId);
  const run = await startTracked(
    "companyResearch",
    { researchId: research.id, companyId: company.id },
    { label: company.name, companyId: company.id, researchId: research.id, ...extra },
    userId,
    runId,
  ).catch(async (e) => {
    await failResearch(research.id, "The research could not be started");
    throw e;
  });
  const started = await patchResearch(research.id, { workflowId: run.id });
  // the run finds its research gone and ends as failed (failResearch leaves a missing research alone)
  await keepChild(company.id, () => deleteResearch(research.id));
  return started;
}

/** A research whose run failed: failed, with the reason (a research already gone is left alone). */
export async function failResearch(researchId: string, reason: string): Promise<void> {
  const research = await getResearch(researchId);
  if (!research || research.status === "completed") return;
  await patchResearch(researchId, { status: "failed", error: reason, completedDate: now() });
}
