import { describe, expect, it } from "vitest";
import { parseText } from "./parse";

const fields = (text: string) => parseText(text).fields;

describe("datasheet text parser", () => {
  it("reads melt flow rate with its test conditions and standard", () => {
    expect(fields("MFR (230 °C/2.16 kg) | ISO 1133 | g/10 min | 8 - 12").viscosity).toEqual({
      type: "meltFlowRate", min: 8, max: 12, standard: "dinEnIso1133", temperature: 230, weight: 2.16,
    });
    expect(fields("Melt index 190/5: 0.3 g/10 min (ASTM D1238)").viscosity).toEqual({
      type: "meltFlowRate", min: 0.3, max: 0.3, standard: "astmD1238", temperature: 190, weight: 5,
    });
    expect(fields("Schmelzindex (2,16 kg; 230 °C): 25 g/10 min").viscosity).toMatchObject({ temperature: 230, weight: 2.16, min: 25 });
  });

  it("reads melt volume rate, intrinsic viscosity, viscosity number and K value", () => {
    expect(fields("MVR 220 °C/10 kg   18 cm³/10 min").viscosity).toMatchObject({ type: "meltVolumeRate", min: 18, temperature: 220, weight: 10 });
    expect(fields("I.V. (ISO 1628-5): 0.80 dl/g").viscosity).toMatchObject({ type: "intrinsicViscosity", min: 0.8, standard: "dinEnIso1628-5" });
    expect(fields("Viscosity number in formic acid: 150 cm3/g").viscosity).toMatchObject({ type: "viscosityNumber", min: 150, solvent: "formicAcid" });
    expect(fields("K-Wert: 67").viscosity).toMatchObject({ type: "k", min: 67, max: 67 });
  });

  it("converts units to the stored ones", () => {
    expect(fields("Density: 920 kg/m³").density).toBe(0.92);
    expect(fields("Bulk density: 0,55 g/cm³").bulkDensity).toBe(550);
    expect(fields("Moisture: 500 ppm").residualMoistureContent).toBe(0.05);
    expect(fields("Tensile modulus: 1.4 GPa").tensileModulus).toBe(1400);
    expect(fields("Tensile strength: 3,500 psi").tensileStrength).toBeCloseTo(24.13, 1);
    expect(fields("Price: 0,85 €/kg").pricePerTon).toEqual({ amount: 850, currency: "EUR" });
    expect(fields("Capacity: 20,000 kg monthly").capacity).toEqual({ amount: 20, frequency: "month" });
  });

  it("tells density from bulk density and yield from break", () => {
    const f = fields("Bulk density: 500 kg/m3\nDensity: 0.95 g/cm3\nTensile stress at yield: 25 MPa\nTensile strength at break: 30 MPa\nElongation at yield: 8 %");
    expect(f).toMatchObject({ bulkDensity: 500, density: 0.95, yieldStrength: 25, tensileStrength: 30, strain: { type: "atYield", value: 8 } });
  });

  it("skips figures with the wrong unit (test conditions, temperatures)", () => {
    expect(fields("HDT A 1.8 MPa: 55 °C").heatDeflectionTemperature).toBe(55);
    expect(fields("Charpy notched impact strength at 23 °C: 4,5 kJ/m²").impactResistance).toBe(4.5);
    expect(fields("Izod impact: 50 J/m").impactResistance).toBeUndefined();
  });

  it("reads categories in English and German", () => {
    expect(fields("Material: HDPE\nFarbe: schwarz\nLieferform: Mahlgut\nPost-Consumer-Ware")).toMatchObject({
      type: "hdpe", color: "black", condition: "regrind", source: "postConsumer",
    });
    expect(fields("Polymer: PC/ABS blend\nColour: natural\nForm: pellets").type).toBe("pc/abs");
    expect(fields("Werkstoff: PE-LLD").type).toBe("lldpe");
  });

  it("collects certificates and packaging but not negated ones", () => {
    const f = fields("Certificates: EuCertPlast, GRS\nNot FDA approved\nDelivery: big bags or silo truck");
    expect(f.certificates).toEqual(["euCertPlast", "grs"]);
    expect(f.packagingTypes).toEqual(["bigBags#bigBags", "silos#silos"]);
  });

  it("reads hardness, flammability, filtration, fillers and country", () => {
    expect(fields("Hardness Shore A: 85").hardness).toEqual({ type: "shoreA", value: 85 });
    expect(fields("Flammability UL94: V-0").flammability).toBe("V-0");
    expect(fields("Melt filtration: 80 µm").meltFiltrationMeshSize).toBe(80);
    expect(fields("PP TD20 compound, 20 % talc").fillers).toEqual([{ filler: "talcum", percentage: 20 }]);
    expect(fields("Herkunftsland: Österreich").countryOfOrigin).toBe("AT");
    expect(fields("Country of origin: NL").countryOfOrigin).toBe("NL");
  });

  it("states nothing it cannot read", () => {
    expect(fields("Price on request\nDensity: see certificate")).toEqual({});
  });
});
