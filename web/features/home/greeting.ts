export type DayPart = "morning" | "afternoon" | "evening";

/** marketplace.md §2 Home: morning before 12, afternoon before 18, otherwise evening (local time). */
export function dayPart(now: Date = new Date()): DayPart {
  const h = now.getHours();
  return h < 12 ? "morning" : h < 18 ? "afternoon" : "evening";
}
