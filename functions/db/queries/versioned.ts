import { conflict, isConditionFailure } from "../../lib/errors";
import { updatedBy } from "../audit";
import { auditSwitch, fieldChanges, ownerOf, SYSTEM_ACTOR, writeWithAudit } from "../audit-log";
import { assertItemFits, goIfFits } from "../item-size";
import { db } from "../service";

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

/** What the writes below need of any ElectroDB entity: its name, and turning a raw item into its answer. */
interface Named {
  schema: { model: { entity: string } };
  parse(r: { Item: Record<string, unknown> }): { data: unknown };
}

interface Patchable extends Named {
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
  params(): Record<string, unknown>;
  go(opts: { response: "all_new" }): Promise<{ data: unknown }>;
}

/** How often a patch that names no version is tried again when another write lands between its read and its write. */
const PATCH_ATTEMPTS = 4;

/**
 * Update with optimistic concurrency: the version always goes up by one, and when the caller says which
 * version it edited, a newer stored version fails the write (mapped to 409 by the handler stack).
 *
 * The stored item is read first (its size after the patch is checked on it, ADR 0076), so the patch is sent
 * conditioned on the version read, in one transaction with the audit entry of the fields it changes (ADR
 * 0213): the history can never miss an update nor hold one that did not happen. A patch naming no version
 * that meets a write in between reads again and retries, so it still applies on top of the newest record.
 */
export async function patchVersioned<T>(
  entity: Patchable,
  key: Record<string, unknown>,
  changes: object,
  userId: string,
  expectedVersion?: number,
): Promise<T> {
  const { set, remove } = splitChanges(changes);
  for (let attempt = 1; ; attempt++) {
    const { data } = await entity.get(key).go();
    if (!data || !auditSwitch.on) return plainPatch<T>(entity, key, { set, remove }, userId, expectedVersion, data);
    const version = data.version as number;
    if (expectedVersion !== undefined && expectedVersion !== version) throw conflict();
    const stamp = updatedBy(userId);
    const merged: Record<string, unknown> = { ...data, ...set, ...stamp, version: version + 1 };
    for (const k of remove) delete merged[k];
    const afterItem = entity.put(merged).params().Item ?? merged;
    assertItemFits(afterItem);
    const after = entity.parse({ Item: afterItem }).data as Record<string, unknown>;
    let chain = entity.patch(key).set({ ...set, ...stamp });
    if (remove.length) chain = chain.remove(remove);
    chain = chain.add({ version: 1 }).where((a, op) => op.eq(a.version, version));
    const type = entity.schema.model.entity;
    const id = String(data.id ?? Object.values(key).join("#"));
    try {
      await writeWithAudit(db().auditEntry, { Update: chain.params() as never }, {
        entityType: type,
        entityId: id,
        version: version + 1,
        action: "update",
        actor: userId,
        companyId: ownerOf(type, after, id),
        changes: fieldChanges(data, after),
      });
      return after as T;
    } catch (e) {
      if (expectedVersion !== undefined || attempt >= PATCH_ATTEMPTS || !isConditionFailure(e)) throw e;
    }
  }
}

/**
 * The patch without a history entry (recording off, or no stored item, which the patch's own existence
 * condition answers): the size checked on the item read, the version condition only when the caller names one.
 */
async function plainPatch<T>(
  entity: Patchable,
  key: Record<string, unknown>,
  { set, remove }: { set: Record<string, unknown>; remove: string[] },
  userId: string,
  expectedVersion: number | undefined,
  data: Record<string, unknown> | null,
): Promise<T> {
  if (data) {
    const merged: Record<string, unknown> = { ...data, ...set };
    for (const k of remove) delete merged[k];
    assertItemFits(entity.put(merged).params().Item ?? merged);
  }
  let chain = entity.patch(key).set({ ...set, ...updatedBy(userId) });
  if (remove.length) chain = chain.remove(remove);
  chain = chain.add({ version: 1 });
  if (expectedVersion !== undefined) chain = chain.where((a, op) => op.eq(a.version, expectedVersion));
  const res = await chain.go({ response: "all_new" });
  return res.data as T;
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
interface Replaceable extends Named {
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
 *
 * The put and the audit entry of the fields it changes go in one transaction (ADR 0213); the history records
 * `by` as the actor, "system" for a system write, and what `next` says when `by` is left out.
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
  const write = entity.put(record as never).where((a, op) => op.eq(a.version, existing.version));
  if (!auditSwitch.on) {
    const { data } = await goIfFits(write);
    return { ...(data as object), id: existing.id } as T;
  }
  const actor = opts.by ?? (opts.by === null ? SYSTEM_ACTOR : (record.updatedBy ?? SYSTEM_ACTOR));
  const after = await putAudited(entity, write, existing, actor, existing.id);
  return { ...after, id: existing.id } as T;
}

/** An ElectroDB create or put chain, before it is sent. */
interface PutChain {
  params(): { Item?: Record<string, unknown> };
}

/**
 * Send a create or put (its own conditions kept) in one transaction with the audit entry of the change from
 * `before` (null: a create, every field new), when the item fits. Answers the record as ElectroDB reads it.
 */
export async function putAudited(entity: Named, write: PutChain, before: object | null, actor: string, id: string): Promise<Record<string, unknown>> {
  const params = write.params();
  const item = params.Item ?? {};
  assertItemFits(item);
  const after = entity.parse({ Item: item }).data as Record<string, unknown>;
  const type = entity.schema.model.entity;
  await writeWithAudit(db().auditEntry, { Put: params as never }, {
    entityType: type,
    entityId: id,
    version: typeof after.version === "number" ? after.version : 1,
    action: before ? "update" : "create",
    actor,
    companyId: ownerOf(type, after, id),
    changes: fieldChanges(before, after),
  });
  return after;
}

/** An ElectroDB delete chain, before it is sent. */
interface DeleteChain {
  params(): Record<string, unknown>;
}

/**
 * Send a delete (its own conditions kept) in one transaction with the audit entry that records every field
 * of `before` as removed, under the version after the deleted one.
 */
export async function deleteAudited(entity: Named, write: DeleteChain, before: object & { version?: number }, actor: string, id: string): Promise<void> {
  const type = entity.schema.model.entity;
  await writeWithAudit(db().auditEntry, { Delete: write.params() as never }, {
    entityType: type,
    entityId: id,
    version: (before.version ?? 0) + 1,
    action: "delete",
    actor,
    companyId: ownerOf(type, before, id),
    changes: fieldChanges(before, null),
  });
}
