import type { Page } from "../../../shared/schemas/common";
import { openCursor, sealCursor, type Position } from "../cursor";

type Item = Record<string, unknown>;

/**
 * Pages of lists read from one or more index Queries that share a sort order (ADR 0081). Several values of
 * a filter are several Queries (one per value, issued in parallel), merged by the sort key. Each page reads
 * `limit + 1` matches so it knows whether a next page has any item: a cursor is only answered when it does,
 * so no list answers an empty page while matches exist. The cursor is the position after the last item
 * answered (its sort-key values), sealed by ../cursor.ts for the list's partition.
 */

interface Goable {
  go(opts: Record<string, unknown>): Promise<{ data: unknown[]; cursor: string | null }>;
}

export interface OrderedList {
  /** What the cursor is bound to: route, owner and filters. A cursor of another partition is refused. */
  partition: string;
  /** The index sort-key attributes, most significant first (e.g. createdDate, id). */
  sortFields: readonly string[];
  order: "asc" | "desc";
  /** One Query per source, starting strictly after `after` when given (ElectroDB `.lt`/`.gt`). */
  sources: ((after: Position | null) => Goable)[];
  /** Some filter expression or `keep` applies, so a DynamoDB page may hold fewer matches than it read. */
  filtered: boolean;
  keep?: (item: Item) => boolean;
}

export interface PageOpts {
  cursor?: string | null;
  limit?: number;
}

/** Answers stay well under Lambda's 6 MB response limit (issue 13.5): fewer items per page when they are large. */
export const LIST_BYTE_BUDGET = 1_000_000;

/** Items read per source, for the benchmark and tests (reset by the caller). */
export const readStats = { items: 0, queries: 0 };

async function readSource(q: Goable, want: number, order: "asc" | "desc", filtered: boolean, keep?: (i: Item) => boolean): Promise<Item[]> {
  const out: Item[] = [];
  let cursor: string | null = null;
  // An unfiltered Query returns exactly what it reads; a filtered one grows its reads to cut round trips.
  let fetch = filtered ? Math.max(want * 2, 50) : want;
  for (;;) {
    const r = await q.go({ cursor, limit: fetch, order });
    readStats.queries++;
    readStats.items += r.data.length;
    for (const item of r.data as Item[]) if (!keep || keep(item)) out.push(item);
    cursor = r.cursor ?? null;
    if (!cursor || out.length >= want) return out.slice(0, want);
    fetch = Math.min(fetch * 4, 1000);
  }
}

const sortKeyOf = (fields: readonly string[], item: Item) => fields.map((f) => String(item[f] ?? "").toLowerCase());

function compare(a: string[], b: string[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
}

/** Up to `limit` items in order after the cursor, and whether at least one more exists. */
export async function readOrdered(list: OrderedList, opts: PageOpts): Promise<{ items: Item[]; more: boolean }> {
  const limit = opts.limit ?? 50;
  const after = opts.cursor ? openCursor(list.partition, opts.cursor, list.sortFields) : null;
  const want = limit + 1;
  const parts = await Promise.all(list.sources.map((s) => readSource(s(after), want, list.order, list.filtered, list.keep)));
  let merged = parts.flat();
  if (parts.length > 1) {
    const sign = list.order === "desc" ? -1 : 1;
    const keyed = merged.map((item) => ({ item, key: sortKeyOf(list.sortFields, item) }));
    keyed.sort((a, b) => sign * compare(a.key, b.key));
    const seen = new Set<string>();
    merged = keyed.filter(({ key }) => !seen.has(key.join("\u0000")) && seen.add(key.join("\u0000"))).map(({ item }) => item);
  }
  return { items: merged.slice(0, limit), more: merged.length > limit };
}

/**
 * The answer for already shaped items: cut where the JSON would pass the byte budget (always at least one
 * item; a stored item is under 400 KB), and seal the position of the last item answered as the cursor.
 */
export function finishPage<T>(list: OrderedList, raw: Item[], shaped: T[], more: boolean, budget = LIST_BYTE_BUDGET): Page<T> {
  let bytes = 0;
  let n = 0;
  for (; n < shaped.length; n++) {
    bytes += Buffer.byteLength(JSON.stringify(shaped[n])) + 1;
    if (bytes > budget && n > 0) break;
  }
  const hasMore = more || n < shaped.length;
  const last = raw[n - 1];
  const position = last ? Object.fromEntries(list.sortFields.map((f) => [f, String(last[f])])) : null;
  return { items: shaped.slice(0, n), cursor: hasMore && position ? sealCursor(list.partition, position) : null };
}

/** Read and answer one page, shaping the raw items with `shape` (which keeps their order). */
export async function orderedPage<T>(list: OrderedList, opts: PageOpts, shape: (items: Item[]) => Promise<T[]> | T[]): Promise<Page<T>> {
  const { items, more } = await readOrdered(list, opts);
  return finishPage(list, items, await shape(items), more);
}

/** Start a Query strictly after a position in the direction of the list. */
export function after<Q extends { lt(p: Position): Q; gt(p: Position): Q }>(q: Q, order: "asc" | "desc", pos: Position | null): Q {
  if (!pos) return q;
  return order === "desc" ? q.lt(pos) : q.gt(pos);
}
