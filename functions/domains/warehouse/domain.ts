import { warehouseRoutes } from "../../../shared/api/routes/warehouse";
import { defineDomain } from "../define";

/** The platform's stock of materials: staff-only routes, deployed with the marketplace. */
export const warehouseDomain = defineDomain({ routes: warehouseRoutes, area: "market" });
