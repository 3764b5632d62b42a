import { describe, expect, it } from "vitest";
import { EUR_PER_UNIT, toEurPerTonne } from "../../../shared/rules/currency";
import { choiceKey, colorGroup, priceStatistics, priceWindows, trendOf, type PriceObservation } from "./price-statistics";

const NOW = new Date("2026-11-23T12:00:00Z");
let n = 0;
const obs = (day: string, amount: number, o: Partial<PriceObservation> = {}): PriceObservation => ({
  materialId: `m${n++}`,
  day,
  observedAt: `${day}T10:00:00.000Z`,
  materialType: "pp",
  condition: "regrind",
  colorGroup: "other",
  amount,
  currency: "EUR",
  ...o,
});

describe("rate table", () => {
  it("converts to EUR per tonne, rounded to the cent, and refuses what it does not know", () => {
    expect(toEurPerTonne({ amount: 1000, currency: "EUR" })).toBe(1000);
    expect(toEurPerTonne({ amount: 1000 })).toBe(1000);
    expect(toEurPerTonne({ amount: 1000, currency: "USD" })).toBe(1000 * EUR_PER_UNIT.USD);
    expect(toEurPerTonne({ amount: 1, currency: "EUR", unit: "kg" })).toBe(1000);
    expect(toEurPerTonne({ amount: 1000, currency: "XYZ" })).toBeNull();
    expect(toEurPerTonne({ amount: 1000, unit: "barrel" })).toBeNull();
  });
});

describe("groupings", () => {
  it("maps colours into Transparent, Natural and Other", () => {
    expect(colorGroup("transparent")).toBe("transparent");
    expect(colorGroup("natural")).toBe("natural");
    for (const c of ["black", "mixed", "other#amber", null, undefined]) expect(colorGroup(c)).toBe("other");
  });
  it("groups free 'other' choices and missing values", () => {
    expect(choiceKey("other#flakes")).toBe("other");
    expect(choiceKey(undefined)).toBe("none");
    expect(choiceKey("regrind")).toBe("regrind");
  });
});

describe("price statistics", () => {
  it("covers the last 14 days including today, and the 14 before for the trend", () => {
    expect(priceWindows(NOW)).toEqual({ current: { from: "2026-11-10", to: "2026-11-23" }, previous: { from: "2026-10-27", to: "2026-11-09" } });
  });

  it("min, avg, max and sample size per type × condition × colour group, in EUR", () => {
    const list = priceStatistics(
      [
        obs("2026-11-20", 800),
        obs("2026-11-11", 1000),
        obs("2026-11-22", 1000 / EUR_PER_UNIT.USD, { currency: "USD" }), // 1000 EUR
        obs("2026-11-21", 1500, { colorGroup: "natural" }),
        obs("2026-11-09", 5000), // the day before the window: previous only
        obs("2026-10-26", 9000), // older than four weeks: nowhere
      ],
      NOW,
    );
    expect(list.from).toBe("2026-11-10");
    expect(list.collectedOn).toBe(NOW.toISOString());
    expect(list.items.map((i) => [i.materialType, i.condition, i.color, i.min, i.avg, i.max, i.sampleSize])).toEqual([
      ["pp", "regrind", "natural", 1500, 1500, 1500, 1],
      ["pp", "regrind", "other", 800, 933.33, 1000, 3],
    ]);
    const other = list.items[1];
    expect(other.createdDate).toBe("2026-11-22T10:00:00.000Z");
    expect(other.previous).toEqual({ min: 5000, avg: 5000, max: 5000, sampleSize: 1 });
    expect(other.trend).toBe("down");
    expect(list.items[0].previous).toBeNull();
    expect(list.items[0].trend).toBeNull();
  });

  it("counts a material once per window, at its newest price", () => {
    const a = { materialId: "same" };
    const list = priceStatistics([obs("2026-11-12", 700, a), obs("2026-11-19", 900, a), obs("2026-11-15", 800, a)], NOW);
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ min: 900, avg: 900, max: 900, sampleSize: 1 });
  });

  it("leaves out prices in a currency the table lacks", () => {
    expect(priceStatistics([obs("2026-11-20", 800, { currency: "XYZ" })], NOW).items).toEqual([]);
  });

  it("turns the arrow beyond 1 % either way", () => {
    expect(trendOf(1000, undefined)).toBeNull();
    expect(trendOf(1011, 1000)).toBe("up");
    expect(trendOf(989, 1000)).toBe("down");
    expect(trendOf(1005, 1000)).toBe("flat");
    expect(trendOf(5, 0)).toBe("up");
  });
});
