import type { output } from "zod/v4/core";
import type { PageQuery } from "../../../shared/schemas/common";
import type { ResearchCreate, ResearchFeedback } from "../../../shared/schemas/research";
import { getCompany } from "../companies/records";
import { deleteResearch, getResearch, listCompanyResearchIds, listCompanyResearches, patchResearch } from "./queries";
import type { AuthContext } from "../../lib/auth";
import { badRequest, notFound } from "../../lib/errors";
import { companyForChild } from "../companies/live";
import { startResearch } from "./start";

export { failResearch, startResearch } from "./start";
export { evaluateStep, gatherStep, reportStep } from "./steps";
export { getResearch, listCompanyResearches } from "./records";
/** A research record written as it is (the booth's k-fair run fills one itself; tests' fixtures), and a change of some fields. */
export { createResearchRecord, patchResearch } from "./queries";

/**
 * The researches service: what other domains, workflow tasks, scripts and tests call (never ./queries or ./entity).
 * Company research routes (ADR 0144). Staff only (the
 * routes' access "admin"). The path's company decides: a body naming another company is refused (400), a
 * research of another company is not found (404).
 */
async function loadCompany(id: string) {
  const company = await getCompany(id);
  if (!company) throw notFound("Company");
  return company;
}

async function loadResearch(companyId: string, researchId: string) {
  const research = await getResearch(researchId);
  if (!research || research.companyId !== companyId) throw notFound("Research");
  return research;
}

function samePath(companyId: string, bodyCompanyId: string | undefined) {
  if (bodyCompanyId !== undefined && bodyCompanyId !== companyId)
    throw badRequest("Validation failed", [{ path: "body.companyId", message: "Must be the company of the path" }]);
}

export async function list(companyId: string, query: PageQuery) {
  await loadCompany(companyId);
  const page = await listCompanyResearches(companyId, { cursor: query.cursor, limit: query.limit ?? 50 });
  return { data: page.items, cursor: page.cursor };
}

export async function create(companyId: string, body: output<typeof ResearchCreate>, auth: AuthContext) {
  samePath(companyId, body.companyId);
  const company = await companyForChild(companyId);
  if (!company) throw notFound("Company");
  return { data: await startResearch(company, body.userNotes ?? null, auth.userId) };
}

/** The user's feedback on a research (any status: staff may note why a failed one failed). */
export async function update(companyId: string, body: output<typeof ResearchFeedback>) {
  samePath(companyId, body.companyId);
  await loadResearch(companyId, body.id);
  return { data: await patchResearch(body.id, { userFeedback: body.userFeedback }) };
}

/**
 * A company's researches (the company delete's step); `each` runs after every research. Their workflow runs
 * stay: they are the operators' record of what ran, listed on /workflows, and a run still going ends as
 * failed when it finds its research gone.
 */
export async function purgeCompanyResearches(companyId: string, each?: () => void): Promise<void> {
  for (const id of await listCompanyResearchIds(companyId)) {
    await deleteResearch(id);
    each?.();
  }
}

export async function get(companyId: string, researchId: string) {
  return { data: await loadResearch(companyId, researchId) };
}
