import { limitCounter, type Limit } from "../lib/rate-limit";
import { tooManyRequests } from "../lib/errors";
import { countAttempt, uncountAttempt } from "./queries/rate-counters";

/**
 * Count one attempt against each (limit, subject), all at once (one round trip, not one per limit); if any
 * limit is reached, give back what was counted and answer 429 with Retry-After (the first reached limit's
 * message, in the order given). Answers a function that gives every counted attempt back.
 */
export async function takeAttempts(checks: [Limit, string][]): Promise<() => Promise<void>> {
  const now = Math.floor(Date.now() / 1000);
  const counted = await Promise.all(
    checks.map(async ([limit, who]) => {
      const { subject, window } = limitCounter(limit, who, now);
      const end = (window + 1) * limit.windowSeconds;
      return { limit, subject, window: String(window), end, ok: await countAttempt(subject, String(window), limit.max, end) };
    }),
  );
  const taken = counted.filter((c) => c.ok);
  const giveBack = () => Promise.all(taken.map((c) => uncountAttempt(c.subject, c.window))).then(() => undefined);
  const refused = counted.find((c) => !c.ok);
  if (refused) {
    await giveBack();
    throw tooManyRequests(refused.limit.message, refused.end - now);
  }
  return giveBack;
}
