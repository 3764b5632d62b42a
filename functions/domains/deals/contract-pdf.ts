import { PDFDocument, rgb } from "pdf-lib";
import type { Deal } from "../../../shared/schemas/deal";
import { A4, ddMMyyyy, INK, PdfPen, standardFonts, wrap } from "../../integrations/pdf/pen";

/**
 * The sales contract PDF of a deal (ADR 0139). Imported only by the contract
 * route's handler (`contract` in ./handlers.ts, through ./contract.ts), so pdf-lib is bundled into that Lambda alone. Every text
 * is wrapped to its box; the goods table continues on further pages with its header repeated.
 */

export interface ContractParty {
  name: string;
  addressLines: string[];
}

export interface ContractInput {
  deal: Pick<Deal, "transactionNumber" | "eta" | "carrier" | "billOfLanding" | "contractData">;
  seller: ContractParty | null;
  buyer: ContractParty | null;
  date: Date;
}

const M = 48;
const W = A4[0] - 2 * M;
const BOTTOM = M + 24; // room for the footer
const MUTED = rgb(0.42, 0.46, 0.5);
const LINE = rgb(0.82, 0.85, 0.87);
const BRAND = rgb(0.04, 0.35, 0.33);
const HEAD_BG = rgb(0.92, 0.95, 0.94);

const isoToDdMMyyyy = (iso: string | null) => (iso ? ddMMyyyy(new Date(`${iso}T00:00:00Z`)) : "-");
/** 12,345.67: the contract's number format, whatever the reader's locale. */
export const money = (n: number) => n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const qty = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 3 });
/** Cents, so that a sum of line totals is the total printed (no float drift). */
const lineTotal = (quantity: number, price: number) => Math.round(quantity * price * 100) / 100;

export function contractTotals(materials: { quantity: number; price: number }[]) {
  const amount = Math.round(materials.reduce((s, m) => s + lineTotal(m.quantity, m.price) * 100, 0)) / 100;
  const quantity = Math.round(materials.reduce((s, m) => s + m.quantity, 0) * 1000) / 1000;
  return { amount, quantity };
}

/** Table columns: x offsets and widths within the text width. */
const COLS = [
  { key: "no", label: "#", w: 24, right: false },
  { key: "description", label: "Description of goods", w: 215, right: false },
  { key: "quantity", label: "Quantity (t)", w: 70, right: true },
  { key: "price", label: "Price per t", w: 88, right: true },
  { key: "total", label: "Line total", w: W - 24 - 215 - 70 - 88, right: true },
] as const;

class Writer extends PdfPen {
  constructor(doc: PDFDocument, fonts: Awaited<ReturnType<typeof standardFonts>>) {
    super(doc, fonts.font, fonts.bold, fonts.clean);
    this.newPage();
  }

  newPage() {
    this.addPage(M);
  }

  /** Start a new page unless `height` still fits above the footer. */
  ensure(height: number): boolean {
    if (this.y - height >= BOTTOM) return false;
    this.newPage();
    return true;
  }

  lines(s: string, width: number, size: number, bold = false) {
    return wrap(this.clean(s), bold ? this.bold : this.font, size, width);
  }

  rule(y: number, color = LINE, thickness = 0.6) {
    this.page.drawLine({ start: { x: M, y }, end: { x: M + W, y }, thickness, color });
  }

  heading(s: string) {
    this.ensure(40);
    this.y -= 18;
    this.text(s.toUpperCase(), M, this.y, 10, { bold: true, color: BRAND });
    this.y -= 6;
    this.rule(this.y, BRAND, 0.8);
    this.y -= 14;
  }

  /** A label and a wrapped value in two columns. */
  field(label: string, value: string) {
    const lines = this.lines(value || "-", W - 130, 10);
    this.ensure(lines.length * 13 + 2);
    this.text(label, M, this.y, 9, { color: MUTED });
    lines.forEach((l, i) => this.text(l, M + 130, this.y - i * 13, 10));
    this.y -= lines.length * 13 + 3;
  }
}

function tableHeader(w: Writer, currency: string) {
  const h = 20;
  w.page.drawRectangle({ x: M, y: w.y - h + 6, width: W, height: h, color: HEAD_BG });
  let x = M;
  for (const c of COLS) {
    const label = c.key === "price" || c.key === "total" ? `${c.label} (${currency})` : c.label;
    w.text(label, c.right ? x + c.w - 4 : x + 4, w.y - 8, 8.5, { bold: true, right: c.right });
    x += c.w;
  }
  w.y -= h + 4;
}

function goodsTable(w: Writer, materials: ContractInput["deal"]["contractData"]["materials"], currency: string) {
  w.ensure(60);
  tableHeader(w, currency);
  materials.forEach((m, i) => {
    const desc = w.lines(m.description, COLS[1].w - 8, 9.5);
    const h = desc.length * 12 + 6;
    if (w.ensure(h + 4)) {
      w.text("Goods (continued)", M, w.y, 9, { color: MUTED });
      w.y -= 16;
      tableHeader(w, currency);
    }
    const cells: Record<string, string> = { no: String(i + 1), quantity: qty(m.quantity), price: money(m.price), total: money(lineTotal(m.quantity, m.price)) };
    let x = M;
    for (const c of COLS) {
      if (c.key === "description") desc.forEach((l, j) => w.text(l, x + 4, w.y - 8 - j * 12, 9.5));
      else w.text(cells[c.key], c.right ? x + c.w - 4 : x + 4, w.y - 8, 9.5, { right: c.right });
      x += c.w;
    }
    w.y -= h;
    w.rule(w.y + 2);
    w.y -= 2;
  });
  if (!materials.length) {
    w.text("No goods listed yet.", M + 4, w.y - 8, 9.5, { color: MUTED });
    w.y -= 20;
  }
  const totals = contractTotals(materials);
  w.ensure(24);
  w.y -= 6;
  const right = M + W - 4;
  w.text("Total", M + 4, w.y - 8, 10, { bold: true });
  w.text(`${qty(totals.quantity)} t`, M + COLS[0].w + COLS[1].w + COLS[2].w - 4, w.y - 8, 10, { bold: true, right: true });
  w.text(`${money(totals.amount)} ${currency}`, right, w.y - 8, 10, { bold: true, right: true });
  w.y -= 14;
  w.rule(w.y, INK, 1);
  w.y -= 20;
}

