import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Who is asking and under which Idempotency-Key, for the domain code of one request: `route()` opens the
 * scope (functions/lib/handler.ts), `newId` (functions/lib/ids.ts) reads it. Code outside a request (jobs,
 * workflows, tests calling a domain module) has none.
 */
export interface RequestIdentity {
  routeId: string;
  /** The same caller the idempotency record is keyed by: `user:<sub>`, or `ip:<address>` on public routes. */
  caller: string;
  /** The signed-in user, null for an anonymous caller. */
  userId: string | null;
  /** The request's Idempotency-Key, null without one. */
  key: string | null;
}

interface Scope extends RequestIdentity {
  /** How many ids of each kind this request has derived so far: the next one's ordinal. */
  ordinals: Map<string, number>;
  /** The ids derived in this request, so only those are looked up as an earlier attempt's records. */
  derived: Set<string>;
}

const storage = new AsyncLocalStorage<Scope>();

export function withRequestIdentity<T>(identity: RequestIdentity, fn: () => Promise<T>): Promise<T> {
  return storage.run({ ...identity, ordinals: new Map(), derived: new Set() }, fn);
}

export function requestScope(): Scope | undefined {
  return storage.getStore();
}
