import type { CompanyRecord } from "../../../shared/schemas/company";
import type { Deal } from "../../../shared/schemas/deal";
import { DEFAULT_CURRENCY } from "../../../shared/schemas/material";
import type { StoredDeal } from "./queries";
import { companiesById } from "../companies/records";

/** The companies a page of deals names, with one BatchGet (never one read per deal). */
export async function companiesOf(deals: StoredDeal[]): Promise<Map<string, CompanyRecord>> {
  const ids = [...new Set(deals.flatMap((d) => [d.buyerId, d.sellerId]).filter((v): v is string => Boolean(v)))];
  return companiesById(ids);
}

/** The one place a deal answer is shaped: every field present (absent ones null), the parties embedded by name. */
export function dealView(d: StoredDeal, companies: Map<string, CompanyRecord>): Deal {
  const party = (id?: string) => {
    const c = id ? companies.get(id) : undefined;
    return c ? { id: c.id, name: c.name } : null;
  };
  return {
    id: d.id,
    transactionNumber: d.transactionNumber,
    leadId: d.leadId ?? null,
    buyerId: d.buyerId ?? null,
    sellerId: d.sellerId ?? null,
    buyer: party(d.buyerId),
    seller: party(d.sellerId),
    eta: d.eta ?? null,
    carrier: d.carrier ?? null,
    billOfLanding: d.billOfLanding ?? null,
    contractData: {
      materials: d.contractData?.materials ?? [],
      currency: d.contractData?.currency ?? DEFAULT_CURRENCY,
      incoterm: d.contractData?.incoterm ?? null,
      paymentTerms: d.contractData?.paymentTerms ?? null,
      deliveryAddress: d.contractData?.deliveryAddress ?? null,
    },
    createdDate: d.createdDate,
    updatedDate: d.updatedDate,
    createdBy: d.createdBy,
    updatedBy: d.updatedBy,
    version: d.version,
  } as Deal;
}

export async function dealViews(deals: StoredDeal[]): Promise<Deal[]> {
  const companies = await companiesOf(deals);
  return deals.map((d) => dealView(d, companies));
}
