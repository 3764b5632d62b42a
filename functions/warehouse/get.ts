import { warehouseRoutes } from "../../shared/api/routes/warehouse";
import * as Warehouse from "../core/warehouse";
import { route } from "../lib/handler";

export const handler = route(warehouseRoutes, "warehouse.get", ({ params }) => Warehouse.get(params.id));
