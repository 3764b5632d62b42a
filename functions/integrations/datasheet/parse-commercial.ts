import { firstLabelled, LABEL } from "./labels";
import { parseIncoterms } from "./parse-incoterms";
import { parseName } from "./parse-name";
import { parseNumber } from "./parse-numbers";
import { parsePrice } from "./parse-price";
import { stripNoise, type Row } from "./rows";
import type { ExtractedFields } from "./types";
import { dotGroupingOf, leftmost, valueTable } from "./vocabulary/index";

type Evidence = Record<string, string>;

const FREQUENCIES = valueTable("frequency");
/** Symbols that are the same in every language: "t/m", "t/a", "t/y". */
const PER_MONTH = /\/\s*(?:m|mo)\b/;
const PER_YEAR = /\/\s*(?:a|y|yr)\b/;

/**
 * A quantity in tonnes. "1.000 t" and "1,000 t" are a thousand tonnes unless the separator is the sheet's
 * decimal mark (a comma where thousands are grouped with dots, a point where with commas): "1,5 t" is 1.5.
 */
export function tonnes(text: string, dotGrouping: boolean): number | null {
  const t = stripNoise(text).replace(/(\d) (\d{3})\b/g, "$1$2");
  const m = /(\d+(?:[.,']\d{3})*(?:[.,]\d+)?)\s*(t\b|tons?\b|tonnes?\b|tonnellat[ae]\b|toneladas?\b|ton\b|tony?\b|ton[ae]?\b|mt\b|to\b|kg\b)/.exec(t);
  if (!m) return null;
  const n = parseNumber(m[1]);
  if (!n) return null;
  const decimalMark = dotGrouping ? "," : ".";
  const value = n.alt !== undefined && !m[1].includes(decimalMark) ? n.alt : n.value;
  const amount = value * (m[2] === "kg" ? 0.001 : 1);
  return amount > 0 ? Math.round(amount * 1000) / 1000 : null;
}

/** "500 t/month", "2.000 t per year", "80 t/mese", "120 t/miesiąc", "spot: 80 t", "20,000 kg monthly" → tons and frequency. */
export function parseCapacity(text: string, dotGrouping = false): { amount: number; frequency: "month" | "year" | "spot" } | null {
  const amount = tonnes(text, dotGrouping);
  if (!amount) return null;
  const t = stripNoise(text);
  const frequency = PER_MONTH.test(t) ? "month" : PER_YEAR.test(t) ? "year" : (leftmost(t, FREQUENCIES)?.value as "month" | "year" | "spot" | undefined);
  return frequency ? { amount, frequency } : null;
}

/** Name, price, capacity, batch size and incoterms. */
export function parseCommercial(rows: Row[], fields: ExtractedFields, ev: Evidence): void {
  parseName(rows, fields, ev);
  const dotGrouping = dotGroupingOf(rows.map((r) => r.lower).join("\n"));
  const price = firstLabelled(rows, LABEL.pricePerTon, (l) => parsePrice(l.lower), { rest: true });
  if (price) {
    fields.pricePerTon = price.value;
    ev.pricePerTon = price.row.raw;
  }
  const capacity = firstLabelled(rows, LABEL.capacity, (l) => parseCapacity(l.lower, dotGrouping), { rest: true });
  if (capacity) {
    fields.capacity = capacity.value;
    ev.capacity = capacity.row.raw;
  }
  const batch = firstLabelled(rows, LABEL.batchSize, (l) => tonnes(l.lower, dotGrouping));
  if (batch) {
    fields.batchSize = batch.value;
    ev.batchSize = batch.row.raw;
  }
  parseIncoterms(rows, fields, ev);
}
