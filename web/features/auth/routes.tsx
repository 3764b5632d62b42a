import { AUTH_NS, page, type FeatureRoutes } from "../../app/page";

export const routes: FeatureRoutes = {
  guest: [
    { path: "login", ...page(() => import("./pages/LoginPage"), AUTH_NS) },
    { path: "register", ...page(() => import("./pages/RegisterPage"), AUTH_NS) },
  ],
};
