import type { TextLine } from "./types";

/*
 * Text lines rebuilt from positioned text items, so multi-column layouts read in order. Runs inside the PDF
 * reader's worker (pdf-worker.ts), which Node may load without a bundler: imports of our files are type-only.
 */

/** A positioned run of text, in PDF points with the origin at the bottom left. */
export interface Item {
  str: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
}

/** Cells of a table row are joined by a tab so the parser can tell columns apart from words. */
export const CELL = "\t";

const MIN_GUTTER = 10;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : 0;
}

/** Group items into rows by baseline; rows are ordered top to bottom. */
function rows(items: Item[]): Item[][] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const out: Item[][] = [];
  for (const it of sorted) {
    const last = out[out.length - 1];
    const tol = Math.max(2, it.fontSize * 0.35);
    if (last && Math.abs(last[0].y - it.y) <= tol) last.push(it);
    else out.push([it]);
  }
  return out.map((r) => r.sort((a, b) => a.x - b.x));
}

/** x intervals no item covers, inside the block's horizontal extent, widest first. */
function gutters(items: Item[]): { from: number; to: number }[] {
  const spans = items.map((i) => [i.x, i.x + i.width] as const).sort((a, b) => a[0] - b[0]);
  const out: { from: number; to: number }[] = [];
  let end = spans[0]?.[1] ?? 0;
  for (const [s, e] of spans.slice(1)) {
    if (s - end >= MIN_GUTTER) out.push({ from: end, to: s });
    end = Math.max(end, e);
  }
  return out.sort((a, b) => b.to - b.from - (a.to - a.from));
}

/**
 * Two blocks side by side are table columns when their rows share baselines, and separate layout columns
 * (a side bar, a second text column) when they do not: those must be read one after the other.
 */
function aligned(left: Item[], right: Item[]): boolean {
  const ly = rows(left).map((r) => r[0].y);
  const ry = rows(right).map((r) => r[0].y);
  const shared = ry.filter((y) => ly.some((l) => Math.abs(l - y) <= 1.5)).length;
  return shared / Math.min(ly.length, ry.length) >= 0.6;
}

/** Horizontal whitespace bands wider than a normal line gap split a block into stacked blocks. */
function bands(items: Item[]): Item[][] {
  const rs = rows(items);
  if (rs.length < 2) return [items];
  const font = median(items.map((i) => i.fontSize));
  const out: Item[][] = [[...rs[0]]];
  for (let k = 1; k < rs.length; k++) {
    const prevBottom = Math.min(...rs[k - 1].map((i) => i.y));
    const top = Math.max(...rs[k].map((i) => i.y + i.fontSize * 0.8));
    if (prevBottom - top > font * 1.1) out.push([]);
    out[out.length - 1].push(...rs[k]);
  }
  return out;
}

/** Recursive XY cut that keeps table rows whole but separates layout columns. */
function cut(items: Item[], depth = 0): Item[][] {
  if (items.length < 2 || depth > 12) return rows(items);
  for (const g of gutters(items)) {
    const left = items.filter((i) => i.x + i.width <= g.from + 0.5);
    const right = items.filter((i) => i.x >= g.to - 0.5);
    if (left.length && right.length && !aligned(left, right)) return [...cut(left, depth + 1), ...cut(right, depth + 1)];
  }
  const bs = bands(items);
  if (bs.length > 1) return bs.flatMap((b) => cut(b, depth + 1));
  return rows(items);
}

/** Join a row's items: small gaps are word spaces, wide gaps separate table cells. */
export function rowText(row: Item[]): string {
  return rowCells(row).text;
}

/** The row's text and where each of its cells starts. */
function rowCells(row: Item[]): { text: string; xs: number[] } {
  let text = "";
  let end: number | null = null;
  const xs: number[] = [];
  for (const it of row) {
    if (end === null || it.x - end > Math.max(6, it.fontSize * 0.9)) {
      if (end !== null) text += CELL;
      if (it.str.trim()) xs.push(Math.round(it.x * 10) / 10);
    } else if (it.x - end > it.fontSize * 0.15 && !text.endsWith(" ") && !it.str.startsWith(" ")) text += " ";
    text += it.str;
    end = it.x + it.width;
  }
  return { text: text.replace(/[ \u00a0]+/g, " ").trim(), xs };
}

/** Lines of one page in reading order. */
export function pageLines(items: Item[], page: number): TextLine[] {
  const clean = items.filter((i) => i.str.trim() !== "");
  return cut(clean)
    .map((r) => ({ ...rowCells(r), fontSize: Math.max(...r.map((i) => i.fontSize)), page }))
    .filter((l) => l.text !== "");
}
