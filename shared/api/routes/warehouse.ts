import { MaterialPageQuery, WarehouseInput } from "../../schemas/material";
import * as z from "../../schemas/zod";
import { defineRoutes } from "../contract";

/** Warehouse records of products. */
export const warehouseRoutes = defineRoutes({
  "warehouse.list": {
    method: "GET",
    path: "/warehouse/materials",
    access: "admin",
    query: z.pick(MaterialPageQuery, { cursor: true, limit: true }),
    needs: { table: "read" },
  },
  "warehouse.get": { method: "GET", path: "/warehouse/materials/{id}", access: "admin", needs: { table: "read" } },
  "warehouse.save": { method: "POST", path: "/warehouse/materials", access: "admin", body: WarehouseInput, needs: { table: "write" } },
  "warehouse.delete": { method: "DELETE", path: "/warehouse/materials/{id}", access: "admin", needs: { table: "write" } },
});

import type { Page } from "../../schemas/common";
import type { WarehouseMaterial } from "../../schemas/material";

/** What each route answers: type-only (no runtime cost), kept apart from the entries; the web client is typed from it (shared/api/responses.ts). */
export interface WarehouseResponses {
  "warehouse.list": Page<WarehouseMaterial>;
  "warehouse.get": WarehouseMaterial | null;
  "warehouse.save": WarehouseMaterial;
  "warehouse.delete": null;
}