function parties(w: Writer, seller: ContractParty | null, buyer: ContractParty | null) {
  const colW = (W - 24) / 2;
  const block = (title: string, p: ContractParty | null) => [
    ...w.lines(p?.name ?? "To be named", colW, 10.5, true).map((l) => ({ l, bold: true })),
    ...(p?.addressLines ?? []).flatMap((a) => w.lines(a, colW, 9.5)).map((l) => ({ l, bold: false })),
    { l: title, bold: false },
  ];
  const left = block("(the Seller)", seller);
  const rightCol = block("(the Buyer)", buyer);
  const rows = Math.max(left.length, rightCol.length);
  w.ensure(rows * 13 + 16);
  w.text("Seller", M, w.y, 9, { color: MUTED });
  w.text("Buyer", M + colW + 24, w.y, 9, { color: MUTED });
  w.y -= 14;
  left.forEach((r, i) => w.text(r.l, M, w.y - i * 13, r.bold ? 10.5 : 9.5, { bold: r.bold, color: r.l.startsWith("(the") ? MUTED : INK }));
  rightCol.forEach((r, i) => w.text(r.l, M + colW + 24, w.y - i * 13, r.bold ? 10.5 : 9.5, { bold: r.bold, color: r.l.startsWith("(the") ? MUTED : INK }));
  w.y -= rows * 13;
}

function signatures(w: Writer, seller: ContractParty | null, buyer: ContractParty | null) {
  const colW = (W - 40) / 2;
  w.ensure(82);
  w.y -= 6;
  w.text("IN WITNESS WHEREOF the parties have signed this contract.", M, w.y, 9.5, { color: MUTED });
  w.y -= 48;
  const sign = (x: number, title: string, p: ContractParty | null) => {
    w.page.drawLine({ start: { x, y: w.y }, end: { x: x + colW, y: w.y }, thickness: 0.8, color: INK });
    w.text(title, x, w.y - 12, 9, { bold: true });
    w.text(w.lines(p?.name ?? "", colW, 9)[0] ?? "", x, w.y - 24, 9, { color: MUTED });
    w.text("Name, title, date", x, w.y - 36, 8, { color: MUTED });
  };
  sign(M, "For and on behalf of the Seller", seller);
  sign(M + colW + 40, "For and on behalf of the Buyer", buyer);
  w.y -= 44;
}

export async function generateContractPdf(input: ContractInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const { deal, seller, buyer, date } = input;
  doc.setTitle(`Sales contract ${deal.transactionNumber}`);
  doc.setSubject("Sales contract");
  doc.setCreator("Recyclate");
  doc.setCreationDate(date);
  const w = new Writer(doc, await standardFonts(doc));
  const cd = deal.contractData;
  const currency = cd.currency;

  w.text("SALES CONTRACT", M, w.y - 14, 20, { bold: true, color: BRAND });
  w.text(`Contract No. ${deal.transactionNumber}`, M + W, w.y - 6, 10, { bold: true, right: true });
  w.text(`Date: ${ddMMyyyy(date)}`, M + W, w.y - 20, 10, { right: true });
  w.y -= 34;
  w.rule(w.y, BRAND, 1.2);
  w.y -= 8;
  for (const l of w.lines(
    "This contract is made between the Seller and the Buyer named below for the sale and purchase of the goods listed, on the terms set out in it.",
    W,
    9.5,
  )) {
    w.y -= 12;
    w.text(l, M, w.y, 9.5, { color: MUTED });
  }

  w.heading("1. Parties");
  parties(w, seller, buyer);

  w.heading("2. Goods and price");
  goodsTable(w, cd.materials, currency);
  w.field("Currency", currency);

  w.heading("3. Delivery terms");
  w.field("Incoterm", cd.incoterm ?? "");
  w.field("Delivery address", cd.deliveryAddress ?? "");
  w.field("Estimated arrival", isoToDdMMyyyy(deal.eta));
  w.field("Carrier", deal.carrier ?? "");
  w.field("Bill of lading", deal.billOfLanding ?? "");

  w.heading("4. Payment terms");
  w.field("Payment", cd.paymentTerms ?? "As agreed between the parties.");

  w.ensure(120); // the heading never stays behind alone: it moves with the signature block (about 128 pt)
  w.heading("5. Signatures");
  signatures(w, seller, buyer);

  w.pages.forEach((p, i) => {
    const label = w.clean(`${deal.transactionNumber} - page ${i + 1} of ${w.pages.length}`);
    p.drawText(label, { x: M + W - w.font.widthOfTextAtSize(label, 8), y: M - 8, size: 8, font: w.font, color: MUTED });
    p.drawLine({ start: { x: M, y: M + 4 }, end: { x: M + W, y: M + 4 }, thickness: 0.4, color: LINE });
  });
  return doc.save();
}
