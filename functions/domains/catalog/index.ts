import { getMaterial, listPublicMaterials, publicMaterialView } from "../materials";
import type { Material } from "../../../shared/schemas/material";
import { notFound } from "../../lib/errors";
import { statusesOf } from "../certificates/register";

/**
 * The catalog service: the public catalog (no sign-in), materials staff listed, in their public shape only.
 * It stores nothing of its own: the listed materials are read through the materials service.
 */

/** A listed material; an unlisted or unknown id answers 404 alike, so unlisted ids cannot be probed. */
export async function loadListed(id: string): Promise<Material> {
  const material = await getMaterial(id);
  if (!material?.isPublic) throw notFound("Material");
  return material;
}

/** The listed material with each certificate it names checked against its company's register (one GetItem). */
export async function get(id: string) {
  const [material] = await statusesOf([await loadListed(id)]);
  return { ...publicMaterialView(material), certificateStatuses: material.certificateStatuses };
}

/**
 * A page of the catalogue, each material's named certificates checked against its company's register: the
 * registers of the page's companies in one BatchGet, never one read per material.
 */
export const list = (query: Parameters<typeof listPublicMaterials>[0]) =>
  listPublicMaterials(query, async (items) => (await statusesOf(items)).map((m) => ({ certificateStatuses: m.certificateStatuses })));
