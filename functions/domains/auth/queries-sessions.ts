import { db } from "../../db/service";
import { isConditionFailure } from "../../lib/errors";

export interface SessionRecord {
  userId: string;
  sessionId: string;
  secretHash: string;
  sealed: string;
  issuedAt: number;
  expiresAt: number;
}

/** Record a new session (its id is fresh and random: a plain put). */
export async function recordSession(s: SessionRecord) {
  await db().session.put(s).go({ response: "none" });
}

export async function getSession(userId: string, sessionId: string): Promise<SessionRecord | null> {
  const { data } = await db().session.get({ userId, sessionId }).go();
  return data ?? null;
}

/**
 * Replace the session's secret, only if it still is `fromHash` and the session still exists: of two refreshes
 * with one token exactly one wins. False for the loser (or a session deleted meanwhile).
 */
export async function rotateSession(
  userId: string,
  sessionId: string,
  fromHash: string,
  next: { secretHash: string; sealed: string },
  now: number,
): Promise<boolean> {
  try {
    await db()
      .session.patch({ userId, sessionId })
      .set({ ...next, rotatedAt: now })
      .where((a, op) => op.eq(a.secretHash, fromHash))
      .go({ response: "none" });
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/** End a session (logout, reuse of an old token, a voided login): every token of it is refused from now on. */
export async function deleteSession(userId: string, sessionId: string) {
  await db().session.delete({ userId, sessionId }).go({ response: "none" });
}
