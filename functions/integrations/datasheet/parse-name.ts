import { LABEL, labelled } from "./labels";
import type { Row } from "./rows";
import { titleRows } from "./parse-terms";
import type { ExtractedFields } from "./types";
import { HEADING } from "./vocabulary/index";
import { POLYMERS } from "./vocabulary";

type Evidence = Record<string, string>;

const COMPANY = /\b(gmbh|ag|ltd|limited|inc|s\.?a\.?s?|s\.?r\.?l|s\.?p\.?a|b\.?v|n\.?v|kg|sp\. z o\.o|ab|lda|s\.l|plc|llc|oy|a\/s)\b/;
const GENERIC_TITLE =
  /data ?sheet|datenblatt|fiche technique|ficha t[eé]cnica|scheda tecnica|karta (techniczna|katalogowa)|informatieblad|gegevensblad|product information|produktinformation|specification|spezifikation|technical data|technische daten|^page\b|\b(gmbh|ag|ltd|limited|inc|s\.?a\.?s?|s\.?r\.?l|s\.?p\.?a|b\.?v|kg|sp\. z o\.o\.|ab|lda|s\.l)\b\.?$/;
/** A data quality badge ("DQL 3", "Data quality level 3") names the sheet's completeness, not the product. */
const BADGE = /^(dql|data quality level|level)\s*[1-4]?$|^[1-4] of 4 levels/;

/** Letters only, for comparing a logo with a company's name or web address. */
const letters = (s: string) => s.toLowerCase().replace(/[^a-z\u00df-\u024f]/g, "");

/** The supplier's names the sheet states: a "Supplier:" row, the web and mail domains, lines with a legal form. */
function companyNames(rows: Row[]): string[] {
  const names: string[] = [];
  for (const r of rows) {
    const supplier = labelled(r, LABEL.supplier, { strict: true });
    if (supplier) names.push(letters(supplier.value));
    for (const m of r.lower.matchAll(/(?:www\.|@)([a-z0-9-]+)\./g)) names.push(letters(m[1]));
    if (COMPANY.test(r.lower)) names.push(letters(r.lower.replace(COMPANY, " ")));
  }
  return names.filter((n) => n.length >= 3);
}

/** A heading line: section and document titles in every language, numbered or not ("2. Properties"). */
const isHeading = (r: Row) =>
  HEADING.test(
    r.lower
      .replace(/\t/g, " ")
      .replace(/^[\d.\s]+|[\s:.]+$/g, "")
      .trim(),
  );

/**
 * The product's name: its labelled row ("Product name", "Nome prodotto", "Nazwa produktu" …), else the
 * largest title that is not a heading, a quality badge or the company's name; a title wrapped onto the
 * next line (same size) is joined.
 */
export function parseName(rows: Row[], fields: ExtractedFields, ev: Evidence): void {
  for (const row of rows.slice(0, 40)) {
    const l = labelled(row, LABEL.name, { strict: true });
    const name = l?.raw.split("\t")[0].trim();
    if (name && name.length >= 2 && name.length <= 120 && !isHeading({ ...row, lower: name.toLowerCase() })) {
      fields.name = name;
      ev.name = row.raw;
      return;
    }
  }
  const companies = companyNames(rows);
  const isCompany = (r: Row) => {
    const t = letters(r.text);
    return t.length >= 3 && companies.some((c) => c === t || (c.includes(t) && t.length >= 5) || (t.includes(c) && c.length >= t.length * 0.8));
  };
  const score = (r: Row) => r.fontSize + (/\d/.test(r.text) || POLYMERS.some(([re]) => re.test(r.lower)) ? 6 : 0) - (!/\s/.test(r.text.trim()) ? 4 : 0);
  const ok = (r: Row) =>
    !GENERIC_TITLE.test(r.lower) &&
    !BADGE.test(r.lower.trim()) &&
    !isHeading(r) &&
    !isCompany(r) &&
    /[a-z]/i.test(r.text) &&
    r.text.length >= 3 &&
    r.text.length <= 80;
  const titles = titleRows(rows).filter(ok);
  const best = [...titles].sort((a, b) => score(b) - score(a))[0];
  if (!best) return;
  let name = best.rawCells.join(" ");
  let raw = best.raw;
  const next = rows[best.index + 1];
  if (next && Math.abs(next.fontSize - best.fontSize) < 0.5 && titles.includes(next)) {
    name = `${name} ${next.rawCells.join(" ")}`;
    raw = `${raw} ${next.raw}`;
  }
  fields.name = name;
  ev.name = raw;
}
