import { page, PRODUCT_NS, type FeatureRoutes } from "../../app/page";
import { getSessionState } from "../../lib/session";

export const routes: FeatureRoutes = {
  user: [
    {
      path: "materials",
      // The list request starts with the page's chunk and texts, not after them.
      loader: ({ request }) => {
        const user = getSessionState().user;
        // A small chunk of its own, so the filter parsing stays out of the entry bundle /login loads.
        if (user) void import("./listQuery").then((m) => m.preloadMaterialsList(new URL(request.url), user.isSuperAdmin));
        return null;
      },
      ...page(() => import("./pages/MaterialsPage"), PRODUCT_NS),
    },
    { path: "materials/:id", ...page(() => import("./pages/MaterialPage"), PRODUCT_NS) },
    { path: "new-material", ...page(() => import("./pages/NewMaterialPage"), [...PRODUCT_NS, "wizards"]) },
  ],
};
