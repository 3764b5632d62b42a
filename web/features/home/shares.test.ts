import { describe, expect, it } from "vitest";
import { formatShare, legendRows, sharePercent } from "./shares";

describe("doughnut legend shares", () => {
  it("rounds to one decimal and handles an empty total", () => {
    expect(sharePercent(1, 3)).toBe(33.3);
    expect(sharePercent(2, 3)).toBe(66.7);
    expect(sharePercent(5, 0)).toBe(0);
    expect(formatShare(33.3, "en")).toBe("33.3%");
    expect(formatShare(50, "en")).toBe("50.0%");
  });
  it("shows five rows until expanded", () => {
    const s = [1, 2, 3, 4, 5, 6, 7];
    expect(legendRows(s, false)).toEqual([1, 2, 3, 4, 5]);
    expect(legendRows(s, true)).toEqual(s);
  });
});
