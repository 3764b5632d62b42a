import { randomUUID } from "node:crypto";
import type { WorkflowRun } from "../../../shared/schemas/workflow";
import { takeClaim, takeOverClaim } from "../../db/queries/claims";
import { getCompany } from "../../domains/companies";
import { conflict, notFound } from "../../lib/errors";
import type { AuthContext } from "../../lib/auth";
import { runScopedId } from "../../lib/stable-id";
import { getResearch, startResearch } from "../researches";
import { getRunWithDate } from "./queries";
import { getRun, startTracked } from ".";
import { recordExecutionEnd } from "./execution-end";
import { runIsDead } from "./recover";

/**
 * POST /workflows (the /workflows Retry action, ADR 0141): a failed run starts again with its input. A research
 * is a new research of the same company with the same notes (the failed one stays, with its reason); a kFair
 * run follows the same booth visitor up again (its first step finds the company and contact it made before).
 * A contact-us run shortlists and e-mails the same stored request again.
 * A run still "running" whose execution is gone is failed first (recordExecutionEnd, ./execution-end.ts).
 * A failed run is retried once: the retry claims the run (a conditional put) before it starts anything, so a
 * double click or two staff at once start one new run, and every repeat answers that run.
 */
export async function retry(runId: string, auth: AuthContext): Promise<WorkflowRun> {
  const found = await getRunWithDate(runId);
  if (!found) throw notFound("Workflow");
  let run: WorkflowRun = found;
  // A run left "running" by an execution that is gone (a crash, a timeout) is failed first, as the recovery
  // sweep would, and then retried; one whose execution still runs answers 409.
  if (found.state.status === "running" && (await runIsDead(found, Date.now()))) {
    await recordExecutionEnd(found.id, { status: "GONE" });
    run = (await getRun(runId))!;
  }
  if (run.state.status !== "failed") throw conflict("Only a failed run can be retried");
  // The new run's id follows from the failed run's; the claim is this request's own.
  const id = runScopedId(run.id, "retry");
  const me = randomUUID();
  const claim = await takeClaim("workflowRetry", run.id, me);
  if (!claim.taken) {
    const started = await startedBy(id);
    if (started) return started;
    // A retry that crashed before its run was written is taken over; one still starting answers 409.
    if (!(claim.stale && (await takeOverClaim("workflowRetry", run.id, claim.owner, me)))) throw conflict("This run is being retried");
  }
  const existing = await getRun(id);
  if (existing) return existing;
  return startRetry(run, id, auth);
}

/** The retry run another request is starting: it is written first thing, so it shows within moments. */
async function startedBy(id: string): Promise<WorkflowRun | null> {
  for (let i = 0; i < 10; i++) {
    const run = await getRun(id);
    if (run) return run;
    await new Promise((r) => setTimeout(r, 200));
  }
  return null;
}

async function startRetry(run: WorkflowRun, id: string, auth: AuthContext): Promise<WorkflowRun> {
  if (run.type === "companyResearch") {
    const companyId = String(run.input.companyId ?? "");
    const company = companyId ? await getCompany(companyId) : null;
    if (!company) throw notFound("Company");
    const before = run.input.researchId ? await getResearch(String(run.input.researchId)) : null;
    const research = await startResearch({ id: company.id, name: company.name }, before?.input.userNotes ?? null, auth.userId, { retryOf: run.id }, id);
    return (await getRun(research.workflowId!))!;
  }
  // A contact-us request is answered again: shortlisted anew, e-mailed once more (its limits were taken when it came in).
  if (run.type === "contactUs")
    return startTracked("contactUs", { requestId: String(run.input.requestId ?? "") }, { ...run.subject, retryOf: run.id }, auth.userId, id);
  return startTracked("kFair", { boothId: String(run.input.boothId ?? "") }, { ...run.subject, retryOf: run.id }, auth.userId, id);
}
