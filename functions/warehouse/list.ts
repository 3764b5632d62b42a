import { warehouseRoutes } from "../../shared/api/routes/warehouse";
import { listWarehouseMaterials } from "../db/queries/warehouse";
import { route } from "../lib/handler";

export const handler = route(warehouseRoutes, "warehouse.list", async ({ query }) => listWarehouseMaterials(query));
