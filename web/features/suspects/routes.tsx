import { INTELLIGENCE_NS, page, type FeatureRoutes } from "../../app/page";

export const routes: FeatureRoutes = {
  admin: [{ path: "suspects", ...page(() => import("./pages/SuspectsPage"), INTELLIGENCE_NS) }],
};
