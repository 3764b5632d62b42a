import { configRoutes } from "../../../shared/api/routes/config";
import { defineDomain } from "../define";

/** Named platform settings: admin routes, deployed with the core routes. */
export const configDomain = defineDomain({ routes: configRoutes, area: "core" });
