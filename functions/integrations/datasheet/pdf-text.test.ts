import { describe, expect, it } from "vitest";
import { datasheetFixtures } from "../../../test/fixtures/datasheets";
import { BOMB_BYTES, BOMB_VARIANTS, pdfBomb } from "../../../test/fixtures/datasheets/bomb";
import { scannedSheet, sheetWithoutFacts } from "../../../test/fixtures/datasheets/scan";
import { offlineExtractor } from "./offline-engine";
import { PDF_LIMITS, PdfLimitError } from "./pdf-limits";
import { datasheetLines, pdfLines, readInWorker } from "./pdf-text";
import { UnreadableDatasheetError } from "./unreadable";

const MB = 1024 * 1024;

describe("the datasheet reader cannot be exhausted", () => {
  it("reads a datasheet's lines in its worker", async () => {
    const fx = datasheetFixtures.find((f) => f.id === "tds-circulen-multicolumn")!;
    const lines = await pdfLines(await fx.build());
    expect(lines.map((l) => l.text)).toContain("CIRCULEN PP-C 2012 T20");
  });

  it.each(Object.entries(BOMB_VARIANTS))("refuses a 256 MB bomb (%s) before pdf.js runs", async (_, variant) => {
    const pdf = pdfBomb({ ...variant, expandedBytes: BOMB_BYTES });
    expect(pdf.length).toBeLessThan(600 * 1024);
    const err = await pdfLines(pdf).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PdfLimitError);
    expect((err as Error).message).toBe("The PDF expands to more than 64 MB when decompressed");
  });

  it("refuses more pages than a datasheet has, and still reads a small expanded stream", async () => {
    const many = pdfBomb({ expandedBytes: MB, pages: PDF_LIMITS.pages + 1 });
    await expect(pdfLines(many)).rejects.toThrow(/has 31 pages; a datasheet may have at most 30/);
    const few = pdfBomb({ expandedBytes: MB, pages: 2 });
    await expect(pdfLines(few)).resolves.toEqual([]);
  });

  it("stops pdf.js at the worker's memory limit when a bomb gets past the expansion check", async () => {
    const err = await readInWorker(pdfBomb({ expandedBytes: BOMB_BYTES }), { ...PDF_LIMITS, externalMb: 64 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PdfLimitError);
    expect((err as Error).message).toBe(`Reading the PDF needs more than ${PDF_LIMITS.heapMb + 64} MB of memory`);
  });

  it("terminates a read still running at the time limit", async () => {
    const err = await readInWorker(pdfBomb({ expandedBytes: BOMB_BYTES }), { ...PDF_LIMITS, ms: 300, externalMb: 1024 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PdfLimitError);
    expect((err as Error).message).toBe("Reading the PDF took longer than 0.3 s");
  });

  it("keeps the caller's bytes (they are stored after reading)", async () => {
    const pdf = await datasheetFixtures[0].build();
    const before = Buffer.from(pdf);
    await pdfLines(pdf);
    expect(Buffer.from(pdf).equals(before)).toBe(true);
  });
});

describe("a datasheet without a text layer", () => {
  it("is refused as a scan, on one page or several, by the reader and the extractor", async () => {
    for (const pages of [1, 3]) {
      const scan = await scannedSheet(pages);
      expect(await pdfLines(scan)).toEqual([]); // pdf.js reads it: images, no text
      const err = await datasheetLines(scan).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(UnreadableDatasheetError);
      expect((err as Error).message).toBe("This PDF has no text layer (a scan?)");
    }
    await expect(offlineExtractor.extract(await scannedSheet())).rejects.toThrow("This PDF has no text layer (a scan?)");
  });

  it("reads a sheet that has text, even when it states nothing", async () => {
    const lines = await datasheetLines(await sheetWithoutFacts());
    expect(lines.map((l) => l.text)).toContain("Dear customer,");
    expect((await offlineExtractor.extract(await sheetWithoutFacts())).fields).toEqual({ name: "Dear customer," }); // its largest line
  });
});
