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

/** A zod object schema: its shape names the fields. */
interface ObjectSchema {
  _zod: { def: { shape: Record<string, unknown> } };
}
/** A schema an entity stores; `notStored` names the fields it accepts but never stores under their own name. */
export type StoredSchema = ObjectSchema | { schema: ObjectSchema; notStored: readonly string[] };

/**
 * Beside a domain's `entities` (in its entity file): for each entity, the zod schemas whose every field it
 * stores as an attribute, or null for an entity no schema writes (fan-out rows, counters, claims, logs).
 * ElectroDB drops an unknown attribute without a word, so a field a schema gains and its entity lacks would
 * validate, answer 200 and be lost: test/unit/schema-entity.test.ts checks each registered entity against
 * these. The compiler asks for an entry per entity.
 */
export const storedSchemasOf = <E extends object>(_entities: E, schemas: { readonly [K in keyof E]: readonly StoredSchema[] | null }) => schemas;

/** The export of a domain's handlers.ts that serves a route: the part of the route id after the dot. */
export const handlerName = (routeId: string) => routeId.slice(routeId.indexOf(".") + 1);
