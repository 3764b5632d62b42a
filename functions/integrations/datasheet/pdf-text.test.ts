import { describe, expect, it } from "vitest";
import { pdfBomb } from "../../../test/fixtures/datasheets/bomb";
import { PDF_LIMITS, PdfLimitError } from "./pdf-limits";
import { pdfLines } from "./pdf-text";

describe("the datasheet reader cannot be exhausted (issue 6 item 4)", () => {
  it("refuses a 200 KB PDF that expands to 200 MB quickly and without allocating it", async () => {
    const pdf = await pdfBomb();
    expect(pdf.length).toBeLessThan(300 * 1024);
    const rss = process.memoryUsage().rss;
    const t = Date.now();
    const err = await pdfLines(new Uint8Array(pdf)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PdfLimitError);
    expect((err as Error).message).toMatch(/expands to more than 64 MB/);
    // Before the limit: 8.8 s and 529 MB peak RSS on this machine (13 s and 2.6 GB reported in the issue).
    expect(Date.now() - t).toBeLessThan(5000);
    expect(process.memoryUsage().rss - rss).toBeLessThan(150 * 1024 * 1024);
  });

  it("refuses more pages than a datasheet has, and still reads a small expanded stream", async () => {
    const many = await pdfBomb({ expandedBytes: 1024, pages: PDF_LIMITS.pages + 1 });
    await expect(pdfLines(new Uint8Array(many))).rejects.toThrow(/at most 30/);
    const few = await pdfBomb({ expandedBytes: 1024, pages: 2 });
    await expect(pdfLines(new Uint8Array(few))).resolves.toEqual([]);
  });
});
