import { describe, expect, it } from "vitest";
import { median, percentile } from "../../scripts/bench/stats";

describe("bench figures", () => {
  it("nearest-rank percentiles, unsorted input left as it was", () => {
    const xs = [5, 1, 4, 2, 3];
    expect(median(xs)).toBe(3);
    expect(percentile(xs, 99)).toBe(5);
    expect(percentile(xs, 0)).toBe(1);
    expect(xs).toEqual([5, 1, 4, 2, 3]);
    const hundred = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 50)).toBe(50);
    expect(median([])).toBeNaN();
  });
});
