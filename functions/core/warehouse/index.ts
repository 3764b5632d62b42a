import type { WarehouseMaterial } from "../../../shared/schemas/material";
import { deleteWarehouseMaterial, getWarehouseMaterial, listWarehouseMaterials, putWarehouseMaterial } from "../../db/queries/warehouse";
import type { AuthContext } from "../../lib/auth";
import { notFound } from "../../lib/errors";
import * as Materials from "../materials";

/** The platform's stock of materials (marketplace.md §7 Warehouse; staff only, enforced by the routes' access). */

export const list = listWarehouseMaterials;

/** The material's warehouse record, or null when it has none (§7). */
export const get = getWarehouseMaterial;

/** Create or replace the available amount of an existing material. */
export async function save(body: { id: string; availableAmountKg: number }, auth: AuthContext): Promise<WarehouseMaterial> {
  const material = await Materials.loadOwned(body.id, auth);
  return putWarehouseMaterial(body.id, body.availableAmountKg, material.companyId, auth.userId);
}

export async function remove(id: string): Promise<void> {
  if (!(await getWarehouseMaterial(id))) throw notFound("Warehouse record");
  await deleteWarehouseMaterial(id);
}
