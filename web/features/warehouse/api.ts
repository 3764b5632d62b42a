import { useApi } from "../../lib/queryKeys";

export const WAREHOUSE_PAGE_SIZE = 50;

/** GET /warehouse/materials, most recently updated first (admin). */
export const useWarehouse = (cursor?: string) => useApi("GET /warehouse/materials", { query: { cursor, limit: WAREHOUSE_PAGE_SIZE } });
/** One row of the warehouse list. */
export type WarehouseItem = NonNullable<ReturnType<typeof useWarehouse>["data"]>["items"][number];
