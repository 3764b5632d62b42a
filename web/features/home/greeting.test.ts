import { describe, expect, it } from "vitest";
import { dayPart } from "./greeting";

const at = (h: number, m = 0) => new Date(2026, 0, 1, h, m);

describe("dayPart", () => {
  it("is morning before 12, afternoon before 18, evening otherwise", () => {
    expect(dayPart(at(0))).toBe("morning");
    expect(dayPart(at(11, 59))).toBe("morning");
    expect(dayPart(at(12))).toBe("afternoon");
    expect(dayPart(at(17, 59))).toBe("afternoon");
    expect(dayPart(at(18))).toBe("evening");
    expect(dayPart(at(23, 59))).toBe("evening");
  });
});
