import { listWarehouseMaterials } from "../db/queries/warehouse";
import { route } from "../lib/handler";

export const handler = route("warehouse.list", async ({ query }) => listWarehouseMaterials(query));
