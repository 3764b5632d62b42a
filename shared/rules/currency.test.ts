import { describe, expect, it } from "vitest";
import { currencies } from "../schemas/enums";
import { EUR_PER_UNIT, toEur } from "./currency";

describe("EUR rate table", () => {
  it("has a positive rate for every currency the schemas accept", () => {
    for (const c of currencies) expect(EUR_PER_UNIT[c]).toBeGreaterThan(0);
    expect(EUR_PER_UNIT.EUR).toBe(1);
  });
  it("converts; missing currency is EUR; unknown currency or amount is null", () => {
    expect(toEur({ amount: 1000, currency: "USD" })).toBeCloseTo(863.6);
    expect(toEur({ amount: 500 })).toBe(500);
    expect(toEur({ amount: 500, currency: "XXX" })).toBeNull();
    expect(toEur({ amount: null, currency: "EUR" })).toBeNull();
    expect(toEur(null)).toBeNull();
  });
});
