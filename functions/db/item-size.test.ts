import { describe, expect, it } from "vitest";
import { HttpError } from "../lib/errors";
import { assertItemFits, goIfFits, ITEM_BUDGET_BYTES, itemSize, valueSize } from "./item-size";

describe("item size as DynamoDB counts it", () => {
  it("counts strings in UTF-8 bytes, not UTF-16 characters", () => {
    expect(valueSize("abc")).toBe(3);
    expect(valueSize("€")).toBe(3);
    expect(valueSize("😀")).toBe(4); // two UTF-16 units, which dynalite counts as 2
    expect(itemSize({ né: "€" })).toBe(3 + 3);
  });

  it("counts numbers by significant digits, lists and maps with their overhead", () => {
    expect(valueSize(7)).toBe(2);
    expect(valueSize(123456)).toBe(4);
    expect(valueSize(1.5e-10)).toBe(2);
    expect(valueSize(true)).toBe(1);
    expect(valueSize(null)).toBe(1);
    expect(valueSize(["ab", "c"])).toBe(3 + (1 + 2) + (1 + 1));
    expect(valueSize({ k: "v" })).toBe(3 + 1 + 1 + 1);
    expect(itemSize({ a: undefined, b: "x" })).toBe(2);
  });

  it("refuses an item over the budget with 413 naming its size, and sends one under it", async () => {
    const big = { pk: "x", text: "€".repeat(Math.ceil(ITEM_BUDGET_BYTES / 3)) };
    expect(() => assertItemFits(big)).toThrow(HttpError);
    try {
      assertItemFits(big);
    } catch (e) {
      expect((e as HttpError).statusCode).toBe(413);
      expect((e as HttpError).message).toContain(`${itemSize(big)} bytes, at most ${ITEM_BUDGET_BYTES}`);
    }
    let sent = 0;
    const write = (Item: Record<string, unknown>) => ({ params: () => ({ Item }), go: async () => ++sent });
    await expect(goIfFits(write(big))).rejects.toThrow(/too large/);
    expect(sent).toBe(0);
    await expect(goIfFits(write({ pk: "x", text: "€".repeat(1000) }))).resolves.toBe(1);
  });
});
