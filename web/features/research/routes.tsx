import { INTELLIGENCE_NS, page, type FeatureRoutes } from "../../app/page";

export const routes: FeatureRoutes = {
  user: [{ path: "companies/:id/researches/:researchId", ...page(() => import("./pages/ResearchPage"), INTELLIGENCE_NS) }],
};
