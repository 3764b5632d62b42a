import { insightsRoutes } from "../../../shared/api/routes/insights";
import { defineDomain } from "../define";

/** Prices and analytics (admin screens): deployed with the market routes. */
export const insightsDomain = defineDomain({ routes: insightsRoutes, area: "market" });
