import { stripNoise, type Row } from "./rows";
import type { ExtractedFields } from "./types";
import { CERTIFICATES, COLORS, CONDITIONS, COUNTRIES, FILLERS, PACKAGING, POLYMERS, PROCESSING, SOURCES } from "./vocabulary";

type Evidence = Record<string, string>;
type Vocab = [RegExp, string][];

const NEGATION = /\b(not|no|without|free of|frei von|kein|keine|nicht|non|ohne|sans|sin)\b/;

const first = (text: string, vocab: Vocab) => vocab.find(([re]) => re.test(text))?.[1];
const all = (text: string, vocab: Vocab) => vocab.filter(([re]) => re.test(text)).map(([, v]) => v);

/** Text after a label at the start of a cell ("Colour: black", "Farbe | schwarz"), or null. */
function labelled(row: Row, label: RegExp): string | null {
  for (let i = 0; i < row.cells.length; i++) {
    const c = row.cells[i].toLowerCase();
    const m = label.exec(c);
    if (!m || m.index > 2) continue;
    const rest = c.slice(m.index + m[0].length).replace(/^[\s:.=-]+/, "").trim();
    // "Colour: black" holds its value; "Colour | black" has it in the next cells.
    return rest || row.cells.slice(i + 1, i + 3).map((x) => x.toLowerCase()).join(" ").trim();
  }
  return null;
}

/** Read a field from the first labelled row whose value matches the vocabulary. */
function fromLabel(rows: Row[], label: RegExp, vocab: Vocab, not?: RegExp): { value: string; row: Row } | null {
  for (const row of rows) {
    if (not && not.test(row.lower)) continue;
    const rest = labelled(row, label);
    const value = rest ? first(rest, vocab) : undefined;
    if (value) return { value, row };
  }
  return null;
}

