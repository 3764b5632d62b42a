import { blankToNull, Currency, id, nonEmpty, pageQuery, versionNumber, type Audited } from "./common";
import { DEFAULT_CURRENCY } from "./material";
import { MAX_PRICE } from "./limits";
import type { IndexComparison } from "../rules/price-index";
import type { PriceColorGroup } from "./insights";
import * as z from "./zod";

/** Deals and their contract data. Staff only. */
const optText = (max: number) => z.optional(z.preprocess(blankToNull, z.nullable(nonEmpty.check(z.maxLength(max)))));

export const ContractMaterial = z.object({
  description: nonEmpty.check(z.maxLength(500)),
  /** Tonnes, > 0. */
  quantity: z.number().check(z.gt(0, "Must be above 0"), z.maximum(MAX_PRICE)),
  /** Per tonne in the contract currency, > 0. */
  price: z.number().check(z.gt(0, "Must be above 0"), z.maximum(MAX_PRICE)),
});

export const ContractData = z.object({
  materials: z.array(ContractMaterial).check(z.maxLength(50)),
  currency: z._default(Currency, DEFAULT_CURRENCY),
  incoterm: optText(100),
  paymentTerms: optText(1000),
  deliveryAddress: optText(500),
});

const dealFields = {
  transactionNumber: optText(50),
  buyerId: z.optional(z.preprocess(blankToNull, z.nullable(id))),
  sellerId: z.optional(z.preprocess(blankToNull, z.nullable(id))),
  /** Expected arrival, a calendar date (YYYY-MM-DD); the reminders fall around it. */
  eta: z.optional(z.preprocess(blankToNull, z.nullable(z.iso.date()))),
  carrier: optText(100),
  /** Bill of lading number (the spec's field name keeps its spelling). */
  billOfLanding: optText(100),
  contractData: z.optional(ContractData),
};

/** PUT /deals: from a won lead (leadId) or blank; the server assigns the transaction number when absent. */
export const DealCreate = z.object({ leadId: z.optional(id), ...dealFields });
/** POST /deals/{id}: any subset of the fields, plus the version read (stale → 409). */
export const DealUpdate = z.extend(z.partial(z.object(dealFields)), { version: z.optional(versionNumber(1)) });
export type DealUpdate = z.input<typeof DealUpdate>;
export const DealListQuery = pageQuery;

export interface Deal extends Audited {
  id: string;
  transactionNumber: string;
  leadId: string | null;
  buyerId: string | null;
  sellerId: string | null;
  buyer: { id: string; name: string } | null;
  seller: { id: string; name: string } | null;
  eta: string | null;
  carrier: string | null;
  billOfLanding: string | null;
  contractData: z.output<typeof ContractData>;
}

/** A short-lived signed link to the contract PDF (the spec's "access token in query", see the ADR). */
export interface ContractLink {
  url: string;
  expiresAt: string;
}

export interface DealReminderAnswer {
  dealId: string;
  transactionNumber: string;
  /** Days from the ETA: -21, -14, -7, -1, 0, 7. */
  offset: number;
  dueDate: string;
  /** True when due today or earlier (the bell's badge counts these). */
  dueNow: boolean;
}

export const DealReminderQuery = z.object({ limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200))) });

/** GET /deals/{id}/price-index: the deal's contract price against the price index of its grade in the week it was made (ADR 0210). */
export interface DealPriceIndex {
  /** The grade: type, condition and colour group of the first material of the deal's lead; null when there is none. */
  grade: { materialType: string; condition: string; color: PriceColorGroup } | null;
  /** The ISO week (its Monday) the deal was made in. */
  week: string;
  /** The contract lines' quantity-weighted price, EUR per tonne; null without lines or for an unknown currency. */
  contractPrice: number | null;
  /** The index's average of that week, EUR per tonne; null without a grade or without prices that week. */
  indexAvg: number | null;
  comparison: IndexComparison | null;
}
