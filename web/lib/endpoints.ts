import type { input, $ZodType } from "zod/v4/core";
import type { RouteResponses } from "../../shared/api/responses";
import type { routes } from "../../shared/api/routes";

/**
 * Types of the API calls, derived from the route contract (shared/api/routes/*.ts and shared/api/responses.ts).
 * An endpoint is named by its method and path template, e.g. "GET /materials/{id}": that names the route for a
 * reader and is all the client needs at runtime, so the SPA bundles no route table and no schema for it.
 */
type Routes = typeof routes;
type RouteId = keyof Routes;
type Signature<K extends RouteId> = `${Routes[K]["method"]} ${Routes[K]["path"]}`;

export type Endpoint = { [K in RouteId]: Signature<K> }[RouteId];
export type GetEndpoint = Extract<Endpoint, `GET ${string}`>;
/** The route id an endpoint names. */
export type RouteOf<E extends Endpoint> = { [K in RouteId]: Signature<K> extends E ? K : never }[RouteId];

type PathOf<E extends string> = E extends `${string} ${infer P}` ? P : never;
type ParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}` ? N | ParamNames<Rest> : never;
export type PathParams<E extends Endpoint> = { [N in ParamNames<PathOf<E>>]: string };

/** A query value as it goes into the URL; the route's schema parses and coerces it on the server. */
export type QueryValue = string | number | boolean | null | undefined;
type Def<E extends Endpoint> = Routes[RouteOf<E>];
export type QueryOf<E extends Endpoint> = Def<E> extends { query: infer Q extends $ZodType } ? { [F in keyof input<Q>]?: QueryValue } : never;
export type BodyOf<E extends Endpoint> = Def<E> extends { body: infer B extends $ZodType } ? input<B> : never;
export type ResponseOf<E extends Endpoint> = RouteResponses[RouteOf<E>];

/** What a call needs: its path parameters, query and body exactly as the route declares them. */
export type CallOptions<E extends Endpoint> = ([ParamNames<PathOf<E>>] extends [never] ? { params?: undefined } : { params: PathParams<E> }) &
  ([QueryOf<E>] extends [never] ? { query?: undefined } : { query?: QueryOf<E> }) &
  ([BodyOf<E>] extends [never] ? { body?: undefined } : { body: BodyOf<E> }) & {
    /** Public routes (login, signup) go without a token. */
    anonymous?: boolean;
    signal?: AbortSignal;
    /** The Idempotency-Key to send (RequestOptions.idempotencyKey in api.ts); made per call when absent. */
    idempotencyKey?: string;
  };

/** Options may be left out only when the endpoint needs none. */
export type CallArgs<E extends Endpoint> = [ParamNames<PathOf<E>>] extends [never]
  ? [BodyOf<E>] extends [never]
    ? [opts?: CallOptions<E>]
    : [opts: CallOptions<E>]
  : [opts: CallOptions<E>];

/** "/materials/{id}" with { id: "a/b" } → "/materials/a%2Fb"; a missing parameter is a bug, not a request. */
export function fillPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === "") throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(value);
  });
}
