import type { WorkflowRun } from "../../../shared/schemas/workflow";
import { getCompany } from "../../db/queries/companies";
import { getResearch } from "../../db/queries/researches";
import { conflict, notFound } from "../../lib/errors";
import type { AuthContext } from "../../lib/auth";
import { startResearch } from "../researches/start";
import { getRun, startTracked } from ".";

/**
 * POST /workflows (the /workflows Retry action, ADR 0141): a failed run starts again with its input. A research
 * is a new research of the same company with the same notes (the failed one stays, with its reason); a kFair
 * run follows the same booth visitor up again (its first step finds the company and contact it made before).
 * A contact-us run shortlists and e-mails the same stored request again.
 */
export async function retry(runId: string, auth: AuthContext): Promise<WorkflowRun> {
  const run = await getRun(runId);
  if (!run) throw notFound("Workflow");
  if (run.state.status !== "failed") throw conflict("Only a failed run can be retried");
  if (run.type === "companyResearch") {
    const companyId = String(run.input.companyId ?? "");
    const company = companyId ? await getCompany(companyId) : null;
    if (!company) throw notFound("Company");
    const before = run.input.researchId ? await getResearch(String(run.input.researchId)) : null;
    const research = await startResearch({ id: company.id, name: company.name }, before?.input.userNotes ?? null, auth.userId, { retryOf: run.id });
    return (await getRun(research.workflowId!))!;
  }
  // A contact-us request is answered again: shortlisted anew, e-mailed once more (its limits were taken when it came in).
  if (run.type === "contactUs") return startTracked("contactUs", { requestId: String(run.input.requestId ?? "") }, { ...run.subject, retryOf: run.id }, auth.userId);
  return startTracked("kFair", { boothId: String(run.input.boothId ?? "") }, { ...run.subject, retryOf: run.id }, auth.userId);
}
