import { isConditionFailure } from "../../lib/errors";
import { db } from "../service";

/**
 * Marks that outlive what they are about, kept as claims (entities/claim.ts): a tombstone says a record was
 * deleted and when (`takenAt`), so a writer that would recreate it under the same id can tell whether the
 * delete came after its own work began; a start mark says when a unit of work (an import batch) first began.
 */

/** Record that `id` (of `kind`) was deleted now by `by`; a later delete moves the date on. */
export async function markDeleted(kind: string, id: string, by: string, at = Date.now()): Promise<void> {
  await db()
    .claim.put({ scope: `deleted:${kind}`, value: id, owner: by, takenAt: at })
    .go();
}

/** Of `ids`, those deleted at or after `since` (epoch ms). */
export async function deletedSince(kind: string, ids: string[], since: number): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const { data, unprocessed } = await db()
    .claim.get(ids.map((value) => ({ scope: `deleted:${kind}`, value })))
    .go();
  // not knowing is not "not deleted": the caller fails rather than recreate what may have been deleted
  if (unprocessed.length) throw new Error(`${unprocessed.length} ${kind} tombstones not read`);
  return new Set(data.filter((t) => t.takenAt >= since).map((t) => t.value));
}

/** When the work named `value` first began (now, for its first call): a conditional put, then the stored date. */
export async function firstStart(scope: string, value: string, owner: string, now = Date.now()): Promise<number> {
  try {
    await db()
      .claim.create({ scope: `started:${scope}`, value, owner, takenAt: now })
      .go();
    return now;
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
  const { data } = await db()
    .claim.get({ scope: `started:${scope}`, value })
    .go();
  return data?.takenAt ?? now;
}
