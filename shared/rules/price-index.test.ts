import { describe, expect, it } from "vitest";
import { compareToIndex, contractPricePerTonne } from "./price-index";

describe("compareToIndex", () => {
  it("says how far below the index a price is, in whole per cent of the index", () => {
    expect(compareToIndex(880, 1000)).toEqual({ position: "below", percent: 12 });
  });
  it("says above for a price over the index", () => {
    expect(compareToIndex(1125, 1000)).toEqual({ position: "above", percent: 13 });
  });
  it("is at the index when the difference rounds to 0 %", () => {
    expect(compareToIndex(1004, 1000)).toEqual({ position: "at", percent: 0 });
    expect(compareToIndex(996, 1000)).toEqual({ position: "at", percent: 0 });
    expect(compareToIndex(1000, 1000)).toEqual({ position: "at", percent: 0 });
  });
  it("rounds half a per cent away from the index", () => {
    expect(compareToIndex(1005, 1000)).toEqual({ position: "above", percent: 1 });
  });
  it("has no comparison without an index or a price", () => {
    expect(compareToIndex(900, null)).toBeNull();
    expect(compareToIndex(900, 0)).toBeNull();
    expect(compareToIndex(null, 1000)).toBeNull();
    expect(compareToIndex(Number.NaN, 1000)).toBeNull();
  });
});

describe("contractPricePerTonne", () => {
  it("weights the lines' prices by their quantities", () => {
    expect(
      contractPricePerTonne([
        { quantity: 10, price: 1000 },
        { quantity: 30, price: 800 },
      ]),
    ).toBe(850);
  });
  it("is null for a contract without lines", () => {
    expect(contractPricePerTonne([])).toBeNull();
  });
});
