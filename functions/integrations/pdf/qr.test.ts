import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString } from "pdf-lib";
import { encode } from "uqr";
import { describe, expect, it } from "vitest";
import { fullMaterial } from "../../../test/fixtures/datasheets/materials";
import { passportPath, passportUrl } from "../../domains/passports/links";
import { generateDatasheetPdf } from "../datasheet/generate-pdf";
import { darkRuns, qrMatrix } from "./qr";

/** The URI link annotations of every page of a PDF. */
async function linkUris(pdf: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  return doc.getPages().flatMap((page) => {
    const annots = page.node.lookupMaybe(PDFName.of("Annots"), PDFArray);
    if (!annots) return [];
    return annots.asArray().flatMap((ref) => {
      const action = doc.context.lookup(ref, PDFDict).lookupMaybe(PDFName.of("A"), PDFDict);
      const uri = action?.lookupMaybe(PDFName.of("URI"), PDFString);
      return uri ? [uri.decodeText()] : [];
    });
  });
}

describe("the passport's QR code", () => {
  it("links the public site's /passport/{id}", () => {
    expect(passportPath("material-1")).toBe("/passport/material-1");
    expect(passportUrl("material-1", "https://www.recyclate.example.com")).toBe("https://www.recyclate.example.com/passport/material-1");
    expect(passportUrl("a/b", "https://x.example")).toBe("https://x.example/passport/a%2Fb");
  });

  it("is the QR matrix of the passport URL, drawn as one rectangle per dark run", () => {
    const url = passportUrl("material-0123456789", "https://www.recyclate.example.com");
    const matrix = qrMatrix(url);
    expect(matrix).toEqual(encode(url, { ecc: "M", border: 0 }).data);
    // a matrix encodes what it was made from: another URL gives other modules
    expect(matrix).not.toEqual(qrMatrix(`${url}x`));
    const runs = darkRuns(matrix);
    const dark = matrix.flat().filter(Boolean).length;
    expect(runs.reduce((n, [, , len]) => n + len, 0)).toBe(dark);
    for (const [r, c, len] of runs) expect(matrix[r].slice(c, c + len).every(Boolean)).toBe(true);
  });

  it("ends a listed material's datasheet, linked to the passport URL", async () => {
    const m = fullMaterial();
    const url = passportUrl(m.id, "https://www.recyclate.example.com");
    const base = { material: m, companyName: "Demo Recycling GmbH", generatedAt: new Date("2025-03-14T10:00:00Z"), publicView: true };
    const withQr = await generateDatasheetPdf({ ...base, passportUrl: url });
    expect(await linkUris(withQr)).toEqual([url]);
    // the drawing: without the passport the sheet has no link and is smaller by the code's rectangles
    const without = await generateDatasheetPdf(base);
    expect(await linkUris(without)).toEqual([]);
    expect(withQr.length).toBeGreaterThan(without.length + darkRuns(qrMatrix(url)).length * 8);
  });
});
