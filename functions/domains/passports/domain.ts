import { passportsRoutes } from "../../../shared/api/routes/passports";
import { defineDomain } from "../define";

/** Product passports of listed materials (no sign-in): deployed with the marketplace, beside the catalog. */
export const passportsDomain = defineDomain({ routes: passportsRoutes, area: "market" });
