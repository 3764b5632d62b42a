import { describe, expect, it } from "vitest";
import {
  enumOrOther,
  materialFieldNames,
  materialFormSections,
  MaterialInput,
  MaterialListQuery,
  MaterialUpdate,
  optionalCharacteristicFields,
  otherValue,
  packagingEntry,
  packagingValue,
  parseOther,
  parsePackaging,
} from "./material";
import { colors } from "./material-enums";

describe("material schema", () => {
  it("needs only a name; type defaults to abs", () => {
    expect(MaterialInput.parse({ name: "x" })).toEqual({ name: "x", type: "abs" });
    expect(MaterialInput.safeParse({}).success).toBe(false);
  });

  it("turns blank form values into null and numeric text into numbers", () => {
    const m = MaterialInput.parse({ name: "x", lotNumber: " ", recycledContent: "80", density: "", countryOfOrigin: "", color: "" });
    expect(m).toMatchObject({ lotNumber: null, recycledContent: 80, density: null, countryOfOrigin: null, color: null });
  });

  it("upper-cases the country of origin and needs exactly 2 letters", () => {
    expect(MaterialInput.parse({ name: "x", countryOfOrigin: " pl " }).countryOfOrigin).toBe("PL");
    for (const c of ["POL", "P", "1A"]) expect(MaterialInput.safeParse({ name: "x", countryOfOrigin: c }).success, c).toBe(false);
  });

  it("an update does not default the type and keeps version", () => {
    expect(MaterialUpdate.parse({ lotNumber: "A", version: 3 })).toEqual({ lotNumber: "A", version: 3 });
    expect(MaterialUpdate.safeParse({ version: 0 }).success).toBe(false);
  });

  it("'other' needs text; known values pass", () => {
    const s = enumOrOther(colors);
    expect(s.safeParse("black").success).toBe(true);
    expect(s.safeParse(otherValue("anthracite")).success).toBe(true);
    for (const v of ["other", "other#", "other#  ", "pink", ""]) expect(s.safeParse(v).success, v).toBe(false);
    expect(parseOther("other#anthracite")).toEqual({ value: "other", other: "anthracite" });
    expect(parseOther("black")).toEqual({ value: "black", other: null });
  });

  it("packaging entries are kind#value", () => {
    for (const v of ["bigBags", "bigBags#1000 kg", "octabins#600 kg", "silos", "sacks#25 kg", "other#drums"])
      expect(packagingEntry.safeParse(v).success, v).toBe(true);
    for (const v of ["crates", "other", "other#", "", "BigBags"]) expect(packagingEntry.safeParse(v).success, v).toBe(false);
    expect(packagingValue("sacks", "25 kg")).toBe("sacks#25 kg");
    expect(parsePackaging("other#drums")).toEqual({ type: "other", value: "drums" });
    expect(parsePackaging("silos")).toEqual({ type: "silos", value: "silos" });
  });

  it("value pairs need both parts, an all-blank pair is null", () => {
    expect(MaterialInput.parse({ name: "x", strain: { type: "", value: "" } }).strain).toBeNull();
    expect(MaterialInput.safeParse({ name: "x", strain: { type: "atBreak" } }).success).toBe(false);
    expect(MaterialInput.parse({ name: "x", hardness: { type: "shoreD", value: "60" } }).hardness).toEqual({ type: "shoreD", value: 60 });
  });

  it("form sections cover every field once", () => {
    const all = [...Object.values(materialFormSections).flat(), "name", "internalName", "type", "isPublic", "description", "images", "documents"];
    expect(new Set(all).size).toBe(all.length);
    expect(new Set(all)).toEqual(new Set(materialFieldNames()));
    expect(optionalCharacteristicFields()).toContain("flammability");
    expect(optionalCharacteristicFields()).not.toContain("density");
  });

  it("list query: comma lists, booleans, upper-cased countries", () => {
    expect(MaterialListQuery.parse({ types: "pp,hdpe", countries: "de,pl", showInvalid: "true", hasDocuments: "false", score: "4,5", limit: "20" })).toEqual({
      types: ["pp", "hdpe"],
      countries: ["DE", "PL"],
      showInvalid: true,
      hasDocuments: false,
      score: [4, 5],
      limit: 20,
    });
    expect(MaterialListQuery.safeParse({ types: "pp,wood" }).success).toBe(false);
    expect(MaterialListQuery.safeParse({ showInvalid: "maybe" }).success).toBe(false);
  });
});
