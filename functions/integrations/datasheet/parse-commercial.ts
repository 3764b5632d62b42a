import { parseNumber } from "./parse-numbers";
import { parsePrice } from "./parse-price";
import { stripNoise, type Row } from "./rows";
import { titleRows } from "./parse-terms";
import { POLYMERS } from "./vocabulary";
import type { ExtractedFields } from "./types";

type Evidence = Record<string, string>;

const PRICE_LABEL = /^(price|preis|prix|precio|prezzo|indicative price|target price|richtpreis|listenpreis|offer price|angebotspreis)\b/;
const CAPACITY_LABEL = /^(capacity|production capacity|monthly capacity|annual capacity|kapazit(ä|ae)t|availability|available (quantity|volume)|verf(ü|ue)gbar(keit|e menge)?|liefermenge|supply|volume|menge|capacit[eé]|capacidad)\b/;

function cellsAfter(row: Row, label: RegExp): string | null {
  for (let i = 0; i < row.cells.length; i++) {
    const c = row.cells[i].toLowerCase();
    const m = label.exec(c);
    if (m) return [c.slice(m[0].length), ...row.cells.slice(i + 1).map((x) => x.toLowerCase())].join(" ");
  }
  return null;
}

/** "500 t/month", "2.000 t per year", "spot: 80 t", "20,000 kg monthly" → tons and frequency. */
export function parseCapacity(text: string): { amount: number; frequency: "month" | "year" | "spot" } | null {
  const t = stripNoise(text);
  const m = /(\d+(?:[.,' ]\d{3})*(?:[.,]\d+)?)\s*(t\b|tons?|tonnes?|mt\b|to\b|kg\b)/.exec(t.replace(/(\d) (\d{3})\b/g, "$1$2"));
  if (!m) return null;
  const n = parseNumber(m[1]);
  if (!n) return null;
  const frequency = /month|monat|mtl|\bp\.?\s?m\b|mensuel|mensual|\/\s*m\b|\/\s*mo\b/.test(t)
    ? "month"
    : /year|jahr|annual|\bp\.?\s?a\b|yearly|per annum|annuel|anual|\/\s*y\b|\/\s*a\b/.test(t)
      ? "year"
      : /spot|one[- ]off|einmalig|single lot/.test(t)
        ? "spot"
        : null;
  if (!frequency) return null;
  const value = (n.alt ?? n.value) * (m[2] === "kg" ? 0.001 : 1);
  return value > 0 ? { amount: Math.round(value * 1000) / 1000, frequency } : null;
}

const NAME_LABEL = /^(product name|trade name|product designation|product|grade name|grade|produktname|handelsname|produktbezeichnung|bezeichnung|type designation|nom du produit|d[eé]signation|nombre del producto|producto|nome prodotto)\s*[:\t]/;
const COMPANY = /\b(gmbh|ag|ltd|limited|inc|s\.?a\.?s?|s\.?r\.?l|b\.?v|kg|sp\. z o\.o|ab|lda|s\.l|plc|llc|oy|a\/s)\b/;
const GENERIC_TITLE =
  /data ?sheet|datenblatt|fiche technique|ficha t[eé]cnica|scheda tecnica|product information|produktinformation|specification|spezifikation|technical data|technische daten|properties|eigenschaften|^page\b|\b(gmbh|ag|ltd|limited|inc|s\.?a\.?s?|s\.?r\.?l|b\.?v|kg|sp\. z o\.o\.|ab|lda|s\.l)\b\.?$/;

/** The product's name: a labelled row, else the largest title line that is not a generic heading. */
function parseName(rows: Row[], fields: ExtractedFields, ev: Evidence) {
  for (const row of rows.slice(0, 40)) {
    const m = NAME_LABEL.exec(row.text.toLowerCase());
    if (!m) continue;
    const name = row.text.slice(m[0].length).split("\t").find((s) => s.trim())?.trim();
    if (name && name.length >= 2 && name.length <= 120) {
      fields.name = name;
      ev.name = row.raw;
      return;
    }
  }
  const companyLines = rows.filter((r) => COMPANY.test(r.lower)).map((r) => r.lower);
  const score = (r: Row) =>
    r.fontSize +
    (/\d/.test(r.text) || POLYMERS.some(([re]) => re.test(r.lower)) ? 6 : 0) -
    (!/\s/.test(r.text.trim()) ? 4 : 0) -
    // a logo: the company's name set large
    (companyLines.some((c) => c !== r.lower && c.includes(r.lower.trim())) ? 30 : 0);
  const titles = titleRows(rows)
    .filter((r) => !GENERIC_TITLE.test(r.lower) && /[a-z]/i.test(r.text) && r.text.length >= 3 && r.text.length <= 80)
    .sort((a, b) => score(b) - score(a));
  if (titles[0]) {
    fields.name = titles[0].text.replace(/\t/g, " ");
    ev.name = titles[0].raw;
  }
}

export function parseCommercial(rows: Row[], fields: ExtractedFields, ev: Evidence): void {
  parseName(rows, fields, ev);
  for (const row of rows) {
    if (!fields.pricePerTon) {
      const rest = cellsAfter(row, PRICE_LABEL);
      const price = rest ? parsePrice(rest) : null;
      if (price) {
        fields.pricePerTon = price;
        ev.pricePerTon = row.raw;
      }
    }
    if (!fields.capacity) {
      const rest = cellsAfter(row, CAPACITY_LABEL);
      const cap = rest ? parseCapacity(rest) : null;
      if (cap) {
        fields.capacity = cap;
        ev.capacity = row.raw;
      }
    }
  }
}
