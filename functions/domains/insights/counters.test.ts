import { describe, expect, it } from "vitest";
import { amountKg, capacityKgPerYear, contribution, mergeDeltas, rebuiltActivity, writeDeltas, type MaterialFacts } from "./counters";
import { lastWeeks, weekOf } from "./dates";

const pp: MaterialFacts = {
  type: "pp",
  condition: "regrind",
  countryOfOrigin: "DE",
  batchSize: 22.5,
  capacity: { amount: 100, frequency: "month" },
  createdDate: "2026-11-18T09:00:00Z",
};
const get = (ds: ReturnType<typeof writeDeltas>, counter: string, bucket: string) => ds.find((d) => d.counter === counter && d.bucket === bucket)?.delta;

describe("ISO weeks", () => {
  it("names a week by its Monday (UTC)", () => {
    expect(weekOf("2026-11-23T00:00:00Z")).toBe("2026-11-23"); // a Monday
    expect(weekOf("2026-11-22T23:59:59Z")).toBe("2026-11-16"); // Sunday belongs to the week before
    expect(weekOf("2027-01-01T12:00:00Z")).toBe("2026-12-28"); // across the year
  });
  it("lists the last weeks oldest first, the current one last", () => {
    const w = lastWeeks(12, "2026-11-25T10:00:00Z");
    expect(w).toHaveLength(12);
    expect(w[11]).toBe("2026-11-23");
    expect(w[0]).toBe("2026-09-07");
  });
});

describe("amount and capacity", () => {
  it("amount is the batch size in kg; capacity per year by frequency (no frequency: monthly)", () => {
    expect(amountKg(pp)).toBe(22_500);
    expect(amountKg({ ...pp, batchSize: null })).toBe(0);
    expect(capacityKgPerYear({ amount: 100, frequency: "month" })).toBe(1_200_000);
    expect(capacityKgPerYear({ amount: 100, frequency: "year" })).toBe(100_000);
    expect(capacityKgPerYear({ amount: 70, frequency: "spot" })).toBe(70_000);
    expect(capacityKgPerYear({ amount: 10 })).toBe(120_000);
    expect(capacityKgPerYear(null)).toBe(0);
  });
  it("a material adds to its created week and to each breakdown; missing keys count as 'none'", () => {
    const c = contribution({ ...pp, condition: undefined, countryOfOrigin: null });
    expect(get(c, "weekly:created", "2026-11-16")).toBe(1);
    expect(get(c, "amount:condition", "none")).toBe(22_500);
    expect(get(c, "capacity:country", "none")).toBe(1_200_000);
    expect(get(c, "capacity:type", "pp")).toBe(1_200_000);
  });
});

describe("write deltas", () => {
  const at = new Date("2026-11-24T08:00:00Z");
  it("create: the contribution plus one activity in the week of the write", () => {
    const d = writeDeltas(null, pp, at);
    expect(get(d, "weekly:created", "2026-11-16")).toBe(1);
    expect(get(d, "weekly:activity", "2026-11-23")).toBe(1);
    expect(get(d, "amount:type", "pp")).toBe(22_500);
  });
  it("update: only what changed moves, plus one activity", () => {
    const d = writeDeltas(pp, { ...pp, countryOfOrigin: "PL", batchSize: 25 }, at);
    expect(get(d, "amount:country", "DE")).toBe(-22_500);
    expect(get(d, "amount:country", "PL")).toBe(25_000);
    expect(get(d, "amount:type", "pp")).toBe(2_500);
    expect(get(d, "capacity:type", "pp")).toBeUndefined();
    expect(get(d, "weekly:created", "2026-11-16")).toBeUndefined();
    expect(get(d, "weekly:activity", "2026-11-23")).toBe(1);
  });
  it("delete: the contribution taken back, no activity", () => {
    const d = writeDeltas(pp, null, at);
    expect(get(d, "weekly:created", "2026-11-16")).toBe(-1);
    expect(get(d, "capacity:condition", "regrind")).toBe(-1_200_000);
    expect(d.some((x) => x.counter === "weekly:activity")).toBe(false);
  });
  it("create then delete sums to activity only", () => {
    expect(mergeDeltas([...writeDeltas(null, pp, at), ...writeDeltas(pp, null, at)])).toEqual([{ counter: "weekly:activity", bucket: "2026-11-23", delta: 1 }]);
  });
  it("the rebuild counts a creation and a later last update", () => {
    expect(rebuiltActivity({ ...pp, updatedDate: pp.createdDate })).toHaveLength(1);
    expect(rebuiltActivity({ ...pp, updatedDate: "2026-11-24T00:00:00Z" }).map((d) => d.bucket)).toEqual(["2026-11-16", "2026-11-23"]);
  });
});
