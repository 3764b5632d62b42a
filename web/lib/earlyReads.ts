import { apiKey, callKey, type ApiKey } from "./apiKey";
import type { CallArgs, GetEndpoint } from "./endpoints";

/** An early answer older than this is not handed out: the screen it was for was left, and a later one reads afresh. */
const FRESH_MS = 10_000;
const started = new Map<string, { at: number; answer: Promise<unknown> }>();

/**
 * Start a read at navigation start (from a route's loader, in the app's first file), beside the screen's code
 * and texts instead of after them: the data cache's module loads with the signed-in screens, so this keeps the
 * request without it, and the cache's first fetch of the same key takes the answer (takeEarlyRead).
 */
export function startEarlyRead<E extends GetEndpoint>(endpoint: E, ...args: CallArgs<E>) {
  const id = JSON.stringify(apiKey(endpoint, ...args));
  if (started.has(id) && performance.now() - started.get(id)!.at < FRESH_MS) return;
  const answer = callKey(apiKey(endpoint, ...args));
  answer.catch(() => {}); // a failure reaches the screen through the fetch that takes it
  started.set(id, { at: performance.now(), answer });
}

/** The early read of this key, once and while fresh; undefined when there is none (fetch it then). */
export function takeEarlyRead(key: ApiKey): Promise<unknown> | undefined {
  const id = JSON.stringify(key);
  const early = started.get(id);
  started.delete(id);
  return early && performance.now() - early.at < FRESH_MS ? early.answer : undefined;
}
