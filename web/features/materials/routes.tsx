import { page, PRODUCT_NS, type FeatureRoutes } from "../../app/page";
import { startEarlyRead } from "../../lib/earlyReads";
import { getSessionState } from "../../lib/session";
import { materialsListQuery } from "./listQuery";

export const routes: FeatureRoutes = {
  user: [
    {
      path: "materials",
      // The list's requests start at navigation start, beside the page's code and texts, not after them.
      loader: ({ request }) => {
        const user = getSessionState().user;
        if (user) startEarlyRead("GET /materials", { query: materialsListQuery(new URL(request.url).searchParams, user.isSuperAdmin) });
        // The list's toolbar offers the staff as owners to super admins.
        if (user?.isSuperAdmin) startEarlyRead("GET /users");
        return null;
      },
      ...page(() => import("./pages/MaterialsPage"), PRODUCT_NS),
    },
    { path: "materials/:id", ...page(() => import("./pages/MaterialPage"), PRODUCT_NS) },
    { path: "new-material", ...page(() => import("./pages/NewMaterialPage"), [...PRODUCT_NS, "wizards"]) },
  ],
};
