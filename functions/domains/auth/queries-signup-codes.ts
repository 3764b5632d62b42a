import { db } from "../../db/service";
import { isConditionFailure } from "../../lib/errors";

/** Store the address's pending code, replacing an earlier one (its tries start again at 0). */
export async function putSignupCode(email: string, codeHash: string, expiresAt: number) {
  await db().signupCode.put({ email, codeHash, attempts: 0, expiresAt }).go({ response: "none" });
}

/**
 * Count one try of the address's code, unless it has none, it expired or it was tried `maxAttempts` times:
 * one conditional write before the code is compared, so parallel guesses cannot exceed the tries. Answers the
 * stored code's hash, or null when no try is left.
 */
export async function takeCodeAttempt(email: string, maxAttempts: number, now: number): Promise<string | null> {
  try {
    const { data } = await db()
      .signupCode.patch({ email })
      .add({ attempts: 1 })
      .where((a, op) => `${op.lt(a.attempts, maxAttempts)} AND ${op.gt(a.expiresAt, now)}`)
      .go({ response: "all_new" });
    return data.codeHash ?? null;
  } catch (e) {
    if (isConditionFailure(e)) return null;
    throw e;
  }
}

/** The sign-up is finished: its code is spent. */
export async function deleteSignupCode(email: string) {
  await db().signupCode.delete({ email }).go({ response: "none" });
}
