import { conflict, isConditionFailure } from "../../lib/errors";
import { updatedBy } from "../audit";
import { appendAuditEntry, fieldChanges, ownerOf, SYSTEM_ACTOR } from "../audit-log";
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

/** What the writes below need of any ElectroDB entity: its name (the kind of record its history names). */
interface Named {
  schema: { model: { entity: string } };
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
  go(opts: { response: "all_new" }): Promise<{ data: unknown }>;
}

/** How often a patch that names no version is tried again when another write lands between its read and its write. */
const PATCH_ATTEMPTS = 4;

/** The kind of record and its id, as its history is keyed. */
const typeOf = (entity: Named) => entity.schema.model.entity;

/**
 * Update with optimistic concurrency: the version always goes up by one, and when the caller says which
 * version it edited, a newer stored version fails the write (mapped to 409 by the handler stack).
 *
 * The stored item is read first: the item the patch leaves behind is size-checked on it (ADR 0076), and it
 * is the "before" of the audit entry appended after the patch (ADR 0213). So that the entry's old values are
 * exactly what the patch replaced, the patch is conditioned on the version read; one naming no version that
 * meets a write in between reads again and retries, so it still applies on top of the newest record.
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
    if (data) {
      const merged: Record<string, unknown> = { ...data, ...set };
      for (const k of remove) delete merged[k];
      assertItemFits(entity.put(merged).params().Item ?? merged);
    }
    const version = expectedVersion ?? (data?.version as number | undefined);
    let chain = entity.patch(key).set({ ...set, ...updatedBy(userId) });
    if (remove.length) chain = chain.remove(remove);
    chain = chain.add({ version: 1 });
    if (version !== undefined) chain = chain.where((a, op) => op.eq(a.version, version));
    try {
      const after = (await chain.go({ response: "all_new" })).data as Record<string, unknown>;
      if (data) await recordUpdate(entity, String(after.id ?? Object.values(key).join("#")), data, after, userId);
      return after as T;
    } catch (e) {
      if (expectedVersion !== undefined || !data || attempt >= PATCH_ATTEMPTS || !isConditionFailure(e)) throw e;
    }
  }
}

/** The audit entry of an update that has happened: the fields that changed from `before` to `after`. */
function recordUpdate(entity: Named, id: string, before: object, after: Record<string, unknown>, actor: string) {
  const type = typeOf(entity);
  return appendAuditEntry(db().auditEntry, {
    entityType: type,
    entityId: id,
    version: after.version as number,
    action: "update",
    actor,
    companyId: ownerOf(type, after, id),
    changes: fieldChanges(before, after),
  });
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
 * The audit entry of the fields it changed is appended after the put (ADR 0213); it names `by` as the actor,
 * "system" for a system write, and what `next` says when `by` is left out.
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
  const actor = opts.by ?? (opts.by === null ? SYSTEM_ACTOR : (record.updatedBy ?? SYSTEM_ACTOR));
  const data = await replaceAudited(
    entity,
    entity.put(record as never).where((a, op) => op.eq(a.version, existing.version)),
    existing,
    actor,
    existing.id,
  );
  return { ...data, id: existing.id } as T;
}

/** An ElectroDB create or put chain (its conditions set), before it is sent. */
interface PutChain {
  params(): { Item?: Record<string, unknown> };
  go(): Promise<{ data: unknown }>;
}

/**
 * Replace a record with a put the caller conditioned on the stored version `before` has (the size checked),
 * and append the audit entry of the fields it changed. Answers the record as ElectroDB reads it back.
 */
export async function replaceAudited(entity: Named, write: PutChain, before: object, actor: string, id: string): Promise<Record<string, unknown>> {
  const { data } = await goIfFits(write);
  const after = data as Record<string, unknown>;
  await recordUpdate(entity, id, before, after, actor);
  return after;
}

/**
 * Create a record (its own conditions kept, the size checked) and append its audit entry: every field new,
 * under the version it was created in, by `actor` (else the record's createdBy) for the record `id` (else
 * its id). Answers what ElectroDB's create answers.
 */
export async function createAudited<W extends PutChain>(
  entity: Named,
  write: W,
  who: { actor?: string; id?: string } = {},
): Promise<Awaited<ReturnType<W["go"]>>> {
  const res = await goIfFits(write);
  const created = res.data as Record<string, unknown>;
  const type = typeOf(entity);
  const id = who.id ?? String(created.id);
  await appendAuditEntry(db().auditEntry, {
    entityType: type,
    entityId: id,
    version: typeof created.version === "number" ? created.version : 1,
    action: "create",
    actor: who.actor ?? (typeof created.createdBy === "string" ? created.createdBy : SYSTEM_ACTOR),
    companyId: ownerOf(type, created, id),
    changes: fieldChanges(null, created),
  });
  return res;
}

/** An ElectroDB delete chain, before it is sent. */
interface DeleteChain {
  go(): Promise<unknown>;
}

/**
 * Delete a record (its own conditions kept) and append the audit entry that records every field of `before`
 * as removed, under the version after the deleted one.
 */
export async function deleteAudited(entity: Named, write: DeleteChain, before: object & { version?: number }, actor: string, id: string): Promise<void> {
  await write.go();
  await recordDeleted(entity, before, actor, id);
}

/**
 * The audit entry of a delete this call has made (its own conditions decided that it removed the record): every
 * field of `before` removed, under the version after the deleted one. Deletes that answer whether they removed
 * the record (a retry or a racing delete removes nothing) call this only when they did.
 */
export async function recordDeleted(entity: Named, before: object & { version?: number }, actor: string, id: string): Promise<void> {
  const type = typeOf(entity);
  await appendAuditEntry(db().auditEntry, {
    entityType: type,
    entityId: id,
    version: (before.version ?? 0) + 1,
    action: "delete",
    actor,
    companyId: ownerOf(type, before, id),
    changes: fieldChanges(before, null),
  });
}
