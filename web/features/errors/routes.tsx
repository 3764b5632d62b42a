import { page, type FeatureRoutes } from "../../app/page";

export const routes: FeatureRoutes = {
  anyone: [{ path: "*", ...page(() => import("./pages/NotFoundPage")) }],
};
