import { CERTIFICATES, POLYMERS, PROCESSING } from "../../datasheet/vocabulary";
import type { CompanyFacts } from "../types";

/**
 * What the offline engine reads in a research's facts (ADR 0144): polymer types, applications, certificates,
 * processing methods, stated volumes and buying signals, each with the sources it was found in, so every claim
 * in the evaluation and report can say where it came from. The polymer, certificate and processing words are
 * the datasheet parser's vocabulary (English, German and some French/Spanish/Italian).
 */
export interface Source {
  /** How the report names it: 'the company record', 'document "x.pdf"', 'web page "About us"'. */
  label: string;
  text: string;
}

export interface Finding {
  value: string;
  sources: string[];
}

export interface Evidence {
  polymers: Finding[];
  applications: Finding[];
  certificates: Finding[];
  processing: Finding[];
  /** "5,000 t/year" as written, with the source. */
  volumes: Finding[];
  /** Sentences that say the company buys or uses (recycled) material. */
  buyingSignals: Finding[];
  /** Sentences that say it sells or produces recyclate (a supplier, less a buyer). */
  sellingSignals: Finding[];
  /** Characters of text read, besides the name: with almost none, the potential is "unknown". */
  textLength: number;
}

/** Applications (the company's markets) → a label staff read; the keys are the industries of shared/schemas/enums.ts. */
export const APPLICATIONS: [RegExp, string][] = [
  [/automotive|\bcar parts?\b|vehicle|fahrzeug|kfz|automobil/, "Automotive"],
  [/food[- ]contact|food packaging|beverage|bottles?\b|lebensmittel|getr(ä|ae)nke/, "Food and beverage packaging"],
  [/packaging|film|foil|verpackung|crates?\b|containers?\b|buckets?\b|pallets?\b/, "Packaging"],
  [/construction|building|pipes?\b|profiles?\b|window|insulation|bau\b|rohre?\b/, "Construction"],
  [/furniture|garden chairs?|möbel|moebel|outdoor furniture/, "Furniture"],
  [/electric|electronic|appliance|housings?\b|cable|elektro/, "Electrical and electronic equipment"],
  [/agricultur|greenhouse|irrigation|landwirtschaft/, "Agriculture"],
  [/household|kitchen|haushalt|toys?\b/, "Household products"],
  [/textile|fibres? for|yarn|fashion|apparel|nonwoven/, "Textiles and apparel"],
  [/medical|pharma|cosmetic|healthcare/, "Pharma, cosmetics and healthcare"],
  [/machinery|industrial equipment|maschinenbau/, "Industrial equipment"],
];

const BUYING =
  /\b(we (buy|purchase|source|use|process|need)|sourcing|procure|procurement|looking for|in need of|demand for|recycled content|rezyklatanteil|einkauf|suchen|buys?\b[^.]{0,40}(recyclate|regrind|regranulate|granules|flakes)|uses? [^.]{0,30}(recycled|recyclate|regranulate|regrind))/;
const SELLING =
  /\b(we (sell|supply|offer|produce) [^.]{0,40}(recyclate|regranulate|regrind|flakes|granules|compounds?)|our (recyclates|regranulates|regrinds)|recycling plant|recycling capacity)/;
const VOLUME =
  /(\d{1,3}(?:[.,\s]\d{3})*(?:[.,]\d+)?|\d+(?:[.,]\d+)?)\s*(kt|kilotons?|t|tons?|tonnes?|tonnen|mt)\b\s*(?:(?:per|a|\/|pro|each)\s*)?(year|annum|yr|month|jahr|monat|y\b|a\b)?/gi;
const ISO_9001 = /\biso\s*9001\b/;

function matchAll(vocab: [RegExp, string][], text: string, firstOnly: boolean): string[] {
  const out: string[] = [];
  let rest = text;
  for (const [re, value] of vocab) {
    if (!re.test(rest)) continue;
    out.push(value);
    if (firstOnly) break;
    // A blend ("pc/abs") must not also count its parts: remove what matched before the later patterns run.
    rest = rest.replace(new RegExp(re.source, "g"), " ");
  }
  return out;
}

