import { page, REQUEST_NS, type FeatureRoutes } from "../../app/page";

export const routes: FeatureRoutes = {
  user: [{ path: "material-requests", ...page(() => import("./pages/RequestsPage"), REQUEST_NS) }],
  admin: [{ path: "material-requests/:id", ...page(() => import("./pages/RequestPage"), REQUEST_NS) }],
};
