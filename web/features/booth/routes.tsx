import { INTELLIGENCE_NS, page, type FeatureRoutes } from "../../app/page";

export const routes: FeatureRoutes = {
  admin: [{ path: "booth", ...page(() => import("./pages/BoothPage"), INTELLIGENCE_NS) }],
};
