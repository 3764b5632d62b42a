import { describe, expect, it } from "vitest";
import { fieldChanges, fittingChanges } from "./audit-log";
import { ITEM_BUDGET_BYTES, itemSize } from "./item-size";

describe("audit entries", () => {
  it("keep each changed field's old and new value, leaving out what every write changes", () => {
    expect(fieldChanges({ name: "a", version: 1, note: "x" }, { name: "b", version: 2 })).toEqual({
      name: { old: "a", new: "b" },
      note: { old: "x", new: null },
    });
  });

  it("fit the item budget: the largest values of a near-limit record's rewrite are marked omitted, the rest kept", () => {
    const big = "x".repeat(300 * 1024);
    const rest = { entityType: "material", entityId: "m1", version: 2, action: "update", actor: "u1", seq: "0000000002" };
    const changes = fieldChanges({ description: big, name: "old" }, { description: `${big}y`, name: "new" });
    const fitted = fittingChanges(changes, rest);
    expect(itemSize({ ...rest, changes: fitted })).toBeLessThanOrEqual(ITEM_BUDGET_BYTES);
    expect(fitted.name).toEqual({ old: "old", new: "new" });
    // one of the two large values had to go; it still says the field changed and how large the value was
    const omitted = [fitted.description.old, fitted.description.new].filter((v) => typeof v === "object");
    expect(omitted).toEqual([{ omitted: true, bytes: expect.any(Number) }]);
    // a small change is stored as it is
    const small = fieldChanges({ name: "a" }, { name: "b" });
    expect(fittingChanges(small, rest)).toEqual(small);
  });
});
