import { INTELLIGENCE_NS, page, type FeatureRoutes } from "../../app/page";

export const routes: FeatureRoutes = {
  admin: [{ path: "workflows", ...page(() => import("./pages/WorkflowsPage"), INTELLIGENCE_NS) }],
};
