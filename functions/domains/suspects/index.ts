import type { output } from "zod/v4/core";
import type { Page } from "../../../shared/schemas/common";
import type { Suspect, SuspectInput, SuspectListQuery } from "../../../shared/schemas/suspect";
import { createSuspectRecord, getSuspect, listSuspects, researchStatusesOf, setSuspectResearch, type SuspectRecord } from "./queries";
import type { AuthContext } from "../../lib/auth";
import { HttpError } from "../../lib/errors";
import { logger } from "../../lib/logger";
import * as Companies from "../../domains/companies";
import { startResearch } from "../researches";
import { earlierRecord, newId } from "../../lib/ids";

/**
 * The suspects service: what the handlers and scripts call (never ./queries or ./entity).
 * Company suspects (ADR 0143). Staff only (the route table says so).
 * A new suspect is matched to existing companies by the companies' duplicate rules (the normalised name key,
 * the same Query as GET /companies/duplicates) or gets a new company, and a research starts on that company.
 */

const withResearch = (s: SuspectRecord, status: NonNullable<Suspect["research"]>["status"] | undefined): Suspect => {
  const { researchId, researchCompanyId, ...rest } = s;
  return { ...rest, research: researchId && researchCompanyId && status ? { id: researchId, companyId: researchCompanyId, status } : null };
};

export async function list(query: output<typeof SuspectListQuery>): Promise<Page<Suspect>> {
  const page = await listSuspects(query.sort ?? "-createdDate", { cursor: query.cursor, limit: query.limit ?? 25 });
  const statuses = await researchStatusesOf(page.items.flatMap((s) => (s.researchId ? [s.researchId] : [])));
  return { items: page.items.map((s) => withResearch(s, s.researchId ? statuses.get(s.researchId) : undefined)), cursor: page.cursor };
}

/** The companies sharing the suspect's normalised name, oldest key first; none: a new company of that name. */
async function companiesFor(name: string, auth: AuthContext): Promise<{ id: string; name: string }[]> {
  const { items } = await Companies.duplicates({ name });
  if (items.length) return items.map(({ id, name: n }) => ({ id, name: n }));
  const created = await Companies.createFrom({ name }, auth);
  return [{ id: created.id, name: created.name }];
}

export async function create(body: output<typeof SuspectInput>, auth: AuthContext): Promise<Suspect> {
  const id = newId("suspect");
  const earlier = await earlierRecord(id, getSuspect, auth.userId);
  if (earlier) return withResearch(earlier, earlier.researchId ? (await researchStatusesOf([earlier.researchId])).get(earlier.researchId) : undefined);
  const companies = await companiesFor(body.name, auth);
  const suspect = await createSuspectRecord({ id, name: body.name, userNotes: body.userNotes, companyIds: companies.map((c) => c.id) }, auth.userId);
  // The research runs on the first company matched: several are possible duplicates of each other, one is enough to research.
  const target = companies[0];
  let research;
  try {
    research = await startResearch(target, body.userNotes, auth.userId, { suspectId: suspect.id });
  } catch (e) {
    logger.error("suspect research did not start", { suspectId: suspect.id, error: String(e) });
    throw new HttpError(502, "The suspect was saved but its research could not be started");
  }
  await setSuspectResearch(suspect.id, { id: research.id, companyId: target.id });
  return withResearch({ ...suspect, researchId: research.id, researchCompanyId: target.id }, research.status);
}
