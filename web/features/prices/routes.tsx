import { page, type FeatureRoutes } from "../../app/page";

export const routes: FeatureRoutes = {
  admin: [{ path: "prices", ...page(() => import("./pages/PricesPage"), ["prices", "options"]) }],
};
