import { describe, expect, it } from "vitest";
import { yMax } from "./charts";

describe("lead analytics axis (§9)", () => {
  it("is 1.2 times the highest value, one step when all are zero", () => {
    expect(yMax([3, 10, 4])).toBe(12);
    expect(yMax([0, 0])).toBe(5);
    expect(yMax([])).toBe(5);
  });
});
