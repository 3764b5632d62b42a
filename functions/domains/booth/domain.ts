import { boothRoutes } from "../../../shared/api/routes/booth";
import { defineDomain } from "../define";

/** Trade-fair booth visitors (staff only): deployed with the intelligence routes. */
export const boothDomain = defineDomain({ routes: boothRoutes, area: "intelligence" });
