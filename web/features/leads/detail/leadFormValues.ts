import type { Lead, LeadUpdate } from "../../../../shared/schemas/lead";
import { isMeltKind } from "../../../../shared/schemas/material-viscosity";
import { toDecimal as parseDecimal, toNumber as parseNumber } from "../formValues";

/**
 * The lead form's values: numbers typed as text, field names the schema's paths
 * (amount, targetPrice.amount, viscosity.min, …) so the schema's and the API's issues land on their fields.
 * Pure, so the dialog and its tests share it.
 */
export interface LeadFormValues {
  type: "buy" | "sell";
  description: string;
  companyId: string;
  contactId: string;
  materialType: string;
  amount: string;
  frequency: "" | "month" | "spot" | "year";
  targetPrice: { amount: string; currency: string; frequency: "" | "month" | "spot" | "year" };
  colors: string[];
  conditions: string[];
  materialSources: string[];
  processingMethods: string[];
  /** Free text, one application per comma. */
  applications: string;
  viscosity: { type: string; min: string; max: string; temperature: string; weight: string };
  viscosityDescription: string;
}

const blank = (s: string | null | undefined) => !s || !s.trim();
const text = (s: string) => (blank(s) ? null : s.trim());
const numText = (n: number | string | null | undefined) => (n === null || n === undefined ? "" : String(n));

/** Lead form parsing, one implementation with the New lead dialog (../formValues.ts): numbers or null, decimals with invalid → 0. */
export { parseDecimal, parseNumber };

/** The form as POST /leads' fields (the caller adds id and version). A blank target price sends none. */
export function toLeadUpdate(v: LeadFormValues): Omit<LeadUpdate, "id" | "version"> {
  const melt = isMeltKind(v.viscosity.type);
  const out = {
    type: v.type,
    description: v.description,
    companyId: v.companyId,
    contactId: text(v.contactId),
    materialType: v.materialType,
    amount: parseNumber(v.amount),
    frequency: v.frequency || null,
    targetPrice: blank(v.targetPrice.amount)
      ? null
      : { amount: parseDecimal(v.targetPrice.amount), currency: v.targetPrice.currency || "EUR", frequency: v.targetPrice.frequency || null },
    colors: v.colors,
    conditions: v.conditions,
    materialSources: v.materialSources,
    processingMethods: v.processingMethods,
    applications: v.applications
      .split(",")
      .map((a) => a.trim())
      .filter(Boolean),
    viscosity: blank(v.viscosity.type)
      ? null
      : {
          type: v.viscosity.type,
          min: parseNumber(v.viscosity.min),
          max: parseNumber(v.viscosity.max),
          temperature: melt ? parseNumber(v.viscosity.temperature) : null,
          weight: melt ? parseNumber(v.viscosity.weight) : null,
        },
    viscosityDescription: text(v.viscosityDescription),
  };
  return out as Omit<LeadUpdate, "id" | "version">;
}

/** A stored lead as form values. */
export function fromLead(l: Lead): LeadFormValues {
  return {
    type: l.type,
    description: l.description,
    companyId: l.companyId,
    contactId: l.contactId ?? "",
    materialType: l.materialType ?? "abs",
    amount: numText(l.amount),
    frequency: l.frequency ?? "",
    targetPrice: { amount: numText(l.targetPrice?.amount), currency: l.targetPrice?.currency ?? "EUR", frequency: l.targetPrice?.frequency ?? "" },
    colors: [...(l.colors ?? [])],
    conditions: [...(l.conditions ?? [])],
    materialSources: [...(l.materialSources ?? [])],
    processingMethods: [...(l.processingMethods ?? [])],
    applications: (l.applications ?? []).join(", "),
    viscosity: {
      type: l.viscosity?.type ?? "",
      min: numText(l.viscosity?.min),
      max: numText(l.viscosity?.max),
      temperature: numText(l.viscosity?.temperature),
      weight: numText(l.viscosity?.weight),
    },
    viscosityDescription: l.viscosityDescription ?? "",
  };
}
