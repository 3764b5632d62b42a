import { isConditionFailure } from "../../lib/errors";
import { db } from "../service";

/**
 * Count one attempt unless the subject already made `max` in this window: a single conditional UpdateItem,
 * so parallel attempts cannot slip past the limit. Answers false when the limit is reached.
 */
export async function countAttempt(subject: string, window: string, max: number, expiresAt: number): Promise<boolean> {
  try {
    await db()
      .rateCounter.update({ subject, window })
      .add({ attempts: 1 })
      .set({ expiresAt })
      .where((a, op) => `${op.notExists(a.attempts)} OR ${op.lt(a.attempts, max)}`)
      .go({ response: "none" });
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/** Give an attempt back (a sign-in that succeeded does not count against the limit). */
export async function uncountAttempt(subject: string, window: string) {
  await db().rateCounter.update({ subject, window }).add({ attempts: -1 }).go({ response: "none" });
}

/**
 * Count one attempt while fewer than `free` were made and no delay runs (`notBefore` absent or past): one
 * conditional ADD, the common case of a delay gate. False when the free attempts are used up or a delay runs.
 */
export async function countFreeAttempt(subject: string, window: string, free: number, now: number, expiresAt: number): Promise<boolean> {
  try {
    await db()
      .rateCounter.update({ subject, window })
      .add({ attempts: 1 })
      .set({ expiresAt })
      .where((a, op) => `(${op.notExists(a.attempts)} OR ${op.lt(a.attempts, free)}) AND (${op.notExists(a.notBefore)} OR ${op.lte(a.notBefore, now)})`)
      .go({ response: "none" });
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/** The attempts counted and the running delay of a subject in a window (zeros when it has none). */
export async function readCounter(subject: string, window: string): Promise<{ attempts: number; notBefore: number }> {
  const { data } = await db()
    .rateCounter.get({ subject, window })
    .go({ attributes: ["attempts", "notBefore"] });
  return { attempts: data?.attempts ?? 0, notBefore: data?.notBefore ?? 0 };
}

/**
 * Count one attempt and start a delay (`notBefore`), only if the counter still holds `seen` attempts and no
 * delay runs: of attempts racing for the same moment exactly one wins. False for the others.
 */
export async function countDelayedAttempt(subject: string, window: string, seen: number, notBefore: number, now: number, expiresAt: number): Promise<boolean> {
  try {
    await db()
      .rateCounter.update({ subject, window })
      .add({ attempts: 1 })
      .set({ notBefore, expiresAt })
      .where(
        (a, op) =>
          `(${seen === 0 ? `${op.notExists(a.attempts)} OR ` : ""}${op.eq(a.attempts, seen)}) AND (${op.notExists(a.notBefore)} OR ${op.lte(a.notBefore, now)})`,
      )
      .go({ response: "none" });
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}
