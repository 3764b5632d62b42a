import { isConditionFailure } from "../../lib/errors";
import { db } from "../service";

/**
 * Claims on unique values (entities/claim.ts): conditional puts instead of read-then-write. A claim is taken
 * before its record is written and released once the record (and what marks it unique) is stored or undone.
 */

/** A claim older than this was left by a crashed writer (a request is over long before). */
export const CLAIM_LEASE_MS = 5 * 60 * 1000;

export type ClaimOutcome = { taken: true } | { taken: false; owner: string; stale: boolean };

/**
 * Take the claim on `value` for `owner`: taken when nobody holds it (or `owner` already does: a retry);
 * otherwise who holds it and whether their claim is past its lease.
 */
export async function takeClaim(scope: string, value: string, owner: string, now = Date.now()): Promise<ClaimOutcome> {
  try {
    await db().claim.create({ scope, value, owner, takenAt: now }).go();
    return { taken: true };
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
  const { data } = await db().claim.get({ scope, value }).go();
  // released between the put and the read: try once more
  if (!data) return takeClaim(scope, value, owner, now);
  if (data.owner === owner) return { taken: true };
  return { taken: false, owner: data.owner, stale: now - data.takenAt > CLAIM_LEASE_MS };
}

/** Take over a claim from `from` (a crashed writer); false when someone else changed or released it first. */
export async function takeOverClaim(scope: string, value: string, from: string, owner: string, now = Date.now()): Promise<boolean> {
  try {
    await db()
      .claim.patch({ scope, value })
      .set({ owner, takenAt: now })
      .where((a, op) => op.eq(a.owner, from))
      .go();
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/** Release `owner`'s claim (a claim someone else holds by now stays). */
export async function releaseClaim(scope: string, value: string, owner: string): Promise<void> {
  try {
    await db()
      .claim.delete({ scope, value })
      .where((a, op) => op.eq(a.owner, owner))
      .go();
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
}
