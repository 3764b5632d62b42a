import { page, PIPELINE_NS, type FeatureRoutes } from "../../app/page";

export const routes: FeatureRoutes = {
  admin: [{ path: "samples", ...page(() => import("./pages/SamplesPage"), PIPELINE_NS) }],
};
