import { materialTypes } from "../../../shared/schemas/material-enums";
import { firstLabelled, LABEL, labelled } from "./labels";
import { stripNoise, type Row } from "./rows";
import type { ExtractedFields } from "./types";
import { CERTIFICATES, COLORS, CONDITIONS, FILLERS, PACKAGING, POLYMERS, PROCESSING, SOURCES } from "./vocabulary";
import { allValues, COUNTRY_CODES, COUNTRY_TABLE, leftmost, MASKS, valueTable, type ValueTable } from "./vocabulary/index";

type Evidence = Record<string, string>;
const TYPES = new Set<string>(materialTypes);
type Vocab = [RegExp, string][];

/**
 * Words that negate a row ("not FDA approved", "frei von", "sans"). "No." before a number is an
 * abbreviation ("cert. no. 2025-114"), not a no: it is taken out first.
 */
const NEGATION = /(?<![\p{L}])(not|no|without|free of|frei von|kein|keine|nicht|non|ohne|sans|sin|senza|bez|nie|sem|zonder|geen)(?![\p{L}])/u;
const NUMBER_ABBREVIATION = /(?<![\p{L}])(?:no|nr|n°|nº|n\.º|num)\.?\s*[:#]?\s*(?=[a-z]*[-/]?\d)/giu;
export const negated = (text: string) => NEGATION.test(text.replace(NUMBER_ABBREVIATION, " "));

const first = (text: string, vocab: Vocab) => vocab.find(([re]) => re.test(text))?.[1];
const all = (text: string, vocab: Vocab) => vocab.filter(([re]) => re.test(text)).map(([, v]) => v);

/** Read a category from the first labelled row whose value names one; a phrase is read as a whole. */
function fromLabel(rows: Row[], label: RegExp, table: ValueTable): { value: string; row: Row } | null {
  return firstLabelled(rows, label, (l) => leftmost(l.lower, table)?.value ?? null);
}

/** The polymer: a labelled row, else the title lines, else the most named polymer. */
function parseType(rows: Row[], titles: Row[], fields: ExtractedFields, ev: Evidence) {
  // the stored value itself ("PP", "PC/ABS", "PE-PP") as our own datasheet prints it, else a polymer name
  const hit = firstLabelled(rows, LABEL.type, (l) => (TYPES.has(l.lower.trim()) ? l.lower.trim() : (first(l.lower, POLYMERS) ?? null)));
  if (hit) return set(fields, ev, "type", hit.value, hit.row);
  for (const row of titles) {
    const v = first(row.lower, POLYMERS);
    if (v) return set(fields, ev, "type", v, row);
  }
  const counts = new Map<string, { n: number; row: Row }>();
  for (const row of rows) {
    if (negated(row.lower) || /content|gehalt|anteil|contamination|impurit|fremd/.test(row.lower)) continue;
    const v = first(row.lower, POLYMERS);
    if (v) counts.set(v, { n: (counts.get(v)?.n ?? 0) + 1, row: counts.get(v)?.row ?? row });
  }
  const best = [...counts.entries()].sort((a, b) => b[1].n - a[1].n)[0];
  if (best) set(fields, ev, "type", best[0], best[1].row);
}

export function set<K extends keyof ExtractedFields>(fields: ExtractedFields, ev: Evidence, key: K, value: ExtractedFields[K], row: Row) {
  fields[key] = value;
  ev[key] = row.raw;
}

/** Categories: each from a labelled row first, then from the title, then anywhere. */
export function parseTerms(rows: Row[], fields: ExtractedFields, ev: Evidence): void {
  const titles = titleRows(rows);
  parseType(rows, titles, fields, ev);

  const color = fromLabel(rows, LABEL.color, COLORS) ?? firstIn(titles, COLORS);
  if (color) set(fields, ev, "color", color.value, color.row);

  const condition = fromLabel(rows, LABEL.condition, CONDITIONS) ?? firstIn(titles, CONDITIONS) ?? firstIn(rows, CONDITIONS, true);
  if (condition) set(fields, ev, "condition", condition.value, condition.row);

  const source = fromLabel(rows, LABEL.source, SOURCES) ?? firstIn(rows, SOURCES, true);
  if (source) set(fields, ev, "source", source.value, source.row);

  const certs = collect(rows, CERTIFICATES);
  if (certs.values.length) {
    fields.certificates = certs.values;
    ev.certificates = certs.rows.join(" / ");
  }
  parseProcessing(rows, fields, ev);
  parsePackaging(rows, fields, ev);
  parseCountry(rows, fields, ev);
  parseMisc(rows, fields, ev);
}

function parseProcessing(rows: Row[], fields: ExtractedFields, ev: Evidence) {
  const listed = firstLabelled(rows, LABEL.processingMethods, (l) => (allValues(l.lower, PROCESSING).length ? allValues(l.lower, PROCESSING) : null), {
    strict: true,
  });
  if (listed) return set(fields, ev, "processingMethods", listed.value, listed.row);
  // named anywhere, except as the conversion technology (a field of its own)
  const procs = collect(
    rows.filter((r) => !labelled(r, LABEL.conversionTechnology, { strict: true })),
    PROCESSING,
  );
  if (procs.values.length) {
    fields.processingMethods = procs.values;
    ev.processingMethods = procs.rows.join(" / ");
  }
}

function firstIn(rows: Row[], table: ValueTable, skipNegated = false): { value: string; row: Row } | null {
  for (const row of rows) {
    if (skipNegated && negated(row.lower)) continue;
    const hit = leftmost(row.lower, table);
    if (hit) return { value: hit.value, row };
  }
  return null;
}

/** Every value of a vocabulary named anywhere, except in negated cells ("not FDA approved"). */
function collect(rows: Row[], vocab: Vocab, clean: (s: string) => string = (s) => s): { values: string[]; rows: string[] } {
  const values: string[] = [];
  const where: string[] = [];
  for (const row of rows) {
    for (const cell of row.cells) {
      const lower = clean(cell.toLowerCase());
      const found = all(lower, vocab).filter((v) => !values.includes(v));
      if (!found.length || negated(lower)) continue;
      values.push(...found);
      if (!where.includes(row.raw)) where.push(row.raw);
    }
  }
  return { values, rows: where };
}

const PACKAGING_ALL = valueTable("packaging");

/**
 * Packaging: a labelled row lists its entries, each a kind with the specific value in brackets after it
 * ("Big bags (1000 kg)" → bigBags#1000 kg, "Other (drums)" → other#drums); else every kind named
 * anywhere. Waste streams that hold a packaging word ("Gelber Sack") are not packaging.
 */
function parsePackaging(rows: Row[], fields: ExtractedFields, ev: Evidence) {
  const hit = firstLabelled(rows, LABEL.packagingTypes, (l) => {
    const entries = splitList(l.raw.replace(new RegExp(MASKS.source, "gi"), " "))
      .map((e) => {
        const kind = leftmost(e.toLowerCase(), PACKAGING_ALL);
        if (!kind) return null;
        const detail = /\(([^()]+)\)\s*$/.exec(e)?.[1].trim();
        return kind.value === "other" ? (detail ? `other#${detail}` : null) : `${kind.value}#${detail ?? kind.value}`;
      })
      .filter((e): e is string => e !== null);
    return entries.length ? [...new Set(entries)] : null;
  });
  if (hit) return set(fields, ev, "packagingTypes", hit.value, hit.row);
  const packs = collect(rows, PACKAGING, (s) => s.replace(new RegExp(MASKS.source, "gi"), " "));
  if (packs.values.length) {
    fields.packagingTypes = packs.values.map((k) => `${k}#${k}`);
    ev.packagingTypes = packs.rows.join(" / ");
  }
}

/** A list's entries: split at semicolons when it has any, else at commas, "or", "and" outside brackets. */
export function splitList(text: string, opts: { commas?: boolean } = {}): string[] {
  const sep = text.includes(";") ? /;/ : opts.commas === false ? /\n/ : /,(?![^(]*\))|\s+(?:or|oder|ou|o|oppure|lub|albo|of)\s+|\s+\/\s+/;
  return text
    .split(sep)
    .map((s) =>
      s
        .trim()
        .replace(/[.;,]$/, "")
        .trim(),
    )
    .filter(Boolean);
}

/** The large lines on top of the first page: the product's name and headline. */
export function titleRows(rows: Row[]): Row[] {
  const top = rows.slice(0, 12);
  const body = [...rows].map((r) => r.fontSize).sort((a, b) => a - b)[Math.floor(rows.length / 2)] ?? 10;
  return top.filter((r) => r.fontSize > body * 1.15);
}

/** The country of origin: a labelled row ("Kraj pochodzenia: Polska", "Origine: italiana", "Made in Italy"). */
function parseCountry(rows: Row[], fields: ExtractedFields, ev: Evidence) {
  const hit = firstLabelled(rows, LABEL.countryOfOrigin, (l) => {
    const named = leftmost(l.lower, COUNTRY_TABLE)?.value;
    if (named) return named;
    // an ISO code, written in capitals ("DE"), not a word ("de la matière")
    const code = /^([A-Z]{2})(?![\p{L}])/u.exec(l.value.trim());
    return code && COUNTRY_CODES.has(code[1]) ? code[1] : null;
  });
  if (hit) set(fields, ev, "countryOfOrigin", hit.value, hit.row);
}

const FLAMMABILITY = /\b(hb|v-?0|v-?1|v-?2|5 ?va|5 ?vb)\b/;
const RECYCLING = valueTable("recyclingMethod");
const CUSTODY = valueTable("chainOfCustody");
const WASHING = valueTable("washingProcess");
const ANSWERS = valueTable("answer");

/** A yes/no value: "Yes", "Tak", "available" … ; a number ("cert. no. 2025-114") states that a certificate exists. */
function yesNo(text: string): boolean | null {
  const t = text.replace(NUMBER_ABBREVIATION, " ");
  const a = leftmost(t, ANSWERS)?.value;
  if (a === "yes") return true;
  if (a === "no" || a === "none") return false;
  if (/\d/.test(t) || /\p{L}{3,}/u.test(t)) return !negated(t);
  return null;
}

function parseMisc(rows: Row[], fields: ExtractedFields, ev: Evidence) {
  const method = fromLabel(rows, LABEL.recyclingMethod, RECYCLING);
  if (method) set(fields, ev, "recyclingMethod", method.value as never, method.row);
  const custody = fromLabel(rows, LABEL.chainOfCustody, CUSTODY);
  if (custody) set(fields, ev, "chainOfCustody", custody.value, custody.row);
  const washing = fromLabel(rows, LABEL.washingProcess, WASHING);
  if (washing) set(fields, ev, "washingProcess", washing.value, washing.row);
  const coa = firstLabelled(rows, LABEL.certificateOfAnalysis, (l) => yesNo(l.lower), { strict: true });
  if (coa) set(fields, ev, "certificateOfAnalysis", coa.value, coa.row);
  const lot = firstLabelled(rows, LABEL.lotNumber, (l) => lotOf(l.value), { not: /^\s*(size|gr(ö|oe)(ß|ss)e|taille|tama|dimensione|wielko|tamanho|grootte)/ });
  if (lot) set(fields, ev, "lotNumber", lot.value, lot.row);

  for (const row of rows) {
    const l = row.lower;
    if (
      !fields.flammability &&
      /ul ?-?94|flammab|brennbarkeit|brandverhalten|fire rating|inflammabilit|infiammabilit|palno|brandbaarheid|inflamabilid/.test(l)
    ) {
      const m = FLAMMABILITY.exec(l.replace(/ul ?-?94/g, " "));
      if (m) set(fields, ev, "flammability", m[1].startsWith("5") ? "5VA/5VB" : m[1].toUpperCase().replace(/^V(\d)$/, "V-$1"), row);
    }
    if (!fields.recyclingMethod && /recycl|recykl|ricicl|reciclad|reciclag/.test(l)) {
      const m = leftmost(l, RECYCLING);
      if (m) set(fields, ev, "recyclingMethod", m.value as never, row);
    }
    if (!fields.chainOfCustody) {
      const m = leftmost(l, CUSTODY);
      if (m) set(fields, ev, "chainOfCustody", m.value, row);
    }
    if (!fields.washingProcess) {
      const m = leftmost(l, WASHING);
      if (m) set(fields, ev, "washingProcess", m.value, row);
    }
    if (
      fields.certificateOfAnalysis === undefined &&
      /certificate of analysis|\bcoa\b|analysenzertifikat|pr(ü|ue)fzeugnis|inspection certificate|certificat d'analyse/.test(l) &&
      !/confidence/.test(l)
    ) {
      set(fields, ev, "certificateOfAnalysis", !negated(l), row);
    }
    if (!fields.recycledContent) {
      const m = /(\d{1,3}(?:[.,]\d+)?)\s*%\s*(?:of\s+)?(?:post[- ]?consumer|post[- ]?industrial|recycl|rezykl|pcr|pir|riciclat|reciclad|recyklat)/.exec(l);
      const v = m ? Number(m[1].replace(",", ".")) : NaN;
      if (v > 0 && v <= 100) set(fields, ev, "recycledContent", v, row);
    }
    parseFillers(row, fields, ev);
  }
}

/** A lot number: a token with a digit ("L-2025-0311", "24/118"), not a quantity. */
function lotOf(value: string): string | null {
  const t = value.replace(/^(?:no\.?|nr\.?|n°|nº|number|nummer|numero|número|#)\s*[:.]?\s*/i, "").trim();
  const m = /^([A-Za-z0-9][A-Za-z0-9\-/.]{1,38}[A-Za-z0-9])(?=\s|$|[,;(])/.exec(t);
  if (!m || !/\d/.test(m[1])) return null;
  if (/^\d+(?:[.,]\d+)?\s*(?:t|kg|to|tons?|tonnes?)\b/i.test(t)) return null;
  return m[1];
}

function parseFillers(row: Row, fields: ExtractedFields, ev: Evidence) {
  if (fields.fillers) return;
  const l = stripNoise(row.lower);
  const found: { filler: string; percentage: number }[] = [];
  for (const [re, filler] of FILLERS) {
    const m = re.exec(l);
    if (!m) continue;
    const around = l.slice(Math.max(0, m.index - 12), m.index + m[0].length + 16);
    const abbrev = /\b(?:gf|cf|td|t)\s?-?(\d{2})\b/.exec(l);
    const pct = /(\d{1,2}(?:[.,]\d)?)\s*%/.exec(around) ?? (abbrev && /gf|cf|td/.test(m[0]) ? abbrev : null);
    if (!pct) continue;
    const percentage = Number(pct[1].replace(",", "."));
    if (percentage > 0 && percentage <= 80) found.push({ filler, percentage });
  }
  if (found.length) {
    fields.fillers = found;
    ev.fillers = row.raw;
  } else if (
    labelled(row, LABEL.fillers, { strict: true }) &&
    /^(none|keine?|aucune?|ninguno|nessun[oa]|brak|nenhum|geen|n\/a|-)$/i.test(labelled(row, LABEL.fillers)!.lower.trim())
  ) {
    fields.fillers = [];
    ev.fillers = row.raw;
  }
}
