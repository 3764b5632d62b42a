import { warehouseRoutes } from "../../shared/api/routes/warehouse";
import * as Warehouse from "../core/warehouse";
import { Reply, route } from "../lib/handler";

export const handler = route(warehouseRoutes, "warehouse.delete", async ({ params }) => {
  await Warehouse.remove(params.id);
  return new Reply(204, undefined);
});
