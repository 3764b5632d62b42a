import { page, type FeatureRoutes } from "../../app/page";

export const routes: FeatureRoutes = {
  user: [{ path: "profile", ...page(() => import("./pages/ProfilePage"), ["profile"]) }],
};
