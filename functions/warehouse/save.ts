import { warehouseRoutes } from "../../shared/api/routes/warehouse";
import * as Warehouse from "../core/warehouse";
import { route } from "../lib/handler";

export const handler = route(warehouseRoutes, "warehouse.save", ({ body, auth }) => Warehouse.save(body, auth));
