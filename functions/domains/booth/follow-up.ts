import type { CompanyRecord } from "../../../shared/schemas/company";
import type { Contact } from "../../../shared/schemas/contact";
import { getBoothVisit, patchBoothVisit } from "./queries";
import { findOrCreateByName, getCompany } from "../companies";
import { createContact, findContactsByEmail } from "../contacts/records";
import { createResearchRecord, getResearch, patchResearch } from "../researches";
import { systemActor } from "../../lib/actor";
import { getRun, saveRunState } from "../workflowRuns";
import { splitName } from "../../../shared/rules/person-name";
import { runScopedId } from "../../lib/stable-id";

/**
 * The kFair FindOrCreate step's work (ADR 0146): the visitor's company by the duplicate rules of the
 * companies issue (normalised name — the one finder the companies domain uses for its duplicate warning) or a new
 * one; the contact by e-mail within that company or a new one; and the research record the run's research
 * states fill. A retried step finds what its first attempt created (same name, same e-mail, the research's id
 * derived from the run's), so nothing is created twice.
 */

export class FollowUpError extends Error {}

export async function findOrCreateForVisit(runId: string, boothId: string) {
  const visit = await getBoothVisit(boothId);
  if (!visit) throw new FollowUpError(`Booth visit ${boothId} does not exist`);
  // The step acts for the staff member who registered the visit, with no role of its own.
  const actor = systemActor("kFair.FindOrCreate", visit.createdBy);

  let company: CompanyRecord | null = visit.companyId ? await getCompany(visit.companyId) : null;
  let companyCreated = false;
  if (!company) {
    const changes = { name: visit.companyName, type: visit.companyType, ...(visit.companyCountry ? { address: { countryCode: visit.companyCountry } } : {}) };
    ({ company, created: companyCreated } = await findOrCreateByName(changes, actor, runScopedId(runId, "company")));
  }

  let contact: Contact | null = (await findContactsByEmail(visit.email)).find((c) => c.companyId === company.id) ?? null;
  const contactCreated = !contact;
  if (!contact) {
    const { firstName, lastName } = splitName(visit.personName);
    contact = await createContact(
      { id: runScopedId(runId, "contact"), companyId: company.id, firstName, lastName, email: visit.email, position: visit.position ?? null },
      visit.createdBy,
      company,
    );
  }

  const researchId = runScopedId(runId, "research");
  if (!(await getResearch(researchId))) {
    await createResearchRecord({ id: researchId, companyId: company.id, companyName: company.name, userNotes: visit.notes ?? null }, visit.createdBy);
    await patchResearch(researchId, { workflowId: runId });
  }
  await patchBoothVisit(boothId, { companyId: company.id, contactId: contact.id, verified: company.verified === true });

  // /workflows links the run to what it is about.
  const run = await getRun(runId);
  if (run) await saveRunState(run, { ...run.state, steps: run.steps, subject: { ...run.subject, boothId, companyId: company.id, researchId } });

  return {
    companyId: company.id,
    contactId: contact.id,
    researchId,
    summary: `${companyCreated ? "Created" : "Matched"} company ${company.name}; ${contactCreated ? "created" : "matched"} contact ${visit.email}`,
  };
}
