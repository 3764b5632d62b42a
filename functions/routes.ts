import type { RouteDef } from "../shared/api/contract";
import { routes, type RouteId } from "../shared/api/routes";

export interface RouteEntry extends RouteDef {
  id: RouteId;
  /** Handler source, relative to the repository root; its export `handler` serves the route. */
  handler: string;
}

/** The route table CDK and the local server both build from: one Lambda per entry. */
export const routeTable: RouteEntry[] = (Object.entries(routes) as [RouteId, RouteDef][]).map(([id, def]) => ({
  ...def,
  id,
  handler: `functions/${id.replace(".", "/")}.ts`,
}));
