import type { MaterialRequestAnswer, MaterialRequestInput } from "../../../shared/schemas/material-request";

/**
 * The request form's values: numbers typed as text, the amount-or-capacity choice explicit. Field names are
 * the schema's paths (amount, capacity.amount, targetPrice.amount, viscosity.min, …), so the shared schema's
 * and the API's issues land on the fields that caused them. Pure, so the dialog and its tests share it.
 */
export type QuantityMode = "amount" | "capacity";
export interface RequestFormValues {
  type: "buy" | "sell";
  description: string;
  materialType: string;
  quantityMode: QuantityMode;
  amount: string;
  capacity: { amount: string; frequency: "month" | "spot" | "year" };
  targetPrice: { amount: string; currency: string };
  colors: string[];
  conditions: string[];
  materialSources: string[];
  processingMethods: string[];
  certificates: string[];
  applications: string[];
  origin: string[];
  viscosity: { type: string; min: string; max: string; temperature: string; weight: string };
  viscosityDescription: string;
  /** "" says nothing, UNFILLED asks for no filler, else a filler kind with its share in `fillerShare`. */
  filler: string;
  fillerShare: string;
  voucher: string;
  companyId: string;
  contactId: string;
}

/** The filler choice that asks for an unfilled material (stored as an empty fillers list). */
export const UNFILLED = "unfilled";

export const emptyRequestForm = (): RequestFormValues => ({
  type: "buy",
  description: "",
  materialType: "",
  quantityMode: "amount",
  amount: "",
  // Defaults: frequency month, currency EUR.
  capacity: { amount: "", frequency: "month" },
  targetPrice: { amount: "", currency: "EUR" },
  colors: [],
  conditions: [],
  materialSources: [],
  processingMethods: [],
  certificates: [],
  applications: [],
  origin: [],
  viscosity: { type: "", min: "", max: "", temperature: "", weight: "" },
  viscosityDescription: "",
  filler: "",
  fillerShare: "",
  voucher: "",
  companyId: "",
  contactId: "",
});

const blank = (s: string | null | undefined) => !s || !s.trim();
/** "12,5" → 12.5; blank → null; anything else stays text, so the schema names the field ("must be a number"). */
export function toNumber(s: string | null | undefined): number | string | null {
  if (blank(s)) return null;
  const n = Number(s!.trim().replace(",", "."));
  return Number.isFinite(n) ? n : s!.trim();
}
const list = <T extends string>(v: T[]) => (v.length ? v : undefined);
const text = (s: string) => (blank(s) ? null : s.trim());
const numText = (n: number | string | null | undefined) => (n === null || n === undefined ? "" : String(n));

/** The form as POST /material-requests' payload; staff fields only for staff (the server drops them anyway). */
export function toRequestInput(v: RequestFormValues, isSuperAdmin: boolean): MaterialRequestInput {
  const melt = v.viscosity.type === "meltFlowRate" || v.viscosity.type === "meltVolumeRate";
  const out: Record<string, unknown> = {
    type: v.type,
    description: v.description,
    materialType: text(v.materialType),
    amount: v.quantityMode === "amount" ? toNumber(v.amount) : null,
    capacity: v.quantityMode === "capacity" && !blank(v.capacity.amount) ? { amount: toNumber(v.capacity.amount), frequency: v.capacity.frequency } : null,
    targetPrice: blank(v.targetPrice.amount) ? null : { amount: toNumber(v.targetPrice.amount), currency: v.targetPrice.currency || "EUR" },
    colors: list(v.colors),
    conditions: list(v.conditions),
    materialSources: list(v.materialSources),
    processingMethods: list(v.processingMethods),
    certificates: list(v.certificates),
    applications: list(v.applications),
    origin: list(v.origin.map((c) => c.trim().toUpperCase()).filter(Boolean)),
    viscosity: blank(v.viscosity.type)
      ? null
      : {
          type: v.viscosity.type,
          min: toNumber(v.viscosity.min),
          max: toNumber(v.viscosity.max),
          temperature: melt ? toNumber(v.viscosity.temperature) : null,
          weight: melt ? toNumber(v.viscosity.weight) : null,
        },
    viscosityDescription: text(v.viscosityDescription),
    fillers: v.filler === "" ? null : v.filler === UNFILLED ? [] : [{ filler: v.filler, percentage: toNumber(v.fillerShare) }],
    voucher: text(v.voucher),
  };
  if (isSuperAdmin) {
    out.companyId = text(v.companyId);
    out.contactId = text(v.contactId);
  }
  return out as MaterialRequestInput;
}

/** A stored request as form values (the admin's Edit). */
export function fromRequest(r: MaterialRequestAnswer): RequestFormValues {
  const e = emptyRequestForm();
  return {
    ...e,
    type: r.type,
    description: r.description,
    materialType: r.materialType ?? "",
    quantityMode: r.amount == null && r.capacity ? "capacity" : "amount",
    amount: numText(r.amount),
    capacity: { amount: numText(r.capacity?.amount), frequency: r.capacity?.frequency ?? "month" },
    targetPrice: { amount: numText(r.targetPrice?.amount), currency: r.targetPrice?.currency ?? "EUR" },
    colors: [...(r.colors ?? [])],
    conditions: [...(r.conditions ?? [])],
    materialSources: [...(r.materialSources ?? [])],
    processingMethods: [...(r.processingMethods ?? [])],
    certificates: [...(r.certificates ?? [])],
    applications: [...(r.applications ?? [])],
    origin: [...(r.origin ?? [])],
    viscosity: {
      type: r.viscosity?.type ?? "",
      min: numText(r.viscosity?.min),
      max: numText(r.viscosity?.max),
      temperature: numText(r.viscosity?.temperature),
      weight: numText(r.viscosity?.weight),
    },
    viscosityDescription: r.viscosityDescription ?? "",
    filler: r.fillers == null ? "" : r.fillers.length ? r.fillers[0].filler : UNFILLED,
    fillerShare: numText(r.fillers?.[0]?.percentage),
    voucher: r.voucher ?? "",
    companyId: r.companyId,
    contactId: r.contactId ?? "",
  };
}
