import type { RouteDef } from "../shared/api/contract";
import { routes, type RouteId } from "../shared/api/routes";
import { domains } from "./domains";
import { handlerName } from "./domains/define";

export interface RouteEntry extends RouteDef {
  id: RouteId;
  /** Handler source, relative to the repository root. */
  handler: string;
  /** The export of `handler` that serves the route: the route's name in a domain's handler map, else `handler`. */
  handlerExport: string;
}

const inDomainFolder = (domain: string): boolean => Object.hasOwn(domains, domain);

/** Where a route's handler is: a domain folder's handler map, or a file of its own (functions/<domain>/<name>.ts). */
function handlerOf(id: RouteId): Pick<RouteEntry, "handler" | "handlerExport"> {
  const domain = id.slice(0, id.indexOf("."));
  if (inDomainFolder(domain)) return { handler: `functions/domains/${domain}/handlers.ts`, handlerExport: handlerName(id) };
  return { handler: `functions/${id.replace(".", "/")}.ts`, handlerExport: "handler" };
}

/**
 * The route table CDK and the local server both build from: one Lambda per entry. Its entry module is
 * generated at build time when the handler is an export of a handler map (infra/route-entries.ts).
 */
export const routeTable: RouteEntry[] = (Object.entries(routes) as [RouteId, RouteDef][]).map(([id, def]) => ({
  ...def,
  id,
  ...handlerOf(id),
}));
