import { warehouseRoutes } from "../../shared/api/routes/warehouse";
import { getMaterialItem } from "../db/queries/materials";
import { putWarehouseMaterial } from "../db/queries/warehouse";
import { notFound } from "../lib/errors";
import { route } from "../lib/handler";

/** Create or replace the available amount of an existing material. */
export const handler = route(warehouseRoutes, "warehouse.save", async ({ body, auth }) => {
  const material = await getMaterialItem(body.id);
  if (!material) throw notFound("Material");
  return putWarehouseMaterial(body.id, body.availableAmountKg, material.companyId as string, auth.userId);
});
