import { catalogRoutes } from "../../../shared/api/routes/catalog";
import { defineDomain } from "../define";

/** The public catalog (no sign-in): deployed with the marketplace. */
export const catalogDomain = defineDomain({ routes: catalogRoutes, area: "market" });