/** The polymer types a text names (a blend not counted as its parts). */
export const polymersIn = (text: string): string[] => matchAll(POLYMERS, text.toLowerCase(), false);

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);

class Findings {
  private map = new Map<string, Set<string>>();
  add(value: string, source: string) {
    if (!this.map.has(value)) this.map.set(value, new Set());
    this.map.get(value)!.add(source);
  }
  list(): Finding[] {
    return [...this.map]
      .map(([value, s]) => ({ value, sources: [...s] }))
      .sort((a, b) => b.sources.length - a.sources.length || a.value.localeCompare(b.value));
  }
}

/** The texts of the facts, each with how the report names it. */
export function sourcesOf(facts: CompanyFacts): Source[] {
  const c = facts.company;
  const org = facts.organization ?? null;
  const orgText = org
    ? [org.short_description, org.industry, Array.isArray(org.keywords) ? org.keywords.join(", ") : null].filter((v) => typeof v === "string").join(". ")
    : "";
  return [
    {
      label: "the company record",
      text: [c.description, c.applications.join(", "), c.products.join(", "), c.materials.join(", "), c.certificates.join(", ")].filter(Boolean).join(". "),
    },
    { label: "the user's notes", text: facts.userNotes ?? "" },
    { label: "its listed materials", text: facts.materials.map((m) => `${m.type} ${m.name}`).join(". ") },
    { label: "the enrichment data", text: orgText },
    ...facts.documents.map((d) => ({ label: `document "${d.name}"`, text: d.text })),
    ...facts.searchResults.map((r) => ({ label: `web page "${r.title}"`, text: `${r.title}. ${r.snippet}. ${r.text ?? ""}` })),
  ].filter((s) => s.text.trim() !== "");
}

export function readEvidence(facts: CompanyFacts): Evidence {
  const polymers = new Findings();
  const applications = new Findings();
  const certificates = new Findings();
  const processing = new Findings();
  const volumes = new Findings();
  const buying = new Findings();
  const selling = new Findings();
  const sources = sourcesOf(facts);
  let textLength = 0;
  for (const s of sources) {
    const text = s.text.toLowerCase();
    textLength += text.length;
    for (const v of matchAll(POLYMERS, text, false)) polymers.add(v, s.label);
    for (const v of matchAll(APPLICATIONS, text, false)) applications.add(v, s.label);
    for (const v of matchAll(CERTIFICATES, text, false)) certificates.add(v, s.label);
    if (ISO_9001.test(text)) certificates.add("iso9001", s.label);
    for (const v of matchAll(PROCESSING, text, false)) processing.add(v, s.label);
    // The listed materials are what it sells: they say nothing about buying.
    if (s.label === "its listed materials") continue;
    for (const sentence of sentences(text)) {
      if (BUYING.test(sentence)) buying.add(sentence.slice(0, 200), s.label);
      if (SELLING.test(sentence)) selling.add(sentence.slice(0, 200), s.label);
    }
    for (const m of s.text.matchAll(VOLUME)) if (m[3] || /kt|kilo/i.test(m[2])) volumes.add(m[0].trim(), s.label);
  }
  for (const cert of facts.company.certificates) certificates.add(cert, "the company record");
  return {
    polymers: polymers.list(),
    applications: applications.list(),
    certificates: certificates.list(),
    processing: processing.list(),
    volumes: volumes.list(),
    buyingSignals: buying.list(),
    sellingSignals: selling.list(),
    textLength: textLength - (facts.company.name?.length ?? 0),
  };
}

/** "the company record, web page "About"" (at most three sources, then "and N more"). */
export function whereFound(f: Finding): string {
  const shown = f.sources.slice(0, 3).join(", ");
  return f.sources.length > 3 ? `${shown} and ${f.sources.length - 3} more` : shown;
}
