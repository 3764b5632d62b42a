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

const TONNES: Record<string, number> = {
  t: 1,
  to: 1,
  ton: 1,
  tons: 1,
  tony: 1,
  tonne: 1,
  tonnes: 1,
  mt: 1,
  tonnen: 1,
  tonnellate: 1,
  toneladas: 1,
  kg: 0.001,
  kilo: 0.001,
  kilos: 0.001,
  kilograms: 0.001,
  kilogramm: 0.001,
  kilogrammes: 0.001,
  chilogrammi: 0.001,
  lbs: 0.000453592,
};
const UNIT = "t|to|tons?|tony|tonnes?|tonnen|tonnellate|toneladas|mt|kg|kilos?|kilograms|kilogramm|kilogrammes|chilogrammi|lbs";
const PERIOD = "month|monat|mois|mes|mese|miesi[aą]c|maand|mo|m|year|jahr|an|año|anno|rok|jaar|yr|week|woche|semaine|settimana|semana|tydzie[nń]";
/** A period word standing alone after the unit: "monthly", "monatlich", "mensuel", "miesięcznie". */
const PERIOD_ADVERB =
  "monthly|monatlich|mensuel(?:le)?s?|mensil[ei]|mensuais?|mensuales?|miesi[eę]cznie|maandelijks|yearly|annually|j[äa]hrlich|annuel(?:le)?s?|annual[ei]|rocznie|jaarlijks|weekly|w[öo]chentlich";
/**
 * A number as written in the site's languages: digits grouped by thousands with ".", "," or an apostrophe
 * ("1.000", "1,000", "1'000"; a no-break space between the groups is read as the apostrophe), and a decimal part
 * after "." or ",". A plain space does not group ("PA 6 100 t" is 100 t of PA 6).
 */
const NUMBER = "\\d{1,3}(?:[.,']\\d{3})+(?:[.,]\\d+)?(?!\\d)|\\d+(?:[.,]\\d+)?";

/**
 * The value of a written number: with both "." and "," the last one is the decimal mark ("1.000,5", "1,000.5");
 * with one of them, groups of exactly three digits after it are thousands ("1.000 t" is 1000 t, as in German,
 * Italian, Spanish, Polish, Dutch or French, and "1,000 t" too), anything else is a decimal ("1.5", "2,16", "0,3").
 */
export function numberOf(written: string): number {
  const s = written.replace(/'/g, "");
  const lastDot = s.lastIndexOf(".");
  const lastComma = s.lastIndexOf(",");
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? "." : ",";
    const thousands = decimal === "." ? /,/g : /\./g;
    return Number(s.replace(thousands, "").replace(decimal, "."));
  }
  const mark = lastDot >= 0 ? "." : lastComma >= 0 ? "," : null;
  if (!mark) return Number(s);
  const groups = s.split(mark);
  if (groups.length > 2 || (groups[1].length === 3 && /^\d{1,3}$/.test(groups[0]) && groups[0] !== "0")) return Number(groups.join(""));
  return Number(groups.join("."));
}

/**
 * A quantity: a number, a unit, and a period ("/month", "per month", "pro Monat", "par mois", "al mese", "all'anno",
 * "na miesiąc", "/t/miesiąc") or a period adverb ("monthly", "miesięcznie").
 */
const AMOUNT = new RegExp(
  `(${NUMBER})\\s*(k)?\\s*(${UNIT})(?![a-z])(?:\\s*(?:(?:\\/\\s*(?:t\\s*\\/\\s*)?|\\bper\\b|\\ba\\b|\\beach\\b|\\bevery\\b|\\bpro\\b|\\bpar\\b|\\bal(?:l['’]|la\\b|\\b)|\\bau\\b|\\bpor\\b|\\bna\\b|\\bim\\b|\\bin\\b)\\s*(?:the\\s+|le\\s+|der\\s+)?(${PERIOD})(?![a-z])|\\s+(${PERIOD_ADVERB})(?![a-z])))?`,
  "g",
);
const FREQUENCY = (p: string): "month" | "year" | "week" =>
  /^(week|woche|semaine|settimana|semana|tydzie|weekly|w[öo]chentlich)/.test(p)
    ? "week"
    : /^(year|jahr|an|año|anno|rok|jaar|yr|yearly|annual|j[äa]hrlich|annuel|rocznie|jaarlijks)/.test(p)
      ? "year"
      : "month";

/**
 * A test condition, not an order: the load of a melt-flow test ("MFI 2.16 kg", "190 °C/2,16 kg", "@5kg",
 * "MFR (230/2.16)") is written right after a temperature, a slash or an "@", or in a melt-flow phrase.
 */
