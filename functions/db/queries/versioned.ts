import { updatedBy } from "../audit";

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
  let chain = entity.patch(key).set({ ...set, ...updatedBy(userId) });
  if (remove.length) chain = chain.remove(remove);
  chain = chain.add({ version: 1 });
  if (expectedVersion !== undefined) chain = chain.where((a, op) => op.eq(a.version, expectedVersion));
  const res = await chain.go({ response: "all_new" });
  return res.data as T;
}
