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
