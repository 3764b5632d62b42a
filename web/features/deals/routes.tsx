import { page, PIPELINE_NS, type FeatureRoutes } from "../../app/page";

export const routes: FeatureRoutes = {
  admin: [
    { path: "deals", ...page(() => import("./pages/DealsPage"), PIPELINE_NS) },
    { path: "deals/:id", ...page(() => import("./pages/DealPage"), PIPELINE_NS) },
    { path: "contract", ...page(() => import("./pages/ContractPage"), PIPELINE_NS) },
  ],
};
