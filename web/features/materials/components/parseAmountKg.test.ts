import { describe, expect, it } from "vitest";
import { parseAmountKg } from "./AdminCards";

describe("the warehouse card's amount", () => {
  it.each([
    ["1200", 1200],
    [" 1200,5 ", 1200.5],
    ["0", 0],
    ["", null],
    ["12 tons", null],
    ["-5", null],
    ["1e3", null],
  ])("%j → %j", (text, n) => expect(parseAmountKg(text)).toBe(n));
});
