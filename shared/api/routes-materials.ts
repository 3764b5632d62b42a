import { defineRoutes } from "./contract";

/** Products (materials), uploads, public catalog and warehouse routes (marketplace.md §7 Products, Warehouse). */
export const materialRoutes = defineRoutes({});
