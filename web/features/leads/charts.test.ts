import { describe, expect, it } from "vitest";
import { STEP_SIZE, yAxis, yMax } from "./charts";

describe("lead analytics axis", () => {
  it("is 1.2 times the highest value rounded up to a whole count, at least one step", () => {
    expect(yMax([3, 10, 4])).toBe(12);
    expect(yMax([4])).toBe(5);
    expect(yMax([7])).toBe(9);
    expect(yMax([2])).toBe(STEP_SIZE);
    expect(yMax([0, 0])).toBe(STEP_SIZE);
    expect(yMax([])).toBe(STEP_SIZE);
  });

  it("labels only whole steps of 5, never the maximum on its own", () => {
    expect(yAxis([4]).ticks).toEqual({ stepSize: 5, precision: 0, includeBounds: false });
    expect(Number.isInteger(yAxis([13]).max)).toBe(true);
  });
});
