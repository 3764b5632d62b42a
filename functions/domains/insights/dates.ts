/** UTC calendar helpers for the insights: days as YYYY-MM-DD, ISO weeks named by their Monday. */

const DAY_MS = 86_400_000;

export const dayOf = (at: Date | string) => new Date(at).toISOString().slice(0, 10);

/** The day `n` days before `at` (YYYY-MM-DD). */
export const daysBefore = (at: Date | string, n: number) => dayOf(new Date(new Date(at).getTime() - n * DAY_MS));

/** The Monday (UTC) of the ISO week `at` falls in, YYYY-MM-DD: sorts and compares as text. */
export function weekOf(at: Date | string): string {
  const d = new Date(at);
  const sinceMonday = (d.getUTCDay() + 6) % 7;
  return dayOf(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - sinceMonday * DAY_MS));
}

/** The last `count` ISO weeks up to and including the one `now` falls in, oldest first. */
export function lastWeeks(count: number, now: Date | string = new Date()): string[] {
  const current = new Date(`${weekOf(now)}T00:00:00Z`).getTime();
  return Array.from({ length: count }, (_, i) => dayOf(new Date(current - (count - 1 - i) * 7 * DAY_MS)));
}
