import { page, PRODUCT_NS, type FeatureRoutes } from "../../app/page";

export const routes: FeatureRoutes = {
  admin: [{ path: "warehouse", ...page(() => import("./pages/WarehousePage"), PRODUCT_NS) }],
};