const TEST_CONDITION_BEFORE =
  /(?:°\s*c?|\bc)\s*[/,;]?\s*$|[/@]\s*$|\b(?:mfi|mfr|mvr|melt[- ]?(?:flow|index)|schmelz\S*|indice de fluidit\S*|melt|load|belastung|charge|carico|obci[aą][zż]\S*)\b[^.;\n]{0,25}$/;

/**
 * The melt-flow test loads of ISO 1133 / ASTM D1238 that no one orders (0.325, 1.2, 2.16, 3.8, 21.6 kg): such a
 * weight is a test condition wherever it is written ("asdf 2.16 kg"). 5 and 10 kg may be a sample, so they
 * count as a test load only in a melt-flow phrase.
 */
const TEST_LOADS_KG = new Set([0.325, 1.2, 2.16, 3.8, 21.6]);

function amountOf(text: string): Pick<MaterialNeed, "amount" | "capacity"> {
  for (const m of text.matchAll(AMOUNT)) {
    if (TEST_CONDITION_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    if (!m[2] && /^k/.test(m[3]) && TEST_LOADS_KG.has(numberOf(m[1]))) continue;
    const tonnes = numberOf(m[1]) * (m[2] ? 1000 : 1) * (TONNES[m[3]] ?? 1);
    if (!(tonnes > 0) || !Number.isFinite(tonnes)) continue;
    const period = m[4] ?? m[5];
    if (!period) return { amount: round(tonnes), capacity: null };
    const frequency = FREQUENCY(period);
    // A weekly figure is offered as a monthly capacity (the request form knows month, spot and year).
    if (frequency === "week") return { amount: null, capacity: { amount: round(tonnes * 4.33), frequency: "month" } };
    return { amount: null, capacity: { amount: round(tonnes), frequency } };
  }
  return { amount: null, capacity: null };
}
const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * "for blow moulding of bottles", "application: crates", "used in pipes", "für Rohre", "pour film", "para
 * bolsas", "per tubi", "voor folie" → the phrase, as the matching engine compares phrases. A phrase ends at
 * punctuation, at "and"/"with" (or their Italian, Dutch, German, French, Spanish words) and at "in" ("per tubi
 * in HDPE" names the material after it) and where another phrase begins.
 */
const APPLICATION_PHRASE =
  /(?:\bfor\b|\bused (?:in|for)\b|\bapplications?\b\s*:?|\bf(?:ü|ue)r\b|\bpour\b|\bpara\b|\bper\b|\bvoor\b)\s+([a-zà-öø-ÿ][a-zà-öø-ÿ \-]{2,60}?)(?=[,.;!?\n]|\s(?:and|with|e|ed|con|en|met|und|mit|et|avec|y|in|for|per|voor|f(?:ü|ue)r|pour|para)\b|$)/g;
/** "looking for …", "a quote for …" name the material, not its use (also in Italian and Dutch). */
const NOT_A_USE_BEFORE =
  /(look|looking|search|searching|ask|asking|quote|offer|price|prices|need|needs|request|thanks|thank you|offerta|offerte|prezzo|prezzi|preventivo|richiesta|grazie|prijs|prijzen|offerte|aanvraag|bedankt)\s*$/;
/** Not an application: a period ("per month", "per mese", "per maand"), a unit ("per tonne"), an article or a pronoun. */
const NOT_A_USE =
  /^(sale|sell|buy|purchase|the|a|an|us|me|you|our|your|month|months|year|years|annum|week|weeks|some|more|information|samples?|t|to|tons?|tonnes?|tonnellat[ae]|kg|kilo|mese|mesi|anno|anni|settimana|maand|jaar|week|il|lo|la|gli|le|un|una|uno|noi|voi|het|de|een|ons|u|jullie|informazioni|informatie|campioni|monsters?)\b/;
/** Tag ids ("bottlesBeverage") as words ("bottles beverage"): a tag counts when all its words are in the text. */
const TAG_WORDS = applicationTags.map(
  (tag) =>
    [
      tag,
      tag
        .replace(/([A-Z])/g, " $1")
        .toLowerCase()
        .split(" ")
        .filter((w) => w.length > 2),
    ] as const,
);

/**
 * "Application: crates, pallets", "Anwendung: Kisten", "Applicazione: tubi", "Zastosowanie: folie": a label in
 * one of the site's languages and Dutch, then a list up to the end of the sentence, each item an application.
 */
const APPLICATION_LIST =
  /\b(?:applications?|anwendung(?:en)?|applicazion[ei]|aplicaci[oó]n(?:es)?|aplica[cç](?:ão|ões)|zastosowani[ea]|toepassing(?:en)?)\s*:\s*([^.;!?\n]{2,160})/gi;
const LIST_SEPARATOR = /\s*(?:,|\/|\s(?:and|und|et|e|y|i|en|oraz)\s)\s*/i;

/** A phrase that only names a processing method ("für Spritzguss", "for extrusion") says how, not what for. */
const onlyProcessing = (lower: string) =>
  PROCESSING.some(([re]) => re.test(lower)) && !/[a-zà-öø-ÿ]{3,}/.test(PROCESSING.reduce((rest, [re]) => rest.replace(new RegExp(re.source, "g"), " "), lower));

/**
 * The applications as the buyer wrote them (their own capitals: "Kisten" stays a German noun), each once
 * whatever its case, then the application tags whose words all appear.
 */
function applicationsOf(written: string, lower: string): string[] {
  const phrases = [...written.matchAll(new RegExp(APPLICATION_PHRASE.source, "gi"))]
    .filter((m) => !NOT_A_USE_BEFORE.test(lower.slice(0, m.index)))
    .map((m) => m[1].trim());
  const listed = [...written.matchAll(APPLICATION_LIST)].flatMap((m) => m[1].split(LIST_SEPARATOR).map((item) => item.trim()));
  const seen = new Set<string>();
  const uses = [...phrases, ...listed].filter((p) => {
    const key = p.toLowerCase();
    if (p.length < 3 || NOT_A_USE.test(key) || onlyProcessing(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const tags = TAG_WORDS.filter(([, words]) => words.length > 0 && words.every((w) => new RegExp(`\\b${w}`).test(lower))).map(([tag]) => tag);
  return [...new Set([...uses, ...tags])].slice(0, 8);
}

/** Grades named by how the material is processed ("injection grade", "film grade"). */
const GRADES: [RegExp, string][] = [
  [/injection(?:[- ]mou?lding)? grade|spritzguss(?:qualit|typ)/, "injectionMolding"],
  [/blow(?:[- ]mou?lding)? grade|blasform(?:qualit|typ)/, "blowMolding"],
  [/(?:film|pipe|extrusion|sheet|profile) grade|extrusions(?:qualit|typ)/, "extrusion"],
  [/thermoform(?:ing)? grade/, "thermoforming"],
];

/**
 * The recycled share asked for, in any of the site's languages and Dutch: "30 % recycled content",
 * "Rezyklatanteil 97,5 %", "contenuto riciclato 97,5 %", "50 % de contenu recyclé", "zawartość recyklatu 80 %",
 * "gerecycleerd aandeel 60 %" (the datasheet reader knows the English and German phrases; this adds the rest).
 */
const RECYCLED_WORDS =
  "recycled content|recyclate content|rezyklat\\w*|contenuto riciclato|contenu recycl[ée]|contenido reciclado|conte[úu]do reciclado|zawarto[śs][ćc] recyklatu|udzia[łl] recyklatu|gerecycle\\w* (?:aandeel|gehalte)|recyclaat\\w*";
const PERCENT = "(\\d{1,3}(?:[.,]\\d+)?)\\s?%";
const RECYCLED_SHARE = [new RegExp(`(?:${RECYCLED_WORDS})\\D{0,25}?${PERCENT}`), new RegExp(`${PERCENT}\\s*(?:de\\s+|di\\s+|of\\s+)?(?:${RECYCLED_WORDS})`)];

function recycledContentOf(text: string, parsed: number | undefined): number | null {
  for (const re of RECYCLED_SHARE) {
    const m = re.exec(text);
    const v = m ? numberOf(m[1]) : NaN;
    if (v > 0 && v <= 100) return v;
  }
  return parsed != null && parsed > 0 && parsed <= 100 ? parsed : null;
}

export function readNeed(raw: string): MaterialNeed {
  // A no-break space grouping thousands ("1 000 t" in French or Polish) becomes the apostrophe before spaces collapse.
  const written = raw.replace(/(\d)[\u00a0\u202f](?=\d{3}(?!\d))/g, "$1'").replace(/\s+/g, " ");
  const text = written.toLowerCase();
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
    applications: applicationsOf(written, text),
    ...amountOf(text),
    viscosity: parsed.viscosity ?? null,
    recycledContent: recycledContentOf(text, parsed.recycledContent),
  };
}
