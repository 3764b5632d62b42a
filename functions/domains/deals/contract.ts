import type { CompanyRecord } from "../../../shared/schemas/company";
import type { Deal } from "../../../shared/schemas/deal";
import { forbidden } from "../../lib/errors";
import { SAMPLE_DEAL_ID, verifyContractToken } from "./contract-link";
import type { ContractParty } from "./contract-pdf";
import { SAMPLE_CONTRACT } from "./sample";
import { companiesOf, dealView } from "./view";
import { loadDeal } from "./index";

/**
 * GET /deals/{id}/contract?token=: the PDF for a valid link token only (ADR 0139). Imported by that handler
 * alone, so pdf-lib stays out of every other bundle. The token is checked before the deal is read: a forged,
 * expired or other deal's token answers 403 whether or not the deal exists.
 */
const regions = new Intl.DisplayNames(["en"], { type: "region" });
const countryName = (code?: string | null) => {
  if (!code) return null;
  try {
    return regions.of(code) ?? code;
  } catch {
    return code;
  }
};

export function partyOf(c: Pick<CompanyRecord, "name" | "address"> | undefined): ContractParty | null {
  if (!c) return null;
  const a = c.address ?? {};
  const cityLine = [a.zip, a.city].filter(Boolean).join(" ");
  return { name: c.name, addressLines: [a.street, cityLine, countryName(a.countryCode)].filter((l): l is string => Boolean(l)) };
}

const fileDate = (d: Date) => d.toISOString().slice(0, 10);
const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, "-");

export async function contractPdf(id: string, token: string, now = new Date()) {
  if (!verifyContractToken(id, token, now.getTime())) throw forbidden("The contract link is invalid or has expired");
  let deal: Pick<Deal, "transactionNumber" | "eta" | "carrier" | "billOfLanding" | "contractData">;
  let seller: ContractParty | null;
  let buyer: ContractParty | null;
  if (id === SAMPLE_DEAL_ID) ({ deal, seller, buyer } = SAMPLE_CONTRACT);
  else {
    const stored = await loadDeal(id);
    const companies = await companiesOf([stored]);
    deal = dealView(stored, companies);
    seller = partyOf(stored.sellerId ? companies.get(stored.sellerId) : undefined);
    buyer = partyOf(stored.buyerId ? companies.get(stored.buyerId) : undefined);
  }
  // pdf-lib is imported when a contract is rendered, not when the module loads.
  const { generateContractPdf } = await import("./contract-pdf");
  const bytes = await generateContractPdf({ deal, seller, buyer, date: now });
  // The date suffix: a refreshed PDF is a new file, never one a browser or mail client kept under the same name.
  return { bytes, fileName: `contract-${safe(deal.transactionNumber)}-${fileDate(now)}.pdf` };
}
