import useSWR, { mutate, preload, type SWRConfiguration } from "swr";
import { apiKey, callKey, type ApiKey } from "./apiKey";
import { takeEarlyRead } from "./earlyReads";
import type { CallArgs, CallOptions, GetEndpoint, PathParams, ResponseOf } from "./endpoints";

export { apiKey, type ApiKey } from "./apiKey";

/** SWR fetcher for keys made by apiKey: the read a route started at navigation start, else a new request. */
export const fetchKey = (key: ApiKey) => takeEarlyRead(key) ?? callKey(key);

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
