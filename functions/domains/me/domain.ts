import { meRoutes } from "../../../shared/api/routes/me";
import { defineDomain } from "../define";

/** The signed-in user's own profile: deployed with the core routes. */
export const meDomain = defineDomain({ routes: meRoutes, area: "core" });
