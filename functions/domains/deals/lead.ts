import { findLead } from "../leads/refs";

/** The facts of a lead a deal is created from (PUT /deals with leadId): its type, outcome and company. */
export interface LeadForDeal {
  id: string;
  type: "buy" | "sell";
  status: string;
  completionStatus?: string | null;
  companyId: string;
}

export async function leadForDeal(id: string): Promise<LeadForDeal | null> {
  const lead = await findLead(id);
  return lead ? { id: lead.id, type: lead.type, status: lead.status, completionStatus: lead.completionStatus ?? null, companyId: lead.companyId } : null;
}
