import type { RouteDef } from "../../shared/api/contract";

/** The API areas: one CloudFormation stack of route Lambdas each (infra/api-areas.ts, ADR 0021). */
export const API_AREA_NAMES = ["core", "market", "crm", "intelligence"] as const;
export type ApiAreaName = (typeof API_AREA_NAMES)[number];

/**
 * What the build and the local stack need to know of a domain folder (functions/domains/<name>/): its route
 * group (shared/api/routes/<name>.ts), served by the exports of its handlers.ts, and the API area its
 * Lambdas are deployed in. Kept apart from the entities (functions/domains/entities.ts) so the table's entity
 * list, which every Lambda imports, does not carry the route schemas.
 */
export interface Domain<G extends Record<string, RouteDef> = Record<string, RouteDef>> {
  routes: G;
  /** Once deployed, do not move a domain to another area in one step (infra/api-areas.ts says why). */
  area: ApiAreaName;
}

export const defineDomain = <const G extends Record<string, RouteDef>>(d: Domain<G>) => d;

/** The export of a domain's handlers.ts that serves a route: the part of the route id after the dot. */
export const handlerName = (routeId: string) => routeId.slice(routeId.indexOf(".") + 1);
