import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import { MaterialInput, type MaterialFields } from "../../../../shared/schemas/material";
import { formSchema } from "../../../components/form/schemaResolver";

const blank = (v: unknown) => v === null || v === undefined || (typeof v === "string" && v.trim() === "");

/** An amount left blank means "no price", whatever the currency select shows. */
const money = (m: unknown) => (m && typeof m === "object" && blank((m as { amount?: unknown }).amount) ? null : m);

/** Form-only shapes become the shared schema's: blank money and all-blank records are null. */
export function normalize(values: Record<string, unknown>): Record<string, unknown> {
  const v = { ...values };
  v.pricePerTon = money(v.pricePerTon);
  if (Array.isArray(v.incoterms)) v.incoterms = v.incoterms.map((i: Record<string, unknown>) => ({ ...i, price: money(i.price) }));
  for (const k of ["capacity", "colourByColorimetry"]) if (v[k] && typeof v[k] === "object" && Object.values(v[k] as object).every(blank)) v[k] = null;
  const visc = v.viscosity as { type?: unknown } | null | undefined;
  if (visc && blank(visc.type)) v.viscosity = null;
  return v;
}

/**
 * The one shared schema validates the form (one schema for the browser and the server); a valid submit hands over
 * the schema's parsed fields (numbers as numbers), which the pages turn into the API body.
 */
export const materialResolver: Resolver<FieldValues, unknown, MaterialFields> = (values, context, options) =>
  (check ??= zodResolver(formSchema(normalize, MaterialInput)))(values, context, options);
// Built on the first check: building the material schema waits until a form needs it.
let check: Resolver<FieldValues, unknown, MaterialFields> | undefined;

/**
 * The form values the data quality panel may count: a field whose value fails the schema (150 % recycled
 * content, a 300-character name) is left out, so the live level never credits what Save would refuse.
 */
export function validValuesOnly(values: Record<string, unknown>): Record<string, unknown> {
  const result = MaterialInput.safeParse(normalize(values));
  if (result.success) return values;
  const invalid = new Set(
    result.error.issues
      .map((i) => i.path[0])
      .filter((k) => k !== undefined)
      .map(String),
  );
  return Object.fromEntries(Object.entries(values).filter(([k]) => !invalid.has(k)));
}
