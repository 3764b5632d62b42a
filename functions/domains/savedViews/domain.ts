import { savedViewsRoutes } from "../../../shared/api/routes/savedViews";
import { defineDomain } from "../define";

/** A user's saved list filters: deployed with the intelligence routes. */
export const savedViewsDomain = defineDomain({ routes: savedViewsRoutes, area: "intelligence" });
