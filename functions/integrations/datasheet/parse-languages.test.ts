import { describe, expect, it } from "vitest";
import { parseText } from "./parse";

const fields = (text: string) => parseText(text).fields;

describe("datasheet words in every language", () => {
  it("reads the country of origin by label, name and adjective", () => {
    for (const [line, code] of [
      ["Country of production: Belgium", "BE"],
      ["Herstellungsland: Deutschland", "DE"],
      ["Kraj pochodzenia: Polska", "PL"],
      ["Kraj pochodzenia: Niemcy", "DE"],
      ["Made in Italy", "IT"],
      ["Origine: materiale italiano", "IT"],
      ["Pochodzenie: surowiec włoski", "IT"],
      ["Herkunft: deutsche Haushaltssammlung", "DE"],
      ["País de origem: Portugal", "PT"],
      ["Land van herkomst: Nederland", "NL"],
      ["Fabricado en España", "ES"],
      ["Pays d'origine : FR", "FR"],
    ])
      expect(fields(line).countryOfOrigin, line).toBe(code);
    // a French "de" is not Germany's code
    expect(fields("Origine de la matière : déchets post-industriels").countryOfOrigin).toBeUndefined();
  });

  it("reads lot numbers under their labels, not lot sizes", () => {
    for (const [line, lot] of [
      ["Lot: 24-118", "24-118"],
      ["Lotto: RP-2411-07", "RP-2411-07"],
      ["Partia: 0917/25", "0917/25"],
      ["Charge: 2025-0412", "2025-0412"],
      ["Lote: L25-0331", "L25-0331"],
      ["Partij: NL-3087", "NL-3087"],
      ["Batch no.: CP-25-1187", "CP-25-1187"],
      ["Numer partii: 12/2025", "12/2025"],
    ])
      expect(fields(line).lotNumber, line).toBe(lot);
    expect(fields("Lot size: 25 t").lotNumber).toBeUndefined();
    expect(fields("Lot size: 25 t").batchSize).toBe(25);
  });

  it("reads incoterms with their place and price", () => {
    expect(fields("Resa: FCA Milano").incoterms).toEqual([{ type: "FCA", description: "Milano" }]);
    expect(fields("Delivery terms: DAP").incoterms).toEqual([{ type: "DAP" }]);
    expect(fields("Warunki dostawy: EXW Łódź").incoterms).toEqual([{ type: "EXW", description: "Łódź" }]);
    expect(fields("Incoterms: EXW Łódź; FCA Milano").incoterms).toEqual([
      { type: "EXW", description: "Łódź" },
      { type: "FCA", description: "Milano" },
    ]);
    expect(fields("Incoterms: FCA · 1180 EUR/t · Bremen").incoterms).toEqual([
      { type: "FCA", price: { amount: 1180, currency: "EUR" }, description: "Bremen" },
    ]);
    expect(fields("Price: 860 £/t, FCA Hull").incoterms).toEqual([{ type: "FCA", price: { amount: 860, currency: "GBP" }, description: "Hull" }]);
  });

  it("reads capacity per month or year in every language, with dot-grouped thousands", () => {
    expect(fields("Capacità produttiva: 150 t/mese").capacity).toEqual({ amount: 150, frequency: "month" });
    expect(fields("Zdolność produkcyjna: 200 t/miesiąc").capacity).toEqual({ amount: 200, frequency: "month" });
    expect(fields("Capaciteit: 90 t/maand").capacity).toEqual({ amount: 90, frequency: "month" });
    expect(fields("Capacidad: 80 t/mes").capacity).toEqual({ amount: 80, frequency: "month" });
    expect(fields("Kapazität: 1.000 t/Jahr").capacity).toEqual({ amount: 1000, frequency: "year" });
    expect(fields("Capacity: 1,000 t per year").capacity).toEqual({ amount: 1000, frequency: "year" });
    // thin and narrow no-break spaces group thousands too
    expect(fields("Capacité : 1\u202f200 t par an").capacity).toEqual({ amount: 1200, frequency: "year" });
    expect(fields("Module de flexion : 1\u2009350 MPa").flexuralModulus).toBe(1350);
    // the decimal comma of a dot-grouping language
    expect(fields("Losgröße: 1,5 t\nFarbe: schwarz").batchSize).toBe(1.5);
  });

  it("reads a colour phrase as a whole", () => {
    expect(fields("Colour: Natural (off-white, translucent)").color).toBe("natural");
    expect(fields("Colore: Naturale").color).toBe("natural");
    expect(fields("Kolor: czarny").color).toBe("black");
    expect(fields("Kleur: naturel").color).toBe("natural");
    expect(fields("Cor: cinzento").color).toBe("gray");
  });

  it("tells waste streams from packaging and certificate numbers from a no", () => {
    const f = fields("Ausgangsmaterial: Folien aus dem Gelben Sack\nVerpackung: Big Bags");
    expect(f.source).toBe("postConsumer");
    expect(f.packagingTypes).toEqual(["bigBags#bigBags"]);
    expect(fields("Quelle: Gelber Sack").packagingTypes).toBeUndefined();
    expect(fields("Certificate of analysis: cert. no. 2025-114").certificateOfAnalysis).toBe(true);
    expect(fields("Certificate of analysis: no").certificateOfAnalysis).toBe(false);
    expect(fields("Świadectwo analizy: tak").certificateOfAnalysis).toBe(true);
  });

  it("takes the name from its label, else the title that is no heading, badge or company", () => {
    for (const label of [
      "Product name",
      "Nome prodotto",
      "Nazwa produktu",
      "Produktname",
      "Nom du produit",
      "Nombre del producto",
      "Nome do produto",
      "Productnaam",
    ])
      expect(fields(`${label}: RG-40 black\nDensity: 0.95 g/cm3`).name, label).toBe("RG-40 black");
    expect(fields("Product description: a recycled PP").name).toBeUndefined();
  });

  it("reads condition words: Regranulat, przemiał, granza", () => {
    expect(fields("Lieferform: Regranulat").condition).toBe("granules");
    expect(fields("Postać: przemiał").condition).toBe("regrind");
    expect(fields("Presentación: granza").condition).toBe("granules");
  });
});
