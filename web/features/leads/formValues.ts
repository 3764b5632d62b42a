import type { currencies } from "../../../shared/schemas/enums";
import { DEFAULT_LEAD_MATERIAL_TYPE, type LeadInput } from "../../../shared/schemas/lead";

/**
 * The New lead form's values: numbers typed as text. Field names are the schema's paths (amount,
 * targetPrice.amount, …), so the shared schema's and the API's issues land on the fields that caused them.
 */
export interface LeadFormValues {
  type: "buy" | "sell" | "";
  description: string;
  companyId: string;
  contactId: string;
  materialType: string;
  amount: string;
  frequency: "" | "month" | "spot" | "year";
  targetPrice: { amount: string; currency: (typeof currencies)[number] | "" };
}

export const emptyLeadForm = (): LeadFormValues => ({
  type: "",
  description: "",
  companyId: "",
  contactId: "",
  // Defaults: material type abs, currency EUR
  materialType: DEFAULT_LEAD_MATERIAL_TYPE,
  amount: "",
  frequency: "month",
  targetPrice: { amount: "", currency: "EUR" },
});

const blank = (s: string | null | undefined) => !s || !s.trim();
/** Amount: "12,5" → 12.5; blank → null; anything else stays text, so the schema names the field. */
export function toNumber(s: string | null | undefined): number | string | null {
  if (blank(s)) return null;
  const n = Number(s!.trim().replace(",", "."));
  return Number.isFinite(n) ? n : s!.trim();
}
/** Target price: parsed as a decimal ("1.250,5" and "1250.5" alike); an invalid value becomes 0. */
export function toDecimal(s: string): number {
  const t = s.trim().replace(/\s/g, "");
  const normalised =
    t.includes(",") && t.includes(".")
      ? t.lastIndexOf(",") > t.lastIndexOf(".")
        ? t.replace(/\./g, "").replace(",", ".")
        : t.replace(/,/g, "")
      : t.replace(",", ".");
  const n = Number(normalised);
  return Number.isFinite(n) ? n : 0;
}

/** The form as PUT /leads' payload (amount as a number or null, target price as a decimal, invalid → 0). */
export function toLeadInput(v: LeadFormValues): LeadInput {
  return {
    type: (v.type || undefined) as LeadInput["type"],
    description: v.description,
    companyId: v.companyId,
    contactId: blank(v.contactId) ? null : v.contactId,
    materialType: (v.materialType || DEFAULT_LEAD_MATERIAL_TYPE) as LeadInput["materialType"],
    amount: toNumber(v.amount) as number | null,
    frequency: blank(v.amount) || !v.frequency ? null : v.frequency,
    targetPrice: blank(v.targetPrice.amount) ? null : { amount: toDecimal(v.targetPrice.amount), currency: v.targetPrice.currency || "EUR" },
  };
}
