import { describe, expect, it } from "vitest";
import { figures, normalize, parseNumber, unitAt } from "./parse-numbers";

describe("numbers as datasheets write them", () => {
  it("reads comma and point decimals and thousands marks", () => {
    expect(parseNumber("0,92")).toEqual({ value: 0.92 });
    expect(parseNumber("1.250,5")).toEqual({ value: 1250.5 });
    expect(parseNumber("1,250.5")).toEqual({ value: 1250.5 });
    expect(parseNumber("2.000.000")).toEqual({ value: 2000000 });
    // a lone separator before three digits is ambiguous: both readings are offered
    expect(parseNumber("1.150")).toEqual({ value: 1.15, alt: 1150 });
    expect(parseNumber("0,955")).toEqual({ value: 0.955 });
  });

  it("finds ranges, bounds and units", () => {
    expect(figures(normalize("8–12 g/10 min"))[0]).toMatchObject({ value: 8, max: 12, unit: "g/10min" });
    expect(figures("< 0,1 %")[0]).toMatchObject({ value: 0.1, bound: "<", unit: "%" });
    expect(figures("0.9 bis 1.3")[0]).toMatchObject({ value: 0.9, max: 1.3 });
    expect(figures(normalize("0,92 g/cm³"))[0]).toMatchObject({ value: 0.92, unit: "g/cm3" });
  });

  it("ignores digits inside words and units", () => {
    expect(figures("GF30 PA6")).toEqual([]);
    expect(figures("g/10 min")).toEqual([]);
  });

  it("normalizes units", () => {
    expect(unitAt("N/mm²".normalize("NFKC").replace("²", "2"))).toBe("mpa");
    expect(unitAt(" kJ/m2")).toBe("kj/m2");
    expect(unitAt("°C")).toBe("°c");
    expect(unitAt("µm".replace("µ", "u"))).toBe("um");
  });
});
