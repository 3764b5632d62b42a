import { MATERIAL_STAFF_FIELDS, PUBLIC_HIDDEN_FIELDS, type Material, type MaterialAnswer, type PublicMaterial } from "../../../shared/schemas/material";
import type { AuthContext } from "../../lib/auth";
import { omit } from "../../core/view";

export { MATERIAL_STAFF_FIELDS };
export type MaterialView = MaterialAnswer;

/**
 * The one place a signed-in reader's material answer is shaped: staff see all, owners no staff fields
 * (shared/schemas/material.ts MATERIAL_STAFF_FIELDS). The embedded company summary keeps only id and name for
 * the same reader (its score, verification and owner are staff fields of the company).
 */
export function materialView(material: Material, auth: AuthContext | null): MaterialView {
  if (auth?.isSuperAdmin) return material;
  const out = omit(material, MATERIAL_STAFF_FIELDS);
  if (material.company === undefined) return out;
  return { ...out, company: material.company && { id: material.company.id, name: material.company.name } };
}

/** The public catalog's answer (anyone, signed in or not): no internal, audit-author or owner fields. */
export function publicMaterialView(material: Material): PublicMaterial {
  return omit(omit(material, PUBLIC_HIDDEN_FIELDS), ["company"]);
}
