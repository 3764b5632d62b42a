import { coreRoutes } from "./routes-core";
import { datasheetRoutes } from "./routes-datasheets";
import { materialRoutes } from "./routes-materials";

/**
 * The one route table, composed of the route groups beside this file. The id "domain.name" names the handler
 * file functions/<domain>/<name>.ts. A handler imports only its own group (functions/lib/handler.ts), so a
 * Lambda bundle carries its group's schemas, not every route's.
 */
export const routes = { ...coreRoutes, ...materialRoutes, ...datasheetRoutes };

export type RouteId = keyof typeof routes;
