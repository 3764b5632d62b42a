import { describe, expect, it } from "vitest";
import { changedFields } from "./diff";

describe("changedFields", () => {
  it("keeps only the fields whose value changed, old and new, ignoring audit fields", () => {
    const before = { id: "c1", name: "Alpha", score: 3, website: null, address: { city: "Berlin" }, version: 1, updatedDate: "a" };
    const after = { id: "c1", name: "Alpha", score: 4, website: "https://a.example", address: { city: "Berlin" }, version: 2, updatedDate: "b" };
    expect(changedFields(before as never, after as never)).toEqual({
      oldCompany: { score: 3, website: null },
      newCompany: { score: 4, website: "https://a.example" },
    });
  });
  it("treats a missing field and null alike, and reports a removed field as old → null", () => {
    expect(changedFields({ description: null } as never, {} as never)).toEqual({ oldCompany: {}, newCompany: {} });
    expect(changedFields({ description: "x" } as never, {} as never)).toEqual({ oldCompany: { description: "x" }, newCompany: { description: null } });
  });
});
