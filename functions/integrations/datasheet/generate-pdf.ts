import { PDFDocument, rgb } from "pdf-lib";
import type { Material } from "../../../shared/schemas/material";
import { A4, ddMMyyyy, INK, PdfPen, standardFonts, wrap } from "../pdf/pen";
import { drawQr } from "../pdf/qr";
import { humanize, materialTypeLabel, sheetSections, type SheetSection } from "./sheet-content";

const M = 42; // page margin
const MUTED = rgb(0.45, 0.49, 0.52);
const LINE = rgb(0.86, 0.88, 0.89);
const BRAND = rgb(0.04, 0.35, 0.33);
const BRAND_LIGHT = rgb(0.9, 0.95, 0.94);
const OK = rgb(0.13, 0.52, 0.29);
const WARN = rgb(0.72, 0.45, 0.05);
const LABEL_W = 178;

export interface DatasheetInput {
  material: Material;
  companyName: string | null;
  generatedAt: Date;
  /** The public catalog's sheet: no internal fields. */
  publicView: boolean;
  /** The material's product passport (listed materials only): the sheet ends with its QR code. */
  passportUrl?: string | null;
}

class Layout extends PdfPen {
  constructor(
    doc: PDFDocument,
    fonts: Awaited<ReturnType<typeof standardFonts>>,
    readonly runningTitle: string,
  ) {
    super(doc, fonts.font, fonts.bold, fonts.clean);
  }

  newPage(first: boolean) {
    this.addPage(M);
    if (!first) {
      this.text(this.runningTitle, M, this.y - 4, 8.5, { bold: true, color: BRAND });
      this.text("Technical data sheet (continued)", A4[0] - M, this.y - 4, 8, { color: MUTED, right: true });
      this.page.drawLine({ start: { x: M, y: this.y - 11 }, end: { x: A4[0] - M, y: this.y - 11 }, thickness: 0.6, color: LINE });
      this.y -= 30;
    }
  }

  /** Start a new page unless `h` points still fit above the footer. */
  ensure(h: number) {
    if (this.y - h < 70) this.newPage(false);
  }
}

function header(l: Layout, input: DatasheetInput) {
  const { material: m } = input;
  const [W, H] = A4;
  const top = H;
  const bandH = 128;
  l.page.drawRectangle({ x: 0, y: top - bandH, width: W, height: bandH, color: BRAND });
  const kicker = `${input.companyName ? `${input.companyName.toUpperCase()}  ·  ` : ""}TECHNICAL DATA SHEET`;
  l.text(kicker, M, top - 32, 8, { bold: true, color: rgb(0.7, 0.87, 0.84) });
  const nameLines = wrap(l.clean(m.name), l.bold, 20, W - 2 * M - 140).slice(0, 2);
  const nameSize = nameLines.length > 1 ? 18 : 21;
  nameLines.forEach((s, i) => l.text(s, M, top - 58 - i * (nameSize + 3), nameSize, { bold: true, color: rgb(1, 1, 1) }));
  const facts = [
    materialTypeLabel(m.type),
    m.condition ? humanize(m.condition) : null,
    m.color ? humanize(m.color) : null,
    m.source ? humanize(m.source) : null,
  ]
    .filter(Boolean)
    .join("  ·  ");
  l.text(facts, M, top - bandH + 20, 10, { color: rgb(0.85, 0.94, 0.92) });

  // the data quality level badge
  const level = m.dataQualityLevel;
  const bx = W - M - 118;
  const by = top - bandH + 18;
  l.page.drawRectangle({ x: bx, y: by, width: 118, height: 92, color: rgb(1, 1, 1) });
  l.text("DATA QUALITY LEVEL", bx + 59 - l.bold.widthOfTextAtSize("DATA QUALITY LEVEL", 7) / 2, by + 76, 7, { bold: true, color: MUTED });
  const big = level ? `DQL ${level}` : "None";
  l.text(big, bx + 59 - l.bold.widthOfTextAtSize(big, 26) / 2, by + 42, 26, { bold: true, color: BRAND });
  for (let i = 1; i <= 4; i++) {
    l.page.drawRectangle({ x: bx + 15 + (i - 1) * 23, y: by + 24, width: 19, height: 6, color: level && i <= level ? BRAND : LINE });
  }
  const sub = level ? `${level} of 4 levels met` : "Level 1 not yet met";
  l.text(sub, bx + 59 - l.font.widthOfTextAtSize(sub, 7.5) / 2, by + 9, 7.5, { color: MUTED });

  // document facts under the band
  const y = top - bandH - 24;
  const cols: [string, string][] = [
    ["Supplier", input.companyName ?? "–"],
    ["Material type", materialTypeLabel(m.type) || "–"],
    ["Data as of", m.updatedDate ? ddMMyyyy(new Date(m.updatedDate)) : "–"],
    ["Issued", ddMMyyyy(input.generatedAt)],
  ];
  const cw = (W - 2 * M) / cols.length;
  cols.forEach(([k, v], i) => {
    l.text(k.toUpperCase(), M + i * cw, y + 12, 6.5, { bold: true, color: MUTED });
    l.text(wrap(l.clean(v), l.font, 9.5, cw - 10)[0], M + i * cw, y, 9.5);
  });
  l.page.drawLine({ start: { x: M, y: y - 10 }, end: { x: W - M, y: y - 10 }, thickness: 0.6, color: LINE });
  l.y = y - 26;
  if (m.description) {
    // labelled like the facts above, so that a reader of the sheet tells the description from the rows
    l.text("DESCRIPTION", M, l.y + 2, 6.5, { bold: true, color: MUTED });
    l.y -= 12;
    for (const s of wrap(l.clean(m.description), l.font, 9, W - 2 * M).slice(0, 6)) {
      l.text(s, M, l.y, 9, { color: MUTED });
      l.y -= 12;
    }
    l.y -= 8;
  }
}

