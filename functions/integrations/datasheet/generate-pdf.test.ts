import { PDFDocument, StandardFonts } from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { fullMaterial } from "../../../test/fixtures/datasheets/materials";
import { sanitizer } from "../pdf/pen";
import { generateDatasheetPdf } from "./generate-pdf";
import { offlineExtractor } from "./offline-engine";
import { sheetSections } from "./sheet-content";

async function textOf(pdf: Uint8Array) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

describe("datasheet PDF generation", () => {
  it("shows the name, company, level and every section", async () => {
    const m = fullMaterial();
    const pdf = await generateDatasheetPdf({
      material: m,
      companyName: "Demo Recycling GmbH",
      generatedAt: new Date("2025-03-14T10:00:00Z"),
      publicView: false,
    });
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe("%PDF-");
    const text = await textOf(pdf);
    for (const s of [
      m.name,
      "Demo Recycling GmbH",
      "DQL 4",
      "4 of 4 levels met",
      "DQL 1",
      "DQL 2",
      "DQL 3",
      "Optional characteristics",
      "Commercial",
      "14/03/2025",
      "EuCertPlast",
      "L-2025-0311",
    ])
      expect(text).toContain(s);
    expect(text).not.toContain("INTERNAL-PP-4711");
  });

  it("leaves internal fields out of the public sheet and marks missing fields", async () => {
    const m = fullMaterial({ bulkDensity: null } as never);
    expect(m.dataQualityLevel).toBe(2);
    const text = await textOf(await generateDatasheetPdf({ material: m, companyName: "X", generatedAt: new Date(), publicView: true }));
    expect(text).toContain("DQL 2");
    expect(text).toContain("Not stated");
    expect(text).not.toContain("L-2025-0311");
    expect(text).not.toContain("INTERNAL-PP-4711");
  });

  it("groups fields by level with their completeness", () => {
    const sections = sheetSections(fullMaterial({ lotNumber: null } as never), { publicView: false });
    expect(sections.map((s) => s.title)).toEqual(["DQL 1", "DQL 2", "DQL 3", "DQL 4", "Optional characteristics", "Commercial"]);
    expect(sections[1]).toMatchObject({ missing: 1 });
    expect(sections[1].rows.find((r) => r.label === "Lot number")?.value).toBeNull();
    expect(sections[0].rows.find((r) => r.label === "Viscosity")?.value).toBe("Melt flow rate: 10–14 g/10min (230 °C / 2.16 kg) · DIN EN ISO 1133");
  });

  it("shows an empty fillers list as stated 'None'", () => {
    const [, dql2] = sheetSections(fullMaterial({ fillers: [] } as never), { publicView: false });
    expect(dql2.rows.find((r) => r.label === "Fillers")?.value).toBe("None");
    expect(dql2.missing).toBe(0);
  });

  it("replaces characters the standard fonts cannot encode", async () => {
    const doc = await PDFDocument.create();
    const clean = sanitizer(await doc.embedFont(StandardFonts.Helvetica));
    expect(clean("≥ 5 µm, 0,92 g/cm³, 230 °C, CO₂, Łódź ✓")).toBe(">= 5 µm, 0,92 g/cm³, 230 °C, CO2, Lódz v");
    const m = fullMaterial({ name: "PP ≥ 99 % – Łódź ✓", description: "≤ 0.1 % moisture" } as never);
    await expect(generateDatasheetPdf({ material: m, companyName: "Ω GmbH", generatedAt: new Date(), publicView: false })).resolves.toBeInstanceOf(Uint8Array);
  });

  it("can be read back by the extractor (round trip)", async () => {
    const m = fullMaterial();
    const { fields } = await offlineExtractor.extract(
      await generateDatasheetPdf({ material: m, companyName: "Demo Recycling GmbH", generatedAt: new Date(), publicView: false }),
    );
    expect(fields).toMatchObject({
      type: "pp",
      color: "black",
      condition: "granules",
      source: "postConsumer",
      density: 1.04,
      bulkDensity: 520,
      ashContent: 20,
      countryOfOrigin: "DE",
    });
    expect(fields.viscosity).toMatchObject({ type: "meltFlowRate", min: 10, max: 14, temperature: 230, weight: 2.16, standard: "dinEnIso1133" });
  });
});
