import type { WarehouseMaterial } from "../../../shared/schemas/material";
import { deleteWarehouseMaterial, getWarehouseMaterial, listWarehouseMaterials, putWarehouseMaterial } from "./queries";
import type { AuthContext } from "../../lib/auth";
import { notFound } from "../../lib/errors";
import * as Materials from "../materials";
import { withReservations } from "./reservations";
import { withMaterials } from "./view";

/**
 * The warehouse service: what other domains and handlers call (never ./queries or ./entity).
 * The platform's stock of materials (staff only, enforced by the routes'
 * access). Reserved amounts are the materials' draft samples, read with the page (ADR 0138).
 */

export async function list(opts: Parameters<typeof listWarehouseMaterials>[0] = {}) {
  const page = await listWarehouseMaterials(opts, withMaterials);
  return { ...page, items: await withReservations(page.items) };
}

const withLive = async (r: WarehouseMaterial | null) => (r ? (await withReservations([r]))[0] : null);

/** The material's warehouse record, or null when it has none. */
export async function get(id: string): Promise<WarehouseMaterial | null> {
  return withLive(await getWarehouseMaterial(id));
}

/** Create or replace the available amount of an existing material. */
export async function save(body: { id: string; availableAmountKg: number }, auth: AuthContext): Promise<WarehouseMaterial> {
  const material = await Materials.loadOwned(body.id, auth);
  return (await withLive(await putWarehouseMaterial(body.id, body.availableAmountKg, material.companyId, auth.userId)))!;
}

/** The material's warehouse record, if it has one (the material's delete and its undo; idempotent). */
export async function forgetMaterial(materialId: string): Promise<void> {
  await deleteWarehouseMaterial(materialId);
}

export async function remove(id: string): Promise<void> {
  if (!(await getWarehouseMaterial(id))) throw notFound("Warehouse record");
  await deleteWarehouseMaterial(id);
}
