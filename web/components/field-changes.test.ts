import { describe, expect, it } from "vitest";
import { changedFields, formatValue } from "./field-changes";

describe("a record change as field changes", () => {
  it("lists each changed field old → new, opening nested records one level, leaving audit fields out", () => {
    expect(
      changedFields(
        { name: "Alpha", score: 2, address: { city: "Köln", countryCode: "DE" }, version: 3, updatedDate: "a", materials: ["PP"] },
        {
          name: "Alpha GmbH",
          score: 2,
          address: { city: "Bonn", countryCode: "DE" },
          version: 4,
          updatedDate: "b",
          materials: ["PP", "PE"],
          website: "https://a.de",
        },
      ),
    ).toEqual([
      { field: "name", from: "Alpha", to: "Alpha GmbH" },
      { field: "address.city", from: "Köln", to: "Bonn" },
      { field: "materials", from: ["PP"], to: ["PP", "PE"] },
      { field: "website", from: null, to: "https://a.de" },
    ]);
  });

  it("treats a missing field and null alike, and a profile that appears as its fields", () => {
    expect(changedFields({ website: null }, {})).toEqual([]);
    expect(changedFields({ sellerProfile: null }, { sellerProfile: { certificates: ["iso9001"], materials: [] } })).toEqual([
      { field: "sellerProfile.certificates", from: null, to: ["iso9001"] },
      { field: "sellerProfile.materials", from: null, to: [] },
    ]);
  });

  it("formats values in one line", () => {
    expect(formatValue(null)).toBe("—");
    expect(formatValue([])).toBe("—");
    expect(formatValue(["PP", "PE"])).toBe("PP, PE");
    expect(formatValue([{ type: "PP", capacity: null }])).toBe("type: PP");
    expect(formatValue(4)).toBe("4");
  });
});
