import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { nl } from "./nl";
import { pl } from "./pl";
import { pt } from "./pt";
import type { LabelField, Lexicon, Terms, ValueTerms } from "./types";

export type { LabelField, Lexicon } from "./types";

/** The site's seven languages and Dutch. Every reader below merges them: a sheet may mix languages. */
export const LEXICONS: Lexicon[] = [en, de, fr, es, it, pl, pt, nl];

/** Letters and digits of the Latin alphabets (the text is lower case): a small class keeps the patterns quick to compile. */
const LETTER = String.raw`[a-z0-9\u00df-\u024f]`;
const SPELLINGS: Record<string, string> = {
  ä: "(?:ä|ae|a)",
  ö: "(?:ö|oe|o)",
  ü: "(?:ü|ue|u)",
  ß: "(?:ß|ss)",
  "'": "['’]",
  " ": String.raw`[\s\-]+`,
  "-": String.raw`[\s\-]?`,
  "*": `${LETTER}*`,
};

/**
 * A letter with a diacritic also matches its base letter: PDFs whose fonts lack a glyph, and our own
 * datasheet's standard fonts, write "Gestosc" for "Gęstość" and "Lodz" for "Łódź".
 */
function letterPattern(ch: string): string {
  if (SPELLINGS[ch]) return SPELLINGS[ch];
  const base = ch === "ł" ? "l" : ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  if (base !== ch && /^[a-z]$/.test(base)) return `[${ch}${base}]`;
  return ch.replace(/[.+?^${}()|[\]\\/]/g, "\\$&");
}

/** One term's letters as a pattern (the syntax is described in types.ts), without its word boundaries. */
const termBody = (term: string) => [...term].map(letterPattern).join("");

/**
 * Terms as one pattern matching whole words (stems: a word's start). Longer terms come first, so "lot
 * number" is taken before "lot"; the boundaries stand once around the alternation, not in every term.
 */
function alternation(terms: Terms): string {
  const sorted = [...new Set(terms)].sort((a, b) => b.length - a.length);
  const words = sorted.filter((t) => !t.endsWith("*")).map(termBody);
  const stems = sorted.filter((t) => t.endsWith("*")).map(termBody);
  const parts = [words.length ? `(?:${words.join("|")})(?!${LETTER})` : null, stems.length ? `(?:${stems.join("|")})` : null].filter(Boolean);
  return `(?<!${LETTER})(?:${parts.join("|")})`;
}

const labelTerms = (field: LabelField) => LEXICONS.flatMap((l) => l.labels[field] ?? []);

/** A label at the start of a cell (lower case): "Colour", "Farbe", "Kolor" … */
export const labelAtStart = (field: LabelField) => new RegExp(`^(?:${alternation(labelTerms(field))})`, "");
/** A label anywhere in a row (measures name their property inside longer headers). */
export const labelAnywhere = (field: LabelField) => new RegExp(`(?:${alternation(labelTerms(field))})`);

export type ValueKind = keyof ValueTerms;
export type ValueTable = [RegExp, string][];

/** Each stored value of a kind with the words of every language for it, in the English file's order. */
export function valueTable(kind: ValueKind): ValueTable {
  const terms = new Map<string, Terms>();
  for (const l of LEXICONS)
    for (const [value, ts] of Object.entries(l.values[kind] ?? {}) as [string, Terms][]) terms.set(value, [...(terms.get(value) ?? []), ...ts]);
  return [...terms.entries()].map(([value, ts]) => [new RegExp(alternation(ts)), value]);
}

/**
 * The value named first in a text: a phrase is read as a whole, so "Natural (off-white, translucent)" is
 * natural and "black, carbon black" black. At one position the longer word wins ("off-white" over "white").
 */
export function leftmost(text: string, table: ValueTable): { value: string; index: number } | null {
  let best: { value: string; index: number; length: number } | null = null;
  for (const [re, value] of table) {
    const m = re.exec(text);
    if (m && (!best || m.index < best.index || (m.index === best.index && m[0].length > best.length))) best = { value, index: m.index, length: m[0].length };
  }
  return best && { value: best.value, index: best.index };
}

/** Every value of a kind a text names, in the order named; a word inside a longer one ("food packaging" in "non-food packaging") is not named. */
export function allValues(text: string, table: ValueTable): string[] {
  return spans(text, table).map((f) => f.value);
}

/** Where each value of a kind is named, words inside longer ones left out. */
export function spans(text: string, table: ValueTable): { value: string; index: number; end: number }[] {
  const found: { value: string; index: number; end: number }[] = [];
  for (const [re, value] of table) {
    const m = re.exec(text);
    if (m) found.push({ value, index: m.index, end: m.index + m[0].length });
  }
  const inside = (a: (typeof found)[number]) => found.some((b) => b !== a && b.index <= a.index && b.end >= a.end && b.end - b.index > a.end - a.index);
  return found.filter((f) => !inside(f)).sort((a, b) => a.index - b.index);
}

/** Country names and adjectives of every language → ISO 3166 alpha-2. */
export const COUNTRY_TABLE: ValueTable = (() => {
  const byCode = new Map<string, Terms>();
  for (const l of LEXICONS) for (const [code, ts] of Object.entries(l.countries)) byCode.set(code, [...(byCode.get(code) ?? []), ...ts]);
  return [...byCode.entries()].map(([code, ts]) => [new RegExp(alternation(ts)), code]);
})();
export const COUNTRY_CODES = new Set(COUNTRY_TABLE.map(([, c]) => c));

/** A line that is only a section or document heading ("Technical data", "Scheda tecnica", "Właściwości"). */
export const HEADING = new RegExp(`^(?:${alternation(LEXICONS.flatMap((l) => l.headings))})$`);

/** Phrases that hold a vocabulary word but mean something else: removed before packaging is looked for. */
export const MASKS = new RegExp(alternation(LEXICONS.flatMap((l) => l.masks)), "g");

/** Whether the sheet's own words say it groups thousands with a dot ("1.000 t" is a thousand tonnes). */
export function dotGroupingOf(text: string): boolean {
  const score = (l: Lexicon) =>
    Object.values(l.labels).reduce((n, ts) => n + (ts ?? []).filter((t) => t.length > 4 && text.includes(t.replace(/\*$/, ""))).length, 0);
  const best = [...LEXICONS].sort((a, b) => score(b) - score(a))[0];
  return score(best) > 0 ? best.dotGrouping : false;
}
