/**
 * The lead a deal is created from (PUT /deals with leadId). The lead entity comes with the leads domain;
 * until it is merged no lead can be found.
 */
export interface LeadForDeal {
  id: string;
  type: "buy" | "sell";
  status: string;
  completionStatus?: string | null;
  companyId: string;
}

export async function leadForDeal(_id: string): Promise<LeadForDeal | null> {
  return null;
}
