import type { Sample, SampleInput, SampleStatus } from "../../../shared/schemas/sample";

/** The sample dialog's values: strings as the inputs hold them, nested like the schema so API issues land on fields. */
export interface SampleFormValues {
  materialId: string;
  status: SampleStatus;
  contactId: string;
  amountKg: string;
  address: { street: string; city: string; zip: string; countryCode: string };
  cost: { amount: string; currency: string };
  trackingNumber: string;
  carrier: string;
}

export function emptySampleForm(materialId = ""): SampleFormValues {
  return {
    materialId,
    status: "draft",
    contactId: "",
    amountKg: "",
    address: { street: "", city: "", zip: "", countryCode: "" },
    cost: { amount: "", currency: "EUR" },
    trackingNumber: "",
    carrier: "",
  };
}

export function fromSample(s: Sample): SampleFormValues {
  return {
    materialId: s.materialId,
    status: s.status,
    contactId: s.contactId ?? "",
    amountKg: s.amountKg === null || s.amountKg === undefined ? "" : String(s.amountKg),
    address: { street: s.address?.street ?? "", city: s.address?.city ?? "", zip: s.address?.zip ?? "", countryCode: s.address?.countryCode ?? "" },
    cost: { amount: s.cost ? String(s.cost.amount) : "", currency: s.cost?.currency ?? "EUR" },
    trackingNumber: s.trackingNumber ?? "",
    carrier: s.carrier ?? "",
  };
}

/** A number as typed ("1,5" too); empty → null; anything else stays as typed so the schema names it. */
export function parseAmount(v: string): number | string | null {
  const s = v.trim();
  if (!s) return null;
  const n = Number(s.replace(",", "."));
  return Number.isFinite(n) ? n : s;
}

/** The form as POST /samples' body: an all-blank address or cost is none; the country upper-cased. */
export function toSampleInput(v: SampleFormValues, leadId: string, id?: string): SampleInput {
  const a = v.address;
  const anyAddress = [a.street, a.city, a.zip, a.countryCode].some((x) => x.trim());
  return {
    ...(id ? { id } : {}),
    leadId,
    materialId: v.materialId,
    status: v.status,
    contactId: v.contactId || null,
    amountKg: parseAmount(v.amountKg) as number | null,
    address: anyAddress ? { street: a.street, city: a.city, zip: a.zip, countryCode: a.countryCode.trim().toUpperCase() } : null,
    cost: v.cost.amount.trim() ? { amount: parseAmount(v.cost.amount) as number, currency: v.cost.currency as "EUR" } : null,
    trackingNumber: v.trackingNumber || null,
    carrier: (v.carrier || null) as SampleInput["carrier"],
  };
}
