import { describe, expect, it } from "vitest";
import { readNeed } from "./need";

/** The need reader (lead's offline/need.ts) over buyer texts in English and German. */
describe("offline need reader", () => {
  it("reads an English HDPE request: type, condition, colour, capacity, processing, application, certificate", () => {
    const n = readNeed("We are looking for 200 t per month of natural HDPE granules for blow moulding of bottles, EuCertPlast certified.");
    expect(n).toMatchObject({ materialType: "hdpe", conditions: ["granules"], colors: ["natural"], processingMethods: ["blowMolding"], certificates: ["euCertPlast"], amount: null, capacity: { amount: 200, frequency: "month" } });
    expect(n.applications).toContain("blow moulding of bottles");
  });

  it("reads a German HDPE request", () => {
    const n = readNeed("Wir suchen HDPE Mahlgut, schwarz, 25 Tonnen pro Monat für Rohre, mit EuCertPlast Zertifikat.");
    expect(n).toMatchObject({ materialType: "hdpe", conditions: ["regrind"], colors: ["black"], certificates: ["euCertPlast"], capacity: { amount: 25, frequency: "month" } });
    expect(n.applications).toEqual(["rohre"]);
  });

  it("reads a one-off PP amount and the application in English and German", () => {
    const en = readNeed("Need 40 tons of black PP regrind for injection moulding of crates.");
    expect(en).toMatchObject({ materialType: "pp", conditions: ["regrind"], colors: ["black"], processingMethods: ["injectionMolding"], amount: 40, capacity: null });
    expect(en.applications).toContain("crates");
    const de = readNeed("Wir suchen PP Granulat natur, 100 t für Spritzguss.");
    expect(de).toMatchObject({ materialType: "pp", conditions: ["granules"], colors: ["natural"], processingMethods: ["injectionMolding"], amount: 100 });
  });

  it("reads PET requests with a yearly or monthly capacity and food-contact certificates", () => {
    const en = readNeed("Looking for clear PET flakes, food grade with EFSA approval, 500 tonnes a year for thermoforming trays.");
    expect(en).toMatchObject({ materialType: "pet", conditions: ["regrind"], colors: ["transparent"], processingMethods: ["thermoforming"], certificates: ["efsa"], capacity: { amount: 500, frequency: "year" } });
    expect(en.applications).toContain("thermoforming trays");
    const de = readNeed("Suchen rPET Flakes transparent, 20 Tonnen pro Monat, für Flaschen, EFSA.");
    expect(de).toMatchObject({ materialType: "pet", colors: ["transparent"], certificates: ["efsa"], capacity: { amount: 20, frequency: "month" }, applications: ["flaschen"] });
  });

  it("reads nothing from a greeting", () => {
    expect(readNeed("hello")).toEqual({
      materialType: null, conditions: [], colors: [], materialSources: [], processingMethods: [], certificates: [], applications: [], amount: null, capacity: null, viscosity: null,
    });
  });
});
