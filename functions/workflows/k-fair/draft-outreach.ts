import { getCompany } from "../../domains/companies";
import { getContact } from "../../domains/contacts";
import { putDraft } from "../../domains/kfair";
import { getResearch } from "../../domains/researches";
import { runScopedId } from "../../lib/stable-id";
import { draftFromContext, outreachContext, sender } from "../../core/outreach";
import { finishRun, getRun } from "../../domains/workflowRuns";
import { StepFailed, trackedTask } from "../task";
import type { KFairState } from "./definition";

/**
 * DraftOutreach: the outreach e-mail (company, contact, the research's findings when it completed, our
 * matching materials), sanitised, stored as the run's draft with a pending sendOutreachEmail action; the run
 * then waits as awaitingApproval (ADR 0146) until POST /k-fair/workflows/{id} decides.
 */
export const handler = trackedTask<KFairState>("DraftOutreach", async (input) => {
  const [company, contact, research, run] = await Promise.all([
    getCompany(input.companyId),
    getContact(input.contactId),
    getResearch(input.researchId),
    getRun(input.runId),
  ]);
  if (!company) throw new StepFailed(`Company ${input.companyId} no longer exists`);
  if (!contact?.email) throw new StepFailed(`Contact ${input.contactId} no longer exists or has no e-mail`);
  // The run follows a booth visit: the e-mail may thank for it; it is signed by the staff member who added the visitor.
  const ctx = await outreachContext(company, contact, research, await sender(run?.createdBy ?? null), true);
  const draft = await draftFromContext(ctx);
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(" ").trim() || null;
  // Ids derived from the run: a retried step overwrites its draft instead of adding a second one, and once
  // staff decided, a re-run leaves the decision, the sent e-mail and the run's status as they are.
  const stored = await putDraft(
    {
      runId: input.runId,
      id: runScopedId(input.runId, "message"),
      to: [{ name, email: contact.email }],
      subject: draft.subject,
      body: draft.body,
      companyId: company.id,
      contactId: contact.id,
    },
    runScopedId(input.runId, "action"),
  );
  if (!stored) return { summary: "The outreach e-mail was already decided; nothing drafted again" };
  await finishRun(input.runId, "awaitingApproval");
  return { summary: `Drafted "${draft.subject}" for ${contact.email} (${ctx.materials.length} materials offered); awaiting approval` };
});
