import { conflict } from "../../lib/errors";
import { updatedBy } from "../audit";
import { assertItemFits, goIfFits } from "../item-size";

/** A record as stored: null and undefined attributes left out (DynamoDB stores no nulls; absent means empty). */
export const withoutNulls = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined)) as { [K in keyof T]: Exclude<T[K], null> };

/** Split a partial update into ElectroDB set/remove: null and "" clear an attribute, undefined leaves it. */
export function splitChanges(changes: object) {
  const set: Record<string, unknown> = {};
  const remove: string[] = [];
  for (const [k, v] of Object.entries(changes)) {
    if (v === undefined || k === "version") continue;
    if (v === null) remove.push(k);
    else set[k] = v;
  }
  return { set, remove };
}

interface Patchable {
  get(key: Record<string, unknown>): { go(): Promise<{ data: Record<string, unknown> | null }> };
  put(item: Record<string, unknown>): { params(): { Item?: Record<string, unknown> } };
  patch(key: Record<string, unknown>): {
    set(v: Record<string, unknown>): Chain;
  };
}
interface Chain {
  remove(v: string[]): Chain;
  add(v: Record<string, number>): Chain;
  where(fn: (attr: { version: unknown }, op: { eq(attr: unknown, value: number): string }) => string): Chain;
  go(opts: { response: "all_new" }): Promise<{ data: unknown }>;
}

/**
 * Update with optimistic concurrency: the version always goes up by one, and when the caller says which
 * version it edited, a newer stored version fails the write (mapped to 409 by the handler stack).
 */
export async function patchVersioned<T>(
  entity: Patchable,
  key: Record<string, unknown>,
  changes: object,
  userId: string,
  expectedVersion?: number,
): Promise<T> {
  const { set, remove } = splitChanges(changes);
  await assertPatchFits(entity, key, set, remove);
  let chain = entity.patch(key).set({ ...set, ...updatedBy(userId) });
  if (remove.length) chain = chain.remove(remove);
  chain = chain.add({ version: 1 });
  if (expectedVersion !== undefined) chain = chain.where((a, op) => op.eq(a.version, expectedVersion));
  const res = await chain.go({ response: "all_new" });
  return res.data as T;
}

/**
 * A patch can grow an item a little at a time, so its size is checked on the item it leaves behind: the
 * stored one with the changes applied, rendered as the full item ElectroDB would write (keys included).
 * This costs one read per patch (ADR 0076); a missing item is left to the patch's own outcome.
 */
async function assertPatchFits(entity: Patchable, key: Record<string, unknown>, set: Record<string, unknown>, remove: string[]) {
  const { data } = await entity.get(key).go();
  if (!data) return;
  const merged: Record<string, unknown> = { ...data, ...set };
  for (const k of remove) delete merged[k];
  assertItemFits(entity.put(merged).params().Item ?? merged);
}

/** What a whole-item replace needs of the stored record. */
interface Stored {
  id: string;
  version: number;
  createdDate?: string;
  createdBy?: string | null;
  updatedDate?: string;
  updatedBy?: string | null;
}

/** ElectroDB's put with a condition, as putVersioned uses it. */
interface Replaceable {
  put(item: never): {
    where(fn: (attr: { version: unknown }, op: { eq(attr: unknown, value: number): string }) => string): {
      params(): { Item?: Record<string, unknown> };
      go(): Promise<{ data: unknown }>;
    };
  };
}

/**
 * Replace the stored record with `next` (the merged record) if nobody wrote in between: the version goes up
 * by one, and a stale `expectedVersion` or a concurrent write answers 409. The id and the creation audit stay
 * the stored ones. `by` says who updates: a user id stamps them; null (a system write, e.g. the matcher) keeps
 * the last updater; leaving it out keeps what `next` says.
 */
export async function putVersioned<T extends Stored>(
  entity: Replaceable,
  existing: T,
  next: T,
  opts: { by?: string | null; expectedVersion?: number } = {},
): Promise<T> {
  if (opts.expectedVersion !== undefined && opts.expectedVersion !== existing.version) throw conflict();
  const audit = opts.by === undefined ? {} : opts.by ? updatedBy(opts.by) : { updatedDate: existing.updatedDate, updatedBy: existing.updatedBy };
  const record = withoutNulls({
    ...next,
    id: existing.id,
    createdDate: existing.createdDate,
    createdBy: existing.createdBy,
    ...audit,
    version: existing.version + 1,
  });
  const { data } = await goIfFits(entity.put(record as never).where((a, op) => op.eq(a.version, existing.version)));
  return { ...(data as object), id: existing.id } as T;
}
