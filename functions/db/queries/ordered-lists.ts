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

/** A filter expression callback as ElectroDB's `where` takes it. */
export type Where = (a: any, op: any) => string;
/** One value of several: `a = 1 OR a = 2`, parenthesised so it composes with the other filters. */
export const anyOf = (values: readonly unknown[], one: (v: any) => string) => (values.length === 1 ? one(values[0]) : `(${values.map(one).join(" OR ")})`);

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

/** Answers stay well under Lambda's 6 MB response limit: fewer items per page when they are large. */
export const LIST_BYTE_BUDGET = 1_000_000;

/** Items read per source, for the benchmark and tests (reset by the caller). */
export const readStats = { items: 0, queries: 0 };

const sortKeyOf = (fields: readonly string[], item: Item) => fields.map((f) => String(item[f] ?? "").toLowerCase());

function compare(a: string[], b: string[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
}

interface SourceState {
  q: Goable;
  items: { item: Item; key: string[] }[];
  cursor: string | null;
  done: boolean;
  fetch: number;
}

/**
 * Up to `limit` items in order after the cursor, and whether at least one more exists. Several sources are
 * merged lazily (k-way): each first reads about its share of the page; an item is answered only once every
 * source that is not finished has read past it (a source's next items always come after the last one it
 * returned), and only the sources holding the merge back read again. So a page of several values reads
 * about `limit + 1` items in all, not `limit + 1` per value.
 */
export async function readOrdered(list: OrderedList, opts: PageOpts): Promise<{ items: Item[]; more: boolean }> {
  const limit = opts.limit ?? 50;
  const after = opts.cursor ? openCursor(list.partition, opts.cursor, list.sortFields) : null;
  const want = limit + 1;
  const sign = list.order === "desc" ? -1 : 1;
  const before = (a: string[], b: string[]) => sign * compare(a, b) < 0;
  const share = Math.ceil(want / list.sources.length) + 1;
  const states: SourceState[] = list.sources.map((s) => ({
    q: s(after),
    items: [],
    cursor: null,
    done: false,
    fetch: list.filtered ? Math.max(share * 2, 25) : share,
  }));

  async function read(st: SourceState) {
    const r = await st.q.go({ cursor: st.cursor, limit: st.fetch, order: list.order });
    readStats.queries++;
    readStats.items += r.data.length;
    for (const item of r.data as Item[]) if (!list.keep || list.keep(item)) st.items.push({ item, key: sortKeyOf(list.sortFields, item) });
    st.cursor = r.cursor ?? null;
    st.done = !st.cursor;
  }

  await Promise.all(states.map(read));
  for (;;) {
    const open = states.filter((st) => !st.done);
    // A source that is not finished may still return anything after its last item (or anything at all).
    const frontiers = open.map((st) => st.items.at(-1)?.key ?? null);
    const all = states.flatMap((st) => st.items).sort((a, b) => sign * compare(a.key, b.key));
    const blocked = frontiers.includes(null);
    // Safe: no unfinished source can still return an item before it.
    const safe = blocked ? [] : all.filter(({ key }) => frontiers.every((f) => !before(f!, key)));
    if (!open.length || safe.length >= want) {
      const seen = new Set<string>();
      const unique = (open.length ? safe : all).filter(({ key }) => !seen.has(key.join("\u0000")) && seen.add(key.join("\u0000")));
      return { items: unique.slice(0, limit).map(({ item }) => item), more: unique.length > limit };
    }
    // Read on only from the sources whose last item is before the `want`-th candidate (or that have none).
    const mark = all[want - 1]?.key;
    const behind = open.filter((st) => !st.items.length || !mark || before(st.items.at(-1)!.key, mark));
    // Unfiltered: about the missing share; filtered: growing reads, since matches per item read are unknown.
    const missing = Math.ceil((want - safe.length) / behind.length) + 1;
    for (const st of behind) st.fetch = list.filtered ? Math.min(Math.max(st.fetch * 2, missing * 2), 1000) : missing;
    await Promise.all(behind.map(read));
  }
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
export async function orderedPage<T>(
  list: OrderedList,
  opts: PageOpts,
  shape: (items: Item[]) => Promise<T[]> | T[],
  budget = LIST_BYTE_BUDGET,
): Promise<Page<T>> {
  const { items, more } = await readOrdered(list, opts);
  return finishPage(list, items, await shape(items), more, budget);
}

/** Start a Query strictly after a position in the direction of the list. */
export function after<Q extends { lt(p: Position): Q; gt(p: Position): Q }>(q: Q, order: "asc" | "desc", pos: Position | null): Q {
  if (!pos) return q;
  return order === "desc" ? q.lt(pos) : q.gt(pos);
}
