import { normalize } from "./parse-numbers";
import type { TextLine } from "./types";

/** A line ready for matching: normalized text, its lower-case form and its table cells. */
export interface Row {
  raw: string;
  text: string;
  lower: string;
  cells: string[];
  /** The cells as written (free text is kept as the sheet spells it); the normalized cells where they differ in count. */
  rawCells: string[];
  fontSize: number;
  index: number;
}

/** Cells are separated by tabs (from the PDF layout), " | " or runs of 3+ spaces (plain text input). */
export function toRows(lines: TextLine[]): Row[] {
  return joinWrapped(lines).map((l, index) => {
    const cells = splitCells(normalize(l.text));
    const joined = cells.join("\t");
    const rawCells = splitCells(l.text);
    return {
      raw: l.text,
      text: joined,
      lower: joined.toLowerCase(),
      cells,
      rawCells: rawCells.length === cells.length ? rawCells : cells,
      fontSize: l.fontSize,
      index,
    };
  });
}

const splitCells = (text: string) =>
  text
    .replace(/ ?\| ?/g, "\t")
    .replace(/ {3,}/g, "\t")
    .split("\t")
    .map((c) => c.trim())
    .filter(Boolean);

/**
 * A table cell's text wrapped onto further lines: a line of one cell that starts where the value cell of
 * the line above starts (and right of its label), in the same font size, continues that value.
 */
function joinWrapped(lines: TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  for (const l of lines) {
    const prev = out[out.length - 1];
    const px = prev?.xs;
    const wrapped =
      prev &&
      px &&
      l.xs?.length === 1 &&
      px.length >= 2 &&
      prev.page === l.page &&
      Math.abs(prev.fontSize - l.fontSize) < 0.5 &&
      Math.abs(l.xs[0] - px[px.length - 1]) < 1.5;
    if (wrapped) out[out.length - 1] = { ...prev, text: `${prev.text} ${l.text.trim()}` };
    else out.push(l);
  }
  return out;
}

/** Plain text (one line per row) as rows, for text input and tests. */
export function textRows(text: string): Row[] {
  return toRows(text.split(/\r?\n/).map((t) => ({ text: t, fontSize: 10, page: 1 })));
}

/** Standards and test conditions carry numbers that are not the property's value. */
export function stripNoise(s: string): string {
  return s
    .replace(/\([^)]*\)/g, " ")
    .replace(/\[[^\]]*\]/g, (m) => (/[a-z%°]/i.test(m) ? m.slice(1, -1) : " "))
    .replace(/\b(?:din\s+)?(?:en\s+)?(?:iso|astm|iec|din|ul|en|gb|jis)\s*[a-z]?\s?-?\d+(?:[-/]\d+)*(?::\d{4})?(?:\s*\/\s*[a-z]\d?)?/gi, " ")
    .replace(/(^|\s)\d\)/g, " ")
    .replace(/\*+/g, " ");
}
