import useSWR, { mutate, preload, type SWRConfiguration } from "swr";
import { call } from "./api";
import type { CallArgs, CallOptions, GetEndpoint, PathParams, QueryValue, ResponseOf } from "./endpoints";

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

/** SWR fetcher for keys made by apiKey. */
export const fetchKey = ([endpoint, params, query]: ApiKey) => call(endpoint, { params, query } as never);

/** A cached read of a GET endpoint; null options mean "not yet" (SWR's conditional fetching). */
export function useApi<E extends GetEndpoint>(endpoint: E, opts: CallOptions<E> | null, config?: SWRConfiguration<ResponseOf<E>>) {
  return useSWR<ResponseOf<E>, unknown, ApiKey | null>(opts === null ? null : apiKey<E>(endpoint, ...([opts] as CallArgs<E>)), fetchKey as never, config);
}

/** Start a read before the component that shows it renders (same key, so useApi picks the answer up). */
export const preloadApi = <E extends GetEndpoint>(endpoint: E, ...args: CallArgs<E>) => preload(apiKey(endpoint, ...args), fetchKey);

/** Matches every cached key of the endpoint, or only those with these path parameters. */
export function keysOf<E extends GetEndpoint>(endpoint: E, params?: Partial<PathParams<E>>) {
  return (key: unknown) =>
    Array.isArray(key) && key[0] === endpoint && Object.entries(params ?? {}).every(([k, v]) => (key[1] as Record<string, string>)[k] === v);
}

/** Refetch every cached read of the endpoint (e.g. every page and filter of a list after a change). */
export const invalidate = <E extends GetEndpoint>(endpoint: E, params?: Partial<PathParams<E>>) => mutate(keysOf(endpoint, params));

/** Put a fresh answer (e.g. the saved record a mutation returned) into the cache without refetching. */
export const setCached = <E extends GetEndpoint>(endpoint: E, params: PathParams<E>, data: ResponseOf<E> | undefined) =>
  mutate<ResponseOf<E>>(apiKey<E>(endpoint, ...([{ params }] as CallArgs<E>)), data as never, { revalidate: false });