const TYPE_LABEL = /^(polymer type|material type|polymer|material|werkstoff|kunststoffart|kunststoff|base polymer|basispolymer|resin|type de polym[eè]re|mat[eé]riau|tipo de pol[ií]mero)\b/;
const COLOR_LABEL = /^(colou?r|farbe|couleur|colore)\b(?! ?(l\*|by|measure|value|index|masterbatch))/;
const CONDITION_LABEL = /^(delivery form|form of delivery|lieferform|physical form|product form|form|condition|zustand|appearance|aussehen|forme|pr[eé]sentation|forma)\b/;
const SOURCE_LABEL = /^(source|material source|feedstock|input material|ausgangsmaterial|herkunft des materials|rohstoffquelle|quelle|waste stream|origine|origen|origin of (the )?material)\b/;
const COUNTRY_LABEL = /^(country of origin|origin|herkunftsland|ursprungsland|herkunft|produktionsland|production site|produced in|made in|hergestellt in|pays d'origine|pa[ií]s de origen|paese di origine)\b/;

/** The polymer: a labelled row, else the title lines, else the most named polymer. */
function parseType(rows: Row[], titles: Row[], fields: ExtractedFields, ev: Evidence) {
  const hit = fromLabel(rows, TYPE_LABEL, POLYMERS);
  if (hit) return set(fields, ev, "type", hit.value, hit.row);
  for (const row of titles) {
    const v = first(row.lower, POLYMERS);
    if (v) return set(fields, ev, "type", v, row);
  }
  const counts = new Map<string, { n: number; row: Row }>();
  for (const row of rows) {
    if (NEGATION.test(row.lower) || /content|gehalt|anteil|contamination|impurit|fremd/.test(row.lower)) continue;
    const v = first(row.lower, POLYMERS);
    if (v) counts.set(v, { n: (counts.get(v)?.n ?? 0) + 1, row: counts.get(v)?.row ?? row });
  }
  const best = [...counts.entries()].sort((a, b) => b[1].n - a[1].n)[0];
  if (best) set(fields, ev, "type", best[0], best[1].row);
}

function set<K extends keyof ExtractedFields>(fields: ExtractedFields, ev: Evidence, key: K, value: ExtractedFields[K], row: Row) {
  fields[key] = value;
  ev[key] = row.raw;
}

/** Categories: each from a labelled row first, then from the title, then anywhere. */
export function parseTerms(rows: Row[], fields: ExtractedFields, ev: Evidence): void {
  const titles = titleRows(rows);
  parseType(rows, titles, fields, ev);

  const color = fromLabel(rows, COLOR_LABEL, COLORS) ?? firstIn(titles, COLORS);
  if (color) set(fields, ev, "color", color.value, color.row);

  const condition = fromLabel(rows, CONDITION_LABEL, CONDITIONS) ?? firstIn(titles, CONDITIONS) ?? firstIn(rows, CONDITIONS, NEGATION);
  if (condition) set(fields, ev, "condition", condition.value, condition.row);

  const source = fromLabel(rows, SOURCE_LABEL, SOURCES) ?? firstIn(rows, SOURCES, NEGATION);
  if (source) set(fields, ev, "source", source.value, source.row);

  const certs = collect(rows, CERTIFICATES);
  if (certs.values.length) {
    fields.certificates = certs.values;
    ev.certificates = certs.rows.join(" / ");
  }
  const packs = collect(rows, PACKAGING);
  if (packs.values.length) {
    fields.packagingTypes = packs.values.map((k) => `${k}#${k}`);
    ev.packagingTypes = packs.rows.join(" / ");
  }
  const procs = collect(rows, PROCESSING);
  if (procs.values.length) {
    fields.processingMethods = procs.values;
    ev.processingMethods = procs.rows.join(" / ");
  }
  parseCountry(rows, fields, ev);
  parseMisc(rows, fields, ev);
}

function firstIn(rows: Row[], vocab: Vocab, skip?: RegExp): { value: string; row: Row } | null {
  for (const row of rows) {
    if (skip && skip.test(row.lower)) continue;
    const value = first(row.lower, vocab);
    if (value) return { value, row };
  }
  return null;
}

/** Every value of a vocabulary named anywhere, except in negated rows ("not FDA approved"). */
function collect(rows: Row[], vocab: Vocab): { values: string[]; rows: string[] } {
  const values: string[] = [];
  const where: string[] = [];
  for (const row of rows) {
    for (const cell of row.cells) {
      const lower = cell.toLowerCase();
      const found = all(lower, vocab).filter((v) => !values.includes(v));
      if (!found.length || NEGATION.test(lower)) continue;
      values.push(...found);
      if (!where.includes(row.raw)) where.push(row.raw);
    }
  }
  return { values, rows: where };
}

/** The large lines on top of the first page: the product's name and headline. */
export function titleRows(rows: Row[]): Row[] {
  const top = rows.slice(0, 12);
  const body = [...rows].map((r) => r.fontSize).sort((a, b) => a - b)[Math.floor(rows.length / 2)] ?? 10;
  return top.filter((r) => r.fontSize > body * 1.15);
}

function parseCountry(rows: Row[], fields: ExtractedFields, ev: Evidence) {
  const names = Object.keys(COUNTRIES).sort((a, b) => b.length - a.length);
  for (const row of rows) {
    const rest = labelled(row, COUNTRY_LABEL);
    if (!rest) continue;
    const name = names.find((n) => new RegExp(`(^|[^a-zäöüéñ])${n.replace(/[.]/g, "\\.")}($|[^a-zäöüéñ])`).test(rest));
    const code = /^([a-z]{2})\b/.exec(rest.trim());
    const value = name ? COUNTRIES[name] : code && Object.values(COUNTRIES).includes(code[1].toUpperCase()) ? code[1].toUpperCase() : null;
    if (value) return set(fields, ev, "countryOfOrigin", value, row);
  }
}

const FLAMMABILITY = /\b(hb|v-?0|v-?1|v-?2|5 ?va|5 ?vb)\b/;

function parseMisc(rows: Row[], fields: ExtractedFields, ev: Evidence) {
  for (const row of rows) {
    const l = row.lower;
    if (!fields.flammability && /ul ?-?94|flammab|brennbarkeit|brandverhalten|fire rating|inflammabilit/.test(l)) {
      const m = FLAMMABILITY.exec(l.replace(/ul ?-?94/g, " "));
      if (m) set(fields, ev, "flammability", m[1].startsWith("5") ? "5VA/5VB" : m[1].toUpperCase().replace(/^V(\d)$/, "V-$1"), row);
    }
    if (!fields.recyclingMethod) {
      const m = /mechanical(ly)? recycl|mechanisch recycel|werkstofflich|mechanical recycling/.test(l)
        ? "mechanical"
        : /chemical(ly)? recycl|chemisch recycel|chemical recycling|pyrolys/.test(l)
          ? "chemical"
          : /solvent[- ]based|dissolution recycl|l(ö|oe)semittelbasiert/.test(l)
            ? "solventBased"
            : null;
      if (m) set(fields, ev, "recyclingMethod", m, row);
    }
    if (!fields.chainOfCustody) {
      const m = /mass[- ]balance|massenbilanz/.test(l) ? "massBalance" : /physical segregation|physisch getrennt/.test(l) ? "physicalSegregation" : /controlled blending/.test(l) ? "controlledBlending" : null;
      if (m) set(fields, ev, "chainOfCustody", m, row);
    }
    if (!fields.washingProcess) {
      const m = /hot[- ]wash|hei(ß|ss)w(ä|ae)sche|hei(ß|ss) gewaschen/.test(l) ? "hotWash" : /cold[- ]wash|kaltw(ä|ae)sche|kalt gewaschen/.test(l) ? "coldWash" : null;
      if (m) set(fields, ev, "washingProcess", m, row);
    }
    if (fields.certificateOfAnalysis === undefined && /certificate of analysis|\bcoa\b|analysenzertifikat|pr(ü|ue)fzeugnis|inspection certificate|certificat d'analyse/.test(l)) {
      set(fields, ev, "certificateOfAnalysis", !NEGATION.test(l), row);
    }
    if (!fields.lotNumber) {
      const m = /\b(?:lot|batch|charge|los)[- ]?(?:no\.?|number|nr\.?|nummer|#)?\s*[:\t]\s*([a-z0-9][a-z0-9\-/.]{2,30})/i.exec(row.text);
      if (m && /\d/.test(m[1])) set(fields, ev, "lotNumber", m[1], row);
    }
    if (!fields.recycledContent) {
      const m = /(\d{1,3}(?:[.,]\d+)?)\s*%\s*(?:of\s+)?(?:post[- ]?consumer|post[- ]?industrial|recycl|rezykl|pcr|pir)/.exec(l);
      const v = m ? Number(m[1].replace(",", ".")) : NaN;
      if (v > 0 && v <= 100) set(fields, ev, "recycledContent", v, row);
    }
    parseFillers(row, fields, ev);
  }
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
  }
}
