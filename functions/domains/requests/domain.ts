import { requestsRoutes } from "../../../shared/api/routes/requests";
import { defineDomain } from "../define";

/** Material requests and their matches: deployed with the marketplace. */
export const requestsDomain = defineDomain({ routes: requestsRoutes, area: "market" });
