import { searchRoutes } from "../../../shared/api/routes/search";
import { defineDomain } from "../define";

/** The command palette's search: reads other domains' services only, deployed with the intelligence routes. */
export const searchDomain = defineDomain({ routes: searchRoutes, area: "intelligence" });
