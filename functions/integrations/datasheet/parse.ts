import { expandHeaderRows } from "./labels";
import { parseCommercial } from "./parse-commercial";
import { parseLists } from "./parse-lists";
import { parseMeasures } from "./parse-measures";
import { parseTerms } from "./parse-terms";
import { parseViscosity } from "./parse-viscosity";
import { textRows, toRows, type Row } from "./rows";
import type { Extraction, ExtractedFields, TextLine } from "./types";

/** The rule-based reading of a datasheet's lines into material fields, with the line each came from. */
export function parseRows(rows: Row[]): Extraction {
  const fields: ExtractedFields = {};
  const evidence: Record<string, string> = {};
  parseTerms(rows, fields, evidence);
  parseViscosity(rows, fields, evidence);
  parseMeasures(rows, fields, evidence);
  parseCommercial(rows, fields, evidence);
  parseLists(rows, fields, evidence);
  return { fields, evidence };
}

export const parseLines = (lines: TextLine[]): Extraction => parseRows(expandHeaderRows(toRows(lines)));

/** Plain text, one line per row; table cells separated by tabs, " | " or 3+ spaces. */
export const parseText = (text: string): Extraction => parseRows(expandHeaderRows(textRows(text)));
