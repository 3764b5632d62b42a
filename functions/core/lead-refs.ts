import { db } from "../db/service";
import { notFound } from "../lib/errors";

/**
 * What tasks and samples read of a lead: that it exists, its description (their answers' topic/lead title),
 * its company (a sample's company is always the lead's) and its materials (the sample dialog's choices).
 * Leads are their own domain (functions/core/leads); this is the one narrow door tasks and samples use.
 */
export interface LeadRef {
  id: string;
  description: string;
  companyId: string;
  materialIds: string[];
}

type Item = Record<string, unknown>;
const toRef = (l: Item): LeadRef => ({ id: l.id as string, description: l.description as string, companyId: l.companyId as string, materialIds: (l.materialIds as string[]) ?? [] });
// Replaced by the leads domain's own reads once its entity is merged.
const leads = () => (db() as any).lead;

export async function getLeadRef(id: string): Promise<LeadRef | null> {
  const { data } = await leads().get({ id }).go();
  return data ? toRef(data) : null;
}

/** The lead, or 404 naming it (an unknown topic or lead of a task or sample). */
export async function loadLeadRef(id: string): Promise<LeadRef> {
  const lead = await getLeadRef(id);
  if (!lead) throw notFound("Lead");
  return lead;
}

/** Several leads by id in one BatchGet (a page's embeds), by id. */
export async function getLeadRefs(ids: string[]): Promise<Map<string, LeadRef>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const { data } = await leads().get(unique.map((id) => ({ id }))).go();
  return new Map((data as Item[]).map((l) => [l.id as string, toRef(l)]));
}
