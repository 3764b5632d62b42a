import { page, type FeatureRoutes } from "../../app/page";

export const routes: FeatureRoutes = {
  user: [{ index: true, ...page(() => import("./pages/HomePage"), ["dashboard", "options"]) }],
};
