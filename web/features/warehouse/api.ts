import useSWR from "swr";
import type { Page } from "../../../shared/schemas/common";
import type { WarehouseMaterial } from "../../../shared/schemas/material";

export const WAREHOUSE_PAGE_SIZE = 50;

/** GET /warehouse/materials, most recently updated first (admin). */
export const useWarehouse = (cursor?: string) => useSWR<Page<WarehouseMaterial>>(["/warehouse/materials", { cursor, limit: WAREHOUSE_PAGE_SIZE }]);
