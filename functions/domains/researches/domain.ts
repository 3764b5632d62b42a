import { researchesRoutes } from "../../../shared/api/routes/researches";
import { defineDomain } from "../define";

/** Company research: staff-only routes, deployed with the intelligence area. */
export const researchesDomain = defineDomain({ routes: researchesRoutes, area: "intelligence" });
