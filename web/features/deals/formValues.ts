import type { Deal, DealUpdate } from "../../../shared/schemas/deal";
import type { currencies } from "../../../shared/schemas/enums";
import { formatDay, parseDay } from "../../lib/dates";

/** The deal form's values: the update body's shape (so API issue paths name form fields), numbers as typed text. */
export interface MaterialRow {
  description: string;
  quantity: string;
  price: string;
}
export interface DealFormValues {
  transactionNumber: string;
  buyerId: string;
  sellerId: string;
  /** dd/MM/yyyy as typed. */
  eta: string;
  carrier: string;
  billOfLanding: string;
  contractData: {
    materials: MaterialRow[];
    /** A select over the currencies. */
    currency: (typeof currencies)[number];
    incoterm: string;
    paymentTerms: string;
    deliveryAddress: string;
  };
}

export const emptyRow = (): MaterialRow => ({ description: "", quantity: "", price: "" });

export function fromDeal(d: Deal): DealFormValues {
  const c = d.contractData;
  return {
    transactionNumber: d.transactionNumber,
    buyerId: d.buyerId ?? "",
    sellerId: d.sellerId ?? "",
    eta: formatDay(d.eta),
    carrier: d.carrier ?? "",
    billOfLanding: d.billOfLanding ?? "",
    contractData: {
      materials: c.materials.map((m) => ({ description: m.description, quantity: String(m.quantity), price: String(m.price) })),
      currency: c.currency,
      incoterm: c.incoterm ?? "",
      paymentTerms: c.paymentTerms ?? "",
      deliveryAddress: c.deliveryAddress ?? "",
    },
  };
}

/** "1 234,5" → 1234.5; blank or not a number → NaN, which the schema refuses at the field. */
export function parseNumber(s: string): number {
  const t = s.replace(/\s/g, "").replace(",", ".");
  return t === "" ? Number.NaN : Number(t);
}

/** The update body; blank texts become null through the schema (blankToNull). */
export function toUpdate(v: DealFormValues): DealUpdate {
  return {
    transactionNumber: v.transactionNumber,
    buyerId: v.buyerId || null,
    sellerId: v.sellerId || null,
    // Typed as dd/MM/yyyy; what is no date goes as typed, so the schema names the field.
    eta: v.eta.trim() ? (parseDay(v.eta) ?? v.eta) : null,
    carrier: v.carrier,
    billOfLanding: v.billOfLanding,
    contractData: {
      materials: v.contractData.materials.map((m) => ({ description: m.description, quantity: parseNumber(m.quantity), price: parseNumber(m.price) })),
      currency: v.contractData.currency,
      incoterm: v.contractData.incoterm,
      paymentTerms: v.contractData.paymentTerms,
      deliveryAddress: v.contractData.deliveryAddress,
    },
  };
}

/** Line total and total as the PDF prints them (cents). */
export const lineTotal = (m: MaterialRow) => {
  const q = parseNumber(m.quantity);
  const p = parseNumber(m.price);
  return Number.isFinite(q) && Number.isFinite(p) ? Math.round(q * p * 100) / 100 : 0;
};
export const totalOf = (rows: MaterialRow[]) => Math.round(rows.reduce((s, m) => s + lineTotal(m) * 100, 0)) / 100;
export const money = (n: number) => n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
