import type { Row } from "./rows";
import { labelAtStart, LEXICONS, valueTable, type LabelField } from "./vocabulary/index";

const FIELDS = [...new Set(LEXICONS.flatMap((l) => Object.keys(l.labels)))] as LabelField[];

/** Each field's labels in every language, at the start of a cell. */
export const LABEL = Object.fromEntries(FIELDS.map((f) => [f, labelAtStart(f)])) as Record<LabelField, RegExp>;

/** Any field's label followed by a separator: where a value's wrapped text or a paragraph ends. */
const ANY_LABEL = new RegExp(`^(?:${FIELDS.map((f) => LABEL[f].source.slice(1)).join("|")})\\s*(?:[:=]|$)`);
export const startsWithLabel = (cell: string) => ANY_LABEL.test(cell.toLowerCase());

/** A cell that is only a label ("Material type", "SUPPLIER"). */
const ONLY_LABEL = new RegExp(`^(?:${FIELDS.map((f) => LABEL[f].source.slice(1)).join("|")})\\s*(?:\\([^)]*\\)|\\[[^\\]]*\\])?\\s*:?$`);

/** A value left open ("Not stated", "k. A.", "n.d.") states nothing: the label is passed over. */
const UNKNOWN = new RegExp(`^(?:${valueTable("answer").find(([, v]) => v === "unknown")?.[0].source ?? "$^"})[\\s.]*$`);

export interface Labelled {
  /** The value's text, normalized (parse-numbers.ts). */
  value: string;
  /** The value's text as written, for free-text fields. */
  raw: string;
  lower: string;
  row: Row;
}

/** Brackets right after a label hold its unit or method ("Density (g/cm³)", "Colour [visual]"), not its value. */
const AFTER_LABEL = /^\s*(?:\([^)]*\)|\[[^\]]*\])?\s*[:=.–-]*\s*/;

/**
 * The value after a label at the start of a cell: "Colour: black" holds it in the cell, "Colour | black"
 * in the next cells. `strict` demands a separator or a cell boundary after the label, so "Product
 * description" is no "Product" label and "Lot size" no "Lot" label.
 */
export interface LabelOptions {
  strict?: boolean;
  /** Text right after the label that makes it another field's ("Lot size" is no lot number). */
  not?: RegExp;
  /** The whole rest of the row, brackets kept: a price's unit may stand there ("Price (EUR/100 kg) | 85"). */
  rest?: boolean;
}

export function labelled(row: Row, label: RegExp, opts: LabelOptions = {}): Labelled | null {
  for (let i = 0; i < row.cells.length; i++) {
    const cell = row.cells[i];
    const m = label.exec(cell.toLowerCase());
    if (!m || m.index > 2) continue;
    let after = cell.slice(m.index + m[0].length);
    if (opts.not && opts.not.test(after.toLowerCase())) continue;
    if (opts.strict && !/^\s*(?:\([^)]*\)\s*)?(?:[:=]|$)/.test(after) && !/^\s*\.\s*:/.test(after)) continue;
    if (opts.rest) {
      const value = [after.replace(/^[\s:=]+/, ""), ...row.cells.slice(i + 1)].join(" ").trim();
      if (!value) continue;
      return { value, raw: value, lower: value.toLowerCase(), row };
    }
    after = after.replace(AFTER_LABEL, "").trim();
    // the next cells hold the value, unless they are labels themselves (a header row)
    if (!after && row.cells[i + 1] && ONLY_LABEL.test(row.cells[i + 1].toLowerCase())) continue;
    const value =
      after ||
      row.cells
        .slice(i + 1, i + 3)
        .join(" ")
        .trim();
    if (!value || UNKNOWN.test(value.toLowerCase())) continue;
    const rawCell = row.rawCells[i];
    const rm = label.exec(rawCell.toLowerCase());
    const rawAfter =
      rm && rm.index <= 2
        ? rawCell
            .slice(rm.index + rm[0].length)
            .replace(AFTER_LABEL, "")
            .trim()
        : after;
    const raw = after
      ? rawAfter || after
      : row.rawCells
          .slice(i + 1, i + 3)
          .join(" ")
          .trim();
    return { value, raw, lower: value.toLowerCase(), row };
  }
  return null;
}

/** The first row a label names a value in, with the value read by `read` (null: look further). */
export function firstLabelled<T>(rows: Row[], label: RegExp, read: (l: Labelled) => T | null, opts: LabelOptions = {}): { value: T; row: Row } | null {
  for (const row of rows) {
    const l = labelled(row, label, opts);
    const value = l ? read(l) : null;
    if (value !== null && value !== undefined) return { value, row };
  }
  return null;
}

/**
 * A header row of labels over a row of values (a horizontal table: "Supplier | Material type | Issued" over
 * "Demo GmbH | PP | 12/03/2025") is also read as label/value rows, inserted after the two.
 */
export function expandHeaderRows(rows: Row[]): Row[] {
  const out: Row[] = [];
  for (let i = 0; i < rows.length; i++) {
    out.push(rows[i]);
    const head = rows[i];
    const values = rows[i + 1];
    if (!values || head.cells.length < 2 || values.cells.length !== head.cells.length) continue;
    const isLabel = head.cells.map((c) => ONLY_LABEL.test(c.toLowerCase()));
    if (isLabel.filter(Boolean).length < Math.max(2, head.cells.length / 2) || values.cells.some((c) => ONLY_LABEL.test(c.toLowerCase()))) continue;
    out.push(values);
    i++;
    head.cells.forEach((c, k) => {
      if (!isLabel[k]) return;
      const cells = [c, values.cells[k]];
      const text = cells.join("\t");
      out.push({
        ...values,
        raw: `${head.rawCells[k]}\t${values.rawCells[k]}`,
        text,
        lower: text.toLowerCase(),
        cells,
        rawCells: [head.rawCells[k], values.rawCells[k]],
      });
    });
  }
  return out.map((r, index) => ({ ...r, index }));
}
