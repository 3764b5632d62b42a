import { PDFArray, PDFName, PDFString, rgb, type PDFPage, type RGB } from "pdf-lib";
import { encode } from "uqr";

/**
 * QR codes drawn as vector squares (no image, no DOM): the module matrix from uqr, each run of dark modules
 * in a row one rectangle, and a link annotation over the code so that a click in a PDF viewer opens the same
 * address a phone reads.
 */

/** The dark (true) and light modules of `text`'s QR code, without the quiet zone; error correction M. */
export const qrMatrix = (text: string): boolean[][] => encode(text, { ecc: "M", border: 0 }).data;

/** The dark runs of each row as [row, first column, length]: what drawQr paints. */
export function darkRuns(matrix: boolean[][]): [number, number, number][] {
  const runs: [number, number, number][] = [];
  matrix.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) {
      if (!row[c]) continue;
      const start = c;
      while (c + 1 < row.length && row[c + 1]) c++;
      runs.push([r, start, c - start + 1]);
    }
  });
  return runs;
}

/**
 * Draws `url`'s QR code with its lower left corner at (x, y), `size` points wide, on a white square with the
 * four-module quiet zone the standard asks for around it, and links the square to `url`.
 */
export function drawQr(page: PDFPage, url: string, x: number, y: number, size: number, color: RGB): void {
  const matrix = qrMatrix(url);
  const n = matrix.length;
  const quiet = 4;
  const cell = size / (n + 2 * quiet);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  for (const [r, c, len] of darkRuns(matrix)) {
    page.drawRectangle({ x: x + (quiet + c) * cell, y: y + size - (quiet + r + 1) * cell, width: len * cell, height: cell, color });
  }
  linkArea(page, url, x, y, size);
}

/** A URI link annotation over a square of the page. */
function linkArea(page: PDFPage, url: string, x: number, y: number, size: number) {
  const ctx = page.doc.context;
  const link = ctx.register(
    ctx.obj({
      Type: "Annot",
      Subtype: "Link",
      Rect: [x, y, x + size, y + size],
      Border: [0, 0, 0],
      A: { Type: "Action", S: "URI", URI: PDFString.of(url) },
    }),
  );
  const annots = page.node.lookup(PDFName.of("Annots"));
  if (annots instanceof PDFArray) annots.push(link);
  else page.node.set(PDFName.of("Annots"), ctx.obj([link]));
}
