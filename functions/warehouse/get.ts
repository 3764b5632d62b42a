import { warehouseRoutes } from "../../shared/api/routes/warehouse";
import { getWarehouseMaterial } from "../db/queries/warehouse";
import { route } from "../lib/handler";

/** The material's warehouse record, or null when it has none (§7). */
export const handler = route(warehouseRoutes, "warehouse.get", async ({ params }) => getWarehouseMaterial(params.id));
