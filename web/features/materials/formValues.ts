import type { FieldValues } from "react-hook-form";
import { materialFieldNames, type MaterialAnswer, type MaterialFields } from "../../../shared/schemas/material";

const EDITED_APART = new Set(["isPublic", "images", "documents"]);

/** A stored material as form values: every stored field except the ones edited apart (files, catalog flag). */
export function toFormValues(m: Partial<MaterialAnswer>): FieldValues {
  const out: FieldValues = {};
  for (const f of materialFieldNames()) if (!EDITED_APART.has(f)) out[f] = (m as Record<string, unknown>)[f] ?? null;
  // Lists edited with useFieldArray need an array; an empty fillers list stays a statement only when stored so.
  for (const f of ["incoterms", "nonTargetMaterials"]) out[f] ??= [];
  return out;
}

/** What a save sends: the parsed fields without the ones edited apart; non-admins never send internalName. */
export function toPayload(v: MaterialFields, isAdmin: boolean) {
  const out: Record<string, unknown> = { ...v };
  for (const f of EDITED_APART) delete out[f];
  if (!isAdmin) delete out.internalName;
  return out as Omit<MaterialFields, "isPublic" | "images" | "documents">;
}

/** A new product starts with the default type and nothing stated. */
export const emptyMaterial = (): FieldValues => toFormValues({ type: "abs" });

/**
 * What the data quality level counts for this role. Ordinary users never see or edit the internal name (the
 * server copies their name into it), so their level counts the name as the internal name and the panel
 * does not list it as missing.
 */
export function levelView(isSuperAdmin: boolean) {
  return isSuperAdmin
    ? { levelValues: undefined, hidden: [] as string[] }
    : { levelValues: (v: FieldValues) => ({ ...v, internalName: v.name }), hidden: ["internalName"] };
}
