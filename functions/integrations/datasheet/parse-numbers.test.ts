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

  it("reads a space as a thousands mark only before groups of three digits", () => {
    expect(figures("1 350 MPa")[0]).toMatchObject({ value: 1350, unit: "mpa" });
    // thin space, narrow no-break space and no-break space, as typeset French and SI sheets write them
    for (const sp of ["\u2009", "\u202f", "\u00a0"]) expect(figures(normalize(`1${sp}350 MPa`))).toMatchObject([{ value: 1350, unit: "mpa" }]);
    expect(figures("12 500,5 MPa")[0]).toMatchObject({ value: 12500.5 });
    expect(figures("1 000 - 1 200 kg/m3")[0]).toMatchObject({ value: 1000, max: 1200, unit: "kg/m3" });
    // not groups of three: separate figures
    expect(figures("23 45").map((f) => f.value)).toEqual([23, 45]);
    expect(figures("0 350").map((f) => f.value)).toEqual([0, 350]);
    expect(figures("1234 567").map((f) => f.value)).toEqual([1234, 567]);
  });

  it('reads "@" between words as "at" but leaves e-mail addresses alone', () => {
    expect(normalize("Elongation @ Break")).toBe("Elongation at Break");
    expect(normalize("Tensile @Yield")).toBe("Tensile at Yield");
    expect(normalize("info@example.com")).toBe("info@example.com");
  });

  it("reads the figure before a tolerance, never the tolerance", () => {
    expect(figures(normalize("24 ± 3 MPa"))).toMatchObject([{ value: 24, unit: "mpa" }]);
    expect(figures(normalize("0.1 +/- 0.05 %"))).toMatchObject([{ value: 0.1, unit: "%" }]);
    expect(figures(normalize("1 350 ±50 MPa"))).toMatchObject([{ value: 1350, unit: "mpa" }]);
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
