import { PUBLIC_NS, publicPage, type FeatureRoutes } from "../../app/page";

/** The public side: no sign-in, and a signed-in user may open it too (ADR 0148). */
export const routes: FeatureRoutes = {
  anyone: [
    { path: "welcome", ...publicPage(() => import("./pages/LandingPage")) },
    { path: "catalog", ...publicPage(() => import("./pages/CatalogPage")) },
    { path: "catalog/:id", ...publicPage(() => import("./pages/CatalogMaterialPage"), [...PUBLIC_NS, "products", "properties"]) },
    { path: "contact-us", ...publicPage(() => import("./pages/ContactUsPage")) },
  ],
};
