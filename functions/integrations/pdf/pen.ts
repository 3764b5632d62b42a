import { rgb, StandardFonts, type PDFDocument, type PDFFont, type PDFPage } from "pdf-lib";

/**
 * What the product's PDFs (the material datasheet, the sales contract) share: A4 pages written top-down in
 * Helvetica, text cleaned to what the standard fonts can encode and wrapped to its box, dates as dd/MM/yyyy.
 * Imported only by the routes that render a PDF, so pdf-lib stays out of every other Lambda.
 */

export const A4: [number, number] = [595.28, 841.89];
export const INK = rgb(0.11, 0.13, 0.15);

/** dd/MM/yyyy in UTC: the format both documents print, whatever the reader's locale. */
export const ddMMyyyy = (d: Date) => `${String(d.getUTCDate()).padStart(2, "0")}/${String(d.getUTCMonth() + 1).padStart(2, "0")}/${d.getUTCFullYear()}`;

/** Standard fonts encode WinAnsi only: map what they cannot show to close ASCII forms. */
export function sanitizer(font: PDFFont): (s: string) => string {
  const ok = new Set(font.getCharacterSet());
  const map: Record<string, string> = {
    "≥": ">=",
    "≤": "<=",
    "≈": "~",
    "₂": "2",
    "₃": "3",
    "→": "->",
    "✓": "v",
    Ł: "L",
    ł: "l",
    Đ: "D",
    đ: "d",
    "\u2009": " ",
    "\u202f": " ",
    "\u00a0": " ",
  };
  const encodable = (t: string) => [...t].every((c) => ok.has(c.codePointAt(0)!));
  const one = (c: string) => {
    if (ok.has(c.codePointAt(0)!)) return c;
    const alt = map[c] ?? c.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
    return alt && encodable(alt) ? alt : "?";
  };
  return (s) => [...s.normalize("NFC")].map(one).join("");
}

export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const para of text.split("\n")) {
    let line = "";
    for (const word of para.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
      else {
        lines.push(line);
        line = word;
      }
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Helvetica and Helvetica Bold embedded in `doc`, with the cleaner for what they can show. */
export async function standardFonts(doc: PDFDocument) {
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  return { font, bold, clean: sanitizer(font) };
}

/** A document written top-down: the current page, the pen's height on it, and text in the two fonts. */
export class PdfPen {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];
  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
    readonly clean: (s: string) => string,
  ) {}

  /** A new A4 page with the pen `margin` points below its top edge. */
  protected addPage(margin: number) {
    this.page = this.doc.addPage(A4);
    this.pages.push(this.page);
    this.y = A4[1] - margin;
  }

  text(s: string, x: number, y: number, size: number, opts: { bold?: boolean; color?: ReturnType<typeof rgb>; right?: boolean } = {}) {
    const font = opts.bold ? this.bold : this.font;
    const str = this.clean(s);
    const dx = opts.right ? -font.widthOfTextAtSize(str, size) : 0;
    this.page.drawText(str, { x: x + dx, y, size, font, color: opts.color ?? INK });
  }
}