function section(l: Layout, s: SheetSection) {
  const [W] = A4;
  l.ensure(48);
  l.page.drawRectangle({ x: M, y: l.y - 8, width: W - 2 * M, height: 22, color: BRAND_LIGHT });
  l.page.drawRectangle({ x: M, y: l.y - 8, width: 3, height: 22, color: BRAND });
  l.text(s.title, M + 10, l.y, 10.5, { bold: true, color: BRAND });
  l.text(s.subtitle, M + 12 + l.bold.widthOfTextAtSize(l.clean(s.title), 10.5) + 8, l.y, 9, { color: MUTED });
  if (s.level !== undefined) {
    const status = s.missing ? `${s.missing} field${s.missing === 1 ? "" : "s"} missing` : "Complete";
    l.text(status, W - M - 8, l.y, 8.5, { bold: true, color: s.missing ? WARN : OK, right: true });
  }
  l.y -= 24;
  if (!s.rows.length) {
    l.text("Nothing stated.", M + 10, l.y, 9, { color: MUTED });
    l.y -= 20;
    return;
  }
  for (const r of s.rows) {
    const lines = wrap(l.clean(r.value ?? "Not stated"), l.font, 9.5, W - 2 * M - LABEL_W - 10);
    const h = 6 + lines.length * 12;
    l.ensure(h + 4);
    l.text(r.label, M + 10, l.y, 8.5, { color: MUTED });
    lines.forEach((s2, i) => l.text(s2, M + LABEL_W, l.y - i * 12, 9.5, { color: r.value === null ? rgb(0.7, 0.72, 0.74) : INK }));
    l.y -= h;
    l.page.drawLine({ start: { x: M + 10, y: l.y + 8 }, end: { x: W - M, y: l.y + 8 }, thickness: 0.4, color: LINE });
  }
  l.y -= 12;
}

const QR_SIZE = 84;

/** The product passport block: its QR code, and the address beside it for those who cannot scan. */
function passport(l: Layout, url: string) {
  l.ensure(QR_SIZE + 16);
  const top = l.y + 8;
  drawQr(l.page, url, M, top - QR_SIZE, QR_SIZE, INK);
  const x = M + QR_SIZE + 14;
  l.text("DIGITAL PRODUCT PASSPORT", x, top - 14, 6.5, { bold: true, color: MUTED });
  l.text("Scan the code to open this material's passport:", x, top - 30, 9);
  l.text(url, x, top - 44, 8.5, { color: BRAND });
  l.y = top - QR_SIZE - 16;
}

function footers(l: Layout, input: DatasheetInput) {
  const [W] = A4;
  l.pages.forEach((p, i) => {
    l.page = p;
    p.drawLine({ start: { x: M, y: 48 }, end: { x: W - M, y: 48 }, thickness: 0.6, color: LINE });
    l.text(
      `Generated by Recyclate Marketplace on ${ddMMyyyy(input.generatedAt)}. Values as stated by the supplier; typical values, not specification limits.`,
      M,
      36,
      7,
      { color: MUTED },
    );
    l.text(`Page ${i + 1} of ${l.pages.length}`, W - M, 36, 7, { color: MUTED, right: true });
  });
}

/** The material's datasheet PDF: header with the level badge, DQL 1–4, optional characteristics, commercial. */
export async function generateDatasheetPdf(input: DatasheetInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const m = input.material;
  doc.setTitle(`${m.name} – Technical data sheet`);
  doc.setAuthor(input.companyName ?? "Recyclate Marketplace");
  doc.setSubject(`Data quality level ${m.dataQualityLevel ?? "none"}`);
  doc.setProducer("Recyclate Marketplace");
  doc.setCreationDate(input.generatedAt);
  doc.setModificationDate(input.generatedAt);
  const l = new Layout(doc, await standardFonts(doc), m.name);
  l.newPage(true);
  header(l, input);
  for (const s of sheetSections(m, { publicView: input.publicView })) section(l, s);
  if (input.passportUrl) passport(l, input.passportUrl);
  footers(l, input);
  return doc.save();
}
