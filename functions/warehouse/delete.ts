import { warehouseRoutes } from "../../shared/api/routes/warehouse";
import { deleteWarehouseMaterial, getWarehouseMaterial } from "../db/queries/warehouse";
import { notFound } from "../lib/errors";
import { Reply, route } from "../lib/handler";

export const handler = route(warehouseRoutes, "warehouse.delete", async ({ params }) => {
  if (!(await getWarehouseMaterial(params.id))) throw notFound("Warehouse record");
  await deleteWarehouseMaterial(params.id);
  return new Reply(204, undefined);
});
