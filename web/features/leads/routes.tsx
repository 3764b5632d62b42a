import { page, PIPELINE_NS, type FeatureRoutes } from "../../app/page";

export const routes: FeatureRoutes = {
  admin: [
    { path: "leads", ...page(() => import("../../app/pipeline/LeadsBoardRoute"), PIPELINE_NS) },
    { path: "leads/:id", ...page(() => import("../../app/pipeline/LeadDetailRoute"), [...PIPELINE_NS, "materialRequests"]) },
    { path: "leads-analytics", ...page(() => import("./pages/LeadAnalyticsPage"), PIPELINE_NS) },
  ],
};
