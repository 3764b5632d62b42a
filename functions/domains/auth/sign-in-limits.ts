import { countDelayedAttempt, countFreeAttempt, readCounter, uncountAttempt } from "../../db/queries/rate-counters";
import { takeAttempts } from "../../db/rate-limits";
import { tooManyRequests } from "../../lib/errors";
import { delayAfter, LIMITS, SIGN_IN_DELAY, type DelayLimit } from "../../lib/rate-limit";

/**
 * Pass the delay gate of one subject: free attempts are one conditional ADD; past them, the attempt reads the
 * counter and opens the next delay in the same conditional write that counts it, so attempts racing for the
 * moment a delay ends are admitted one at a time. Refused: 429 with Retry-After (the delay still to run).
 * Answers a function that gives the attempt back.
 */
export async function passDelayGate(limit: DelayLimit, who: string): Promise<() => Promise<void>> {
  const now = Math.floor(Date.now() / 1000);
  const window = String(Math.floor(now / limit.windowSeconds));
  const subject = `${limit.name}:${who.toLowerCase()}`;
  const expiresAt = (Number(window) + 1) * limit.windowSeconds + limit.maxDelaySeconds;
  const giveBack = () => uncountAttempt(subject, window);
  if (await countFreeAttempt(subject, window, limit.free, now, expiresAt)) return giveBack;
  const { attempts, notBefore } = await readCounter(subject, window);
  if (notBefore > now) throw tooManyRequests(limit.message, notBefore - now);
  const delay = delayAfter(limit, attempts + 1 - limit.free);
  if (!(await countDelayedAttempt(subject, window, attempts, now + delay, now, expiresAt))) throw tooManyRequests(limit.message, 1);
  return giveBack;
}

/**
 * The limits of one sign-in attempt (also a wrong current password on a password change), counted before
 * Cognito sees it and given back on success (ADR 0157): per network and per (address, network) pair, which
 * block; then the address's delay gate, reached only by attempts those let through, so a network already
 * blocked for an address cannot keep opening delays for its owner.
 */
export async function takeSignInAttempt(email: string, ip: string): Promise<() => Promise<void>> {
  const address = email.toLowerCase();
  const counted = await takeAttempts([
    [LIMITS.signInPerIp, ip],
    [LIMITS.signInPerAddressNetwork, `${address} ${ip}`],
  ]);
  let gate: () => Promise<void>;
  try {
    gate = await passDelayGate(SIGN_IN_DELAY, address);
  } catch (e) {
    await counted();
    throw e;
  }
  return () => Promise.all([counted(), gate()]).then(() => undefined);
}
