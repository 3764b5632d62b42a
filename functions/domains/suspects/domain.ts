import { suspectsRoutes } from "../../../shared/api/routes/suspects";
import { defineDomain } from "../define";

/** Company suspects: staff-only routes, deployed with the intelligence area. */
export const suspectsDomain = defineDomain({ routes: suspectsRoutes, area: "intelligence" });
