import { describe, expect, it } from "vitest";
import { invalidReasons, isInvalidProduct } from "./invalid-product";

const valid = { condition: "granules", countryOfOrigin: "DE", capacity: { amount: 100, frequency: "month" } };

describe("invalid product", () => {
  it("a complete product is valid", () => {
    expect(isInvalidProduct(valid)).toBe(false);
    expect(invalidReasons(valid)).toEqual([]);
  });
  it.each([
    [{ ...valid, condition: null }, ["condition"]],
    [{ ...valid, condition: "" }, ["condition"]],
    [{ ...valid, countryOfOrigin: undefined }, ["countryOfOrigin"]],
    [{ ...valid, capacity: { amount: 100 } }, ["capacity.frequency"]],
    [{ ...valid, capacity: null }, ["capacity.frequency"]],
    [{ ...valid, capacity: { amount: 3001, frequency: "year" } }, ["capacity.amount"]],
    [{ ...valid, capacity: { amount: 3000, frequency: "year" } }, []],
    [{ ...valid, capacity: { amount: 0, frequency: "spot" } }, []],
    [{ ...valid, capacity: { frequency: "spot" } }, []],
    [{}, ["condition", "countryOfOrigin", "capacity.frequency"]],
    [{ capacity: { amount: 5000 } }, ["condition", "countryOfOrigin", "capacity.frequency", "capacity.amount"]],
  ])("case %#", (m, reasons) => {
    expect(invalidReasons(m as never)).toEqual(reasons);
    expect(isInvalidProduct(m as never)).toBe(reasons.length > 0);
  });
});
