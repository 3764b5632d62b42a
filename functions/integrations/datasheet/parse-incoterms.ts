import { LABEL, labelled } from "./labels";
import { parsePrice } from "./parse-price";
import type { Row } from "./rows";
import type { ExtractedFields, ExtractedIncoterm } from "./types";

type Evidence = Record<string, string>;

const CODES = "EXW|FCA|CPT|CIP|DAP|DPU|DDP|FAS|FOB|CFR|CIF";
const CODE = new RegExp(`(?<![A-Za-z])(${CODES})(?![A-Za-z])`, "g");
const CODE_ANY_CASE = new RegExp(CODE.source, "gi");
/** A price as written: currency before or after the figure, an optional "/t" or "per tonne". */
const MONEY =
  /(?:(?:[€$£¥]|\b(?:eur|usd|gbp|chf|jpy|cny)\b)\s*)?\d[\d.,' ]*(?:\s*(?:[€$£¥]|\b(?:eur(?:os?)?|usd|gbp|chf|jpy|cny)\b))?(?:\s*(?:\/|\bper\b|\bpro\b|\bje\b|\bpar\b|\bpor\b|\bal\b|\bza\b)\s*(?:t|mt|to|tonnes?|tons?|tonnellat[ae]|toneladas?|ton[eęy]?|kg|lbs?)\b)?/gi;
const NOISE = /\(?\s*incoterms?\s*(?:®\s*)?(?:20\d\d)?\s*\)?/gi;

/** The entries of an incoterms text: each code with the price and named place that follow it ("FCA Milano", "FCA · 1180 EUR/t · Bremen"). */
export function incotermsOf(text: string, anyCase: boolean): ExtractedIncoterm[] {
  const re = new RegExp((anyCase ? CODE_ANY_CASE : CODE).source, anyCase ? "gi" : "g");
  const hits = [...text.matchAll(re)];
  return hits.map((m, i) => {
    const segment = text.slice(m.index + m[0].length, hits[i + 1]?.index ?? text.length);
    const entry: ExtractedIncoterm = { type: m[1].toUpperCase() };
    const price = /\d/.test(segment) ? parsePrice(segment) : null;
    if (price) entry.price = price;
    const place = segment
      .replace(NOISE, " ")
      .replace(price ? MONEY : /$^/, " ")
      .replace(/\s+/g, " ")
      .replace(/^[\s·:,;/()–-]+|[\s·:,;/()–-]+$/g, "")
      .trim();
    if (/\p{L}{2,}/u.test(place) && place.length <= 100) entry.description = place;
    return entry;
  });
}

/**
 * Incoterms: from their labelled row ("Incoterms", "Resa", "Warunki dostawy", "Lieferbedingungen" …), else from
 * a price row that names one in capitals ("860 £/t, FCA Hull": the price is that term's).
 */
export function parseIncoterms(rows: Row[], fields: ExtractedFields, ev: Evidence): void {
  for (const row of rows) {
    const l = labelled(row, LABEL.incoterms);
    const found = l ? incotermsOf(l.raw, true) : [];
    if (found.length) {
      fields.incoterms = found;
      ev.incoterms = row.raw;
      return;
    }
  }
  for (const row of rows) {
    const l = labelled(row, LABEL.pricePerTon, { rest: true });
    if (!l) continue;
    const raw = row.rawCells.join(" ");
    const found = incotermsOf(raw, false);
    if (found.length !== 1) continue;
    const price = parsePrice(l.lower);
    const [entry] = found;
    if (price && !entry.price) entry.price = price;
    fields.incoterms = [entry];
    ev.incoterms = row.raw;
    return;
  }
}
