import { getLead, getLeads, type StoredLead } from "./queries";
import { notFound } from "../../lib/errors";

/**
 * What tasks and samples read of a lead: that it exists, its description (their answers' topic/lead title),
 * its company (a sample's company is always the lead's) and its materials, and the stored lead for a deal made
 * from it: the narrow door other services read leads through. A module of its own, importing only the lead
 * queries: the lead's delete removes tasks, samples and notes through their services, so reading leads through
 * index.ts would close an import cycle, and a route of another domain would bundle the whole leads service.
 * Scripts and tests get these from index.ts, which re-exports them.
 */
export interface LeadRef {
  id: string;
  description: string;
  companyId: string;
  materialIds: string[];
}

/** The stored lead, or null (an existence check, the lead a deal is made from). */
export function findLead(id: string): Promise<StoredLead | null> {
  return getLead(id);
}

const toRef = (l: StoredLead): LeadRef => ({ id: l.id, description: l.description, companyId: l.companyId, materialIds: l.materialIds ?? [] });

export async function getLeadRef(id: string): Promise<LeadRef | null> {
  const lead = await getLead(id);
  return lead ? toRef(lead) : null;
}

/** The lead, or 404 naming it (an unknown topic or lead of a task or sample). */
export async function loadLeadRef(id: string): Promise<LeadRef> {
  const lead = await getLeadRef(id);
  if (!lead) throw notFound("Lead");
  return lead;
}

/** Several leads by id in one BatchGet (a page's embeds), by id; unknown ids are left out. */
export async function getLeadRefs(ids: string[]): Promise<Map<string, LeadRef>> {
  const leads = await getLeads([...new Set(ids)]);
  return new Map(leads.map((l) => [l.id, toRef(l)]));
}
