import { applicationTags } from "../../../../shared/schemas/applications";
import { parseText } from "../../datasheet/parse";
import { CERTIFICATES, COLORS, CONDITIONS, POLYMERS, PROCESSING, SOURCES } from "../../datasheet/vocabulary";
import type { MaterialNeed } from "../types";

/**
 * Reads what a buyer asks for out of free text (a contact-us message, a chat message): type, grade
 * (condition, processing method), colour, source, amount, application and certificates, with the datasheet
 * reader's vocabulary (several languages). Deterministic: the same text always gives the same need.
 */

const all = (text: string, vocab: [RegExp, string][]) => [...new Set(vocab.filter(([re]) => re.test(text)).map(([, v]) => v))];
const first = (text: string, vocab: [RegExp, string][]) => vocab.find(([re]) => re.test(text))?.[1] ?? null;

const TONNES: Record<string, number> = { t: 1, to: 1, ton: 1, tons: 1, tonne: 1, tonnes: 1, mt: 1, tonnen: 1, tonnellate: 1, toneladas: 1, kg: 0.001, kilo: 0.001, kilos: 0.001, kilograms: 0.001, lbs: 0.000453592 };
const AMOUNT = /(\d+(?:[.,]\d+)?)\s*(k)?\s*(t|to|tons?|tonnes?|tonnen|tonnellate|toneladas|mt|kg|kilos?|kilograms|lbs)\b(?:\s*(?:\/|per|a|each|every|pro|par|al|por)\s*(month|monat|mois|mes|mese|year|jahr|an|año|anno|week|woche|semaine))?/;
const FREQUENCY: Record<string, "month" | "year"> = { month: "month", monat: "month", mois: "month", mes: "month", mese: "month", year: "year", jahr: "year", an: "year", año: "year", anno: "year" };

function amountOf(text: string): Pick<MaterialNeed, "amount" | "capacity"> {
  const m = AMOUNT.exec(text);
  if (!m) return { amount: null, capacity: null };
  let tonnes = Number(m[1].replace(",", ".")) * (m[2] ? 1000 : 1) * (TONNES[m[3]] ?? 1);
  if (!(tonnes > 0) || !Number.isFinite(tonnes)) return { amount: null, capacity: null };
  const period = m[4];
  // A weekly figure is offered as a monthly capacity (the request form knows month, spot and year).
  if (period && /week|woche|semaine/.test(period)) return { amount: null, capacity: { amount: round(tonnes * 4.33), frequency: "month" } };
  tonnes = round(tonnes);
  return period ? { amount: null, capacity: { amount: tonnes, frequency: FREQUENCY[period] ?? "month" } } : { amount: tonnes, capacity: null };
}
const round = (n: number) => Math.round(n * 1000) / 1000;

/** "for blow moulding of bottles", "application: crates", "used in pipes" → the phrase, as the matching engine compares phrases. */
const APPLICATION_PHRASE = /(?:\bfor\b|\bused (?:in|for)\b|\bapplications?\b\s*:?|\bf(?:ü|ue)r\b|\bpour\b|\bpara\b)\s+([a-z][a-z \-]{2,60}?)(?=[,.;!?\n]|\band\b|\bwith\b|$)/g;
/** "looking for …", "a quote for …" name the material, not its use. */
const NOT_A_USE_BEFORE = /(look|looking|search|searching|ask|asking|quote|offer|price|prices|need|needs|request|thanks|thank you)\s*$/;
const NOT_A_USE = /^(sale|sell|buy|purchase|the|a|an|us|me|you|our|your|month|year|week|some|more|information|samples?)\b/;
/** Tag ids ("bottlesBeverage") as words ("bottles beverage"): a tag counts when all its words are in the text. */
const TAG_WORDS = applicationTags.map((tag) => [tag, tag.replace(/([A-Z])/g, " $1").toLowerCase().split(" ").filter((w) => w.length > 2)] as const);

function applicationsOf(text: string): string[] {
  const phrases = [...text.matchAll(APPLICATION_PHRASE)]
    .filter((m) => !NOT_A_USE_BEFORE.test(text.slice(0, m.index)))
    .map((m) => m[1].trim())
    .filter((p) => !NOT_A_USE.test(p));
  const tags = TAG_WORDS.filter(([, words]) => words.length > 0 && words.every((w) => new RegExp(`\\b${w}`).test(text))).map(([tag]) => tag);
  return [...new Set([...phrases, ...tags])].slice(0, 8);
}

/** Grades named by how the material is processed ("injection grade", "film grade"). */
const GRADES: [RegExp, string][] = [
  [/injection(?:[- ]mou?lding)? grade|spritzguss(?:qualit|typ)/, "injectionMolding"],
  [/blow(?:[- ]mou?lding)? grade|blasform(?:qualit|typ)/, "blowMolding"],
  [/(?:film|pipe|extrusion|sheet|profile) grade|extrusions(?:qualit|typ)/, "extrusion"],
  [/thermoform(?:ing)? grade/, "thermoforming"],
];

export function readNeed(raw: string): MaterialNeed {
  const text = raw.toLowerCase().replace(/\s+/g, " ");
  const parsed = parseText(raw).fields;
  const certificates = [...new Set([...(parsed.certificates ?? []), ...all(text, CERTIFICATES)])];
  const processingMethods = [...new Set([...(parsed.processingMethods ?? []), ...all(text, PROCESSING), ...all(text, GRADES)])];
  return {
    materialType: first(text, POLYMERS) ?? parsed.type ?? null,
    conditions: all(text, CONDITIONS),
    colors: all(text, COLORS),
    materialSources: all(text, SOURCES),
    processingMethods,
    certificates,
    applications: applicationsOf(text),
    ...amountOf(text),
    viscosity: parsed.viscosity ?? null,
  };
}
