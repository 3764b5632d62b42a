import { call } from "./api";
import type { CallArgs, GetEndpoint, QueryValue } from "./endpoints";

/**
 * The one query-key factory: every cached API read is keyed [endpoint, path params, query], so a fetch, a
 * preload and an invalidation of the same data name it the same way, and invalidating "GET /materials" finds
 * every page and filter of that list.
 */
export type ApiKey = readonly [GetEndpoint, Record<string, string>, Record<string, string | number | boolean>];

/** Empty query values are left out of the key as they are left out of the URL, so both spellings share a cache entry. */
function cleanQuery(query: Record<string, QueryValue> | undefined) {
  const out: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== "") out[k] = v;
  return out;
}

export function apiKey<E extends GetEndpoint>(endpoint: E, ...[opts]: CallArgs<E>): ApiKey {
  const o = (opts ?? {}) as { params?: Record<string, string>; query?: Record<string, QueryValue> };
  return [endpoint, { ...o.params }, cleanQuery(o.query)];
}

/** The request a key stands for. */
export const callKey = ([endpoint, params, query]: ApiKey) => call(endpoint, { params, query } as never);
