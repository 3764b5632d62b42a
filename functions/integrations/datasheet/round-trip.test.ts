import { describe, expect, it } from "vitest";
import { dataQualityLevel } from "../../../shared/rules/data-quality";
import { MaterialInput, parsePackaging, type Material } from "../../../shared/schemas/material";
import { richMaterial, seededMaterial as seeded } from "../../../test/fixtures/datasheets/materials";
import { generateDatasheetPdf } from "./generate-pdf";
import { offlineExtractor } from "./offline-engine";
import { printedFields } from "./sheet-content";
import { toMaterialDraft } from "./to-material";

/** Generate the datasheet, read it back, and return the material fields as the import would store them. */
async function readBack(m: Material) {
  const pdf = await generateDatasheetPdf({
    material: m,
    companyName: "Demo Recycling GmbH",
    generatedAt: new Date("2025-03-14T10:00:00Z"),
    publicView: false,
    // the sheet of a listed material ends with its passport's QR code and address: the reader must pass over them
    passportUrl: `https://www.recyclate.example.com/passport/${m.id}`,
  });
  const { fields } = await offlineExtractor.extract(pdf);
  const draft = toMaterialDraft(fields, "sheet.pdf");
  // the import copies the name into the internal name for ordinary users (functions/domains/datasheets/index.ts)
  return { draft, got: MaterialInput.parse({ ...draft.input, internalName: draft.input.name }) as Record<string, unknown> };
}

/** The material's fields as stored; a packaging kind alone ("silos") means the kind as its value ("silos#silos"). */
function want(m: Material): Record<string, unknown> {
  const fields = MaterialInput.parse(Object.fromEntries(Object.keys(MaterialInput.shape).map((k) => [k, (m as never)[k]]))) as Record<string, unknown>;
  const packaging = fields.packagingTypes as string[] | undefined;
  return { ...fields, packagingTypes: packaging?.map((p) => `${parsePackaging(p).type}#${parsePackaging(p).value}`) };
}

describe("our datasheet reads back completely", () => {
  for (const [what, material] of [
    ["a material with every printed field set", () => richMaterial()],
    ["the seeded 'rPP talc filled 20 % black' (level 3)", () => seeded("rPP talc filled 20 % black")],
    ["a level 4 seeded material", () => seeded("rHDPE post-consumer black granules")],
  ] as const) {
    it(
      what,
      async () => {
        const m = material();
        const { draft, got } = await readBack(m);
        expect(draft.dropped).toEqual([]);
        const expected = want(m);
        const printed = printedFields(m, { publicView: false });
        expect(printed.length).toBeGreaterThan(20);
        const wrong = printed
          .filter((f) => JSON.stringify(got[f]) !== JSON.stringify(expected[f]))
          .map((f) => ({ field: f, printed: expected[f], read: got[f] }));
        expect(wrong).toEqual([]);
        // nothing read that the sheet does not state
        expect(draft.extracted.filter((f) => !printed.includes(f))).toEqual([]);
        expect(dataQualityLevel(got)).toBe(m.dataQualityLevel);
      },
      30_000,
    ); // the first read starts the PDF reader's worker
  }

  it("has the level the fields give", () => {
    expect(seeded("rPP talc filled 20 % black").dataQualityLevel).toBe(3);
    expect(richMaterial().dataQualityLevel).toBe(4);
  });
});
