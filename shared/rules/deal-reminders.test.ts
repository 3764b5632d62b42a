import { describe, expect, it } from "vitest";
import { dealReminders, dueNowCount } from "./deal-reminders";

const deal = (eta: string | null, id = "d1") => ({ id, transactionNumber: `T-${id}`, eta });

describe("deal arrival reminders", () => {
  it("lists all six reminders, none due, three weeks and more ahead", () => {
    const r = dealReminders([deal("2026-12-31")], "2026-11-23");
    expect(r.map((x) => x.offset)).toEqual([-21, -14, -7, -1, 0, 7]);
    expect(r.map((x) => x.dueDate)).toEqual(["2026-12-10", "2026-12-17", "2026-12-24", "2026-12-30", "2026-12-31", "2027-01-07"]);
    expect(dueNowCount(r)).toBe(0);
  });
  it("keeps the current reminder (due now) until the next one falls due, and drops the earlier ones", () => {
    const r = dealReminders([deal("2026-11-30")], "2026-11-23"); // -7 falls today
    expect(r.map((x) => [x.offset, x.dueNow])).toEqual([
      [-7, true],
      [-1, false],
      [0, false],
      [7, false],
    ]);
    const r2 = dealReminders([deal("2026-11-30")], "2026-11-25"); // -7 was two days ago, -1 not yet
    expect(r2[0]).toMatchObject({ offset: -7, dueNow: true });
  });
  it("lists the +7 reminder for a week, then nothing", () => {
    expect(dealReminders([deal("2026-11-10")], "2026-11-17").map((x) => x.offset)).toEqual([7]);
    expect(dealReminders([deal("2026-11-10")], "2026-11-23").map((x) => x.offset)).toEqual([7]);
    expect(dealReminders([deal("2026-11-10")], "2026-11-24")).toEqual([]);
  });
  it("skips deals without an ETA and sorts several deals by due date", () => {
    const r = dealReminders([deal("2026-12-20", "a"), deal(null, "b"), deal("2026-11-24", "c")], "2026-11-23");
    expect(r[0]).toMatchObject({ dealId: "c", offset: -1, dueNow: true });
    expect(r.map((x) => x.dueDate)).toEqual([...r.map((x) => x.dueDate)].sort());
    expect(r.some((x) => x.dealId === "b")).toBe(false);
  });
});
