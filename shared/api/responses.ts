import type { GroupAnswers, RouteId } from "./routes";

type Joined<U> = (U extends unknown ? (u: U) => void : never) extends (j: infer J) => void ? J : never;

/**
 * What every route answers, by route id: the answer maps each route group keeps after its entries
 * (shared/api/routes/<domain>.ts), joined from shared/api/routes.ts's GroupAnswers. Type-only, so neither
 * the SPA nor a Lambda bundle carries it.
 */
export type RouteResponses = Joined<GroupAnswers[keyof GroupAnswers]>;

/** Fails to compile when a route has no response type, or a response type names a route that does not exist. */
type Exact<A, B> = [Exclude<A, B>, Exclude<B, A>] extends [never, never] ? true : { missing: Exclude<A, B>; unknown: Exclude<B, A> };
export const RESPONSES_COVER_ROUTES: Exact<RouteId, keyof RouteResponses> = true;
