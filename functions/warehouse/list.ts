import { materialRoutes } from "../../shared/api/routes-materials";
import { listWarehouseMaterials } from "../db/queries/warehouse";
import { route } from "../lib/handler";

export const handler = route(materialRoutes, "warehouse.list", async ({ query }) => listWarehouseMaterials(query));
