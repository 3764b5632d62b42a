import { page, type FeatureRoutes } from "../../app/page";

export const routes: FeatureRoutes = {
  admin: [{ path: "api-docs", ...page(() => import("./pages/ApiDocsPage"), ["apiDocs"]) }],
};
