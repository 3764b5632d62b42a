import { materialsRoutes } from "../../shared/api/routes/materials";
import { deleteMaterial, getMaterialItem } from "../db/queries/materials";
import { deleteMaterialFiles } from "../db/queries/material-files";
import { deleteWarehouseMaterial } from "../db/queries/warehouse";
import { assertCompanyAccess } from "../lib/auth";
import { notFound } from "../lib/errors";
import { Reply, route } from "../lib/handler";

/** Deletes the material, its warehouse record and its files (each step idempotent, no transaction). */
export const handler = route(materialsRoutes, "materials.delete", async ({ params, auth }) => {
  const existing = await getMaterialItem(params.id);
  if (!existing) throw notFound("Material");
  assertCompanyAccess(auth, existing.companyId as string, "Material");
  await deleteMaterial(params.id);
  await deleteWarehouseMaterial(params.id);
  await deleteMaterialFiles(existing.companyId as string, params.id);
  return new Reply(204, undefined);
});
