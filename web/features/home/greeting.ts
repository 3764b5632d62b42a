export type DayPart = "morning" | "afternoon" | "evening";

/** The home greeting: morning before 12, afternoon before 18, otherwise evening (local time). */
export function dayPart(now: Date = new Date()): DayPart {
  const h = now.getHours();
  return h < 12 ? "morning" : h < 18 ? "afternoon" : "evening";
}
