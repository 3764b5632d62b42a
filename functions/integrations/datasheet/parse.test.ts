import { describe, expect, it } from "vitest";
import { parseText } from "./parse";

const fields = (text: string) => parseText(text).fields;

describe("datasheet text parser", () => {
  it("reads melt flow rate with its test conditions and standard", () => {
    expect(fields("MFR (230 °C/2.16 kg) | ISO 1133 | g/10 min | 8 - 12").viscosity).toEqual({
      type: "meltFlowRate",
      min: 8,
      max: 12,
      standard: "dinEnIso1133",
      temperature: 230,
      weight: 2.16,
    });
    expect(fields("Melt index 190/5: 0.3 g/10 min (ASTM D1238)").viscosity).toEqual({
      type: "meltFlowRate",
      min: 0.3,
      max: 0.3,
      standard: "astmD1238",
      temperature: 190,
      weight: 5,
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

  it("reads thousands grouped with spaces instead of the last group alone", () => {
    expect(fields("Module de flexion : 1 350 MPa").flexuralModulus).toBe(1350);
    expect(fields("Module de flexion : 1\u202f350 MPa").flexuralModulus).toBe(1350);
    expect(fields("Zug-E-Modul | ISO 527 | MPa | 1\u2009150").tensileModulus).toBe(1150);
    // the last group alone is often a plausible value too: this one used to read as 50 kg/m³
    expect(fields("Densité apparente : 1 050 kg/m³").bulkDensity).toBe(1050);
  });

  it("reads elongation at break and yield in their usual spellings", () => {
    for (const l of [
      "Elongation @ Break: 600 %",
      "Elongation at break (ISO 527): 600 %",
      "Elongation, break | % | 600",
      "Bruchdehnung: 600 %",
      "Allongement à la rupture : 600 %",
      "Alargamiento a la rotura: 600 %",
    ])
      expect(fields(l).strain, l).toEqual({ type: "atBreak", value: 600 });
    expect(fields("Elongation @ Yield: 9 %").strain).toEqual({ type: "atYield", value: 9 });
    expect(fields("Tensile Strength @ Yield: 25 MPa")).toEqual({ yieldStrength: 25 });
  });

  it("converts prices per pound, kilogram, 100 kg and ton to the metric ton", () => {
    const price = (l: string) => fields(l).pricePerTon;
    expect(price("Price: USD 0.55 / lb")).toEqual({ amount: 1212.54, currency: "USD" });
    expect(price("Price: $0.55/lb")).toEqual({ amount: 1212.54, currency: "USD" });
    expect(price("Price: 55 ¢/lb")).toEqual({ amount: 1212.54, currency: "USD" });
    expect(price("Prix : 0,69 €/kg départ usine")).toEqual({ amount: 690, currency: "EUR" });
    expect(price("Prix : 690 €/t départ usine")).toEqual({ amount: 690, currency: "EUR" });
    expect(price("Price: 690 EUR/t")).toEqual({ amount: 690, currency: "EUR" });
    expect(price("Price: EUR/t 690")).toEqual({ amount: 690, currency: "EUR" });
    expect(price("Price: $850/MT FOB")).toEqual({ amount: 850, currency: "USD" });
    expect(price("Price per tonne: 1 150 EUR")).toEqual({ amount: 1150, currency: "EUR" });
    expect(price("Preis: 85 €/100 kg")).toEqual({ amount: 850, currency: "EUR" });
    expect(price("Price (EUR/100 kg) | 85")).toEqual({ amount: 850, currency: "EUR" });
    expect(price("Price (USD/lb) | 0.55")).toEqual({ amount: 1212.54, currency: "USD" });
    expect(price("Price: USD 500 per short ton")).toEqual({ amount: 551.16, currency: "USD" });
    // incoterms and places are not units
    expect(price("Price: 850 EUR, FCA/Bremen")).toEqual({ amount: 850, currency: "EUR" });
    expect(price("Price: FCA/Hamburg 850 €")).toEqual({ amount: 850, currency: "EUR" });
  });

  it("leaves a price empty when it is quoted per something that is not a mass", () => {
    expect(fields("Price: 25 € per bag").pricePerTon).toBeUndefined();
    expect(fields("Price: 4.20 €/m²").pricePerTon).toBeUndefined();
  });

  it("reads the source in French, Spanish and German", () => {
    const source = (l: string) => fields(l).source;
    expect(source("Origine de la matière : déchets post-industriels")).toBe("postIndustrial");
    expect(source("Origine : chutes de production")).toBe("postIndustrial");
    expect(source("Source : post-consommation")).toBe("postConsumer");
    expect(source("Origen: residuos posconsumo")).toBe("postConsumer");
    expect(source("Quelle: Post-Industrial")).toBe("postIndustrial");
    expect(source("Ausgangsmaterial: postindustrielle Abfälle")).toBe("postIndustrial");
    expect(source("Quelle: Post-Consumer")).toBe("postConsumer");
    expect(source("Herkunft: PCR")).toBe("postConsumer");
    expect(source("Herkunft: PIR-Material")).toBe("postIndustrial");
    expect(source("Source : pré-consommation")).toBe("preConsumer");
  });

  it("tells density from bulk density and yield from break", () => {
    const f = fields(
      "Bulk density: 500 kg/m3\nDensity: 0.95 g/cm3\nTensile stress at yield: 25 MPa\nTensile strength at break: 30 MPa\nElongation at yield: 8 %",
    );
    expect(f).toMatchObject({ bulkDensity: 500, density: 0.95, yieldStrength: 25, tensileStrength: 30, strain: { type: "atYield", value: 8 } });
  });

  it("skips figures with the wrong unit (test conditions, temperatures)", () => {
    expect(fields("HDT A 1.8 MPa: 55 °C").heatDeflectionTemperature).toBe(55);
    expect(fields("Charpy notched impact strength at 23 °C: 4,5 kJ/m²").impactResistance).toBe(4.5);
    expect(fields("Izod impact: 50 J/m").impactResistance).toBeUndefined();
  });

  it("reads categories in English and German", () => {
    expect(fields("Material: HDPE\nFarbe: schwarz\nLieferform: Mahlgut\nPost-Consumer-Ware")).toMatchObject({
      type: "hdpe",
      color: "black",
      condition: "regrind",
      source: "postConsumer",
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
