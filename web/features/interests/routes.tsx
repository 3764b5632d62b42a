import { page, type FeatureRoutes } from "../../app/page";

export const routes: FeatureRoutes = {
  admin: [{ path: "interests", ...page(() => import("./pages/InterestsPage"), ["interests", "options", "toastMessages"]) }],
};
