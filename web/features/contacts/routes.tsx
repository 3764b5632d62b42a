import { page, type FeatureRoutes } from "../../app/page";

export const routes: FeatureRoutes = {
  user: [{ path: "contacts/:id", ...page(() => import("./pages/ContactPage"), ["contacts"]) }],
  admin: [{ path: "contacts", ...page(() => import("./pages/ContactsPage"), ["contacts"]) }],
};
