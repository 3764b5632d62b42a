import { normalize } from "./parse-numbers";
import type { TextLine } from "./types";

/** A line ready for matching: normalized text, its lower-case form and its table cells. */
export interface Row {
  raw: string;
  text: string;
  lower: string;
  cells: string[];
  fontSize: number;
  index: number;
}

/** Cells are separated by tabs (from the PDF layout), " | " or runs of 3+ spaces (plain text input). */
export function toRows(lines: TextLine[]): Row[] {
  return lines.map((l, index) => {
    const text = normalize(l.text).replace(/ ?\| ?/g, "\t").replace(/ {3,}/g, "\t");
    const cells = text
      .split("\t")
      .map((c) => c.trim())
      .filter(Boolean);
    const joined = cells.join("\t");
    return { raw: l.text, text: joined, lower: joined.toLowerCase(), cells, fontSize: l.fontSize, index };
  });
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
