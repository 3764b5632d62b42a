import { parseNumber } from "./parse-numbers";
import { stripNoise } from "./rows";

/** Currency marks; the factor turns the stated unit into the currency's main unit (cents → dollars). */
const CURRENCY: [RegExp, string, number][] = [
  [/¢|\bcents?\b/, "USD", 0.01],
  [/€|\beur\b|\beuro/, "EUR", 1],
  [/\$|\busd\b/, "USD", 1],
  [/£|\bgbp\b/, "GBP", 1],
  [/\bchf\b|\bfr\.\s/, "CHF", 1],
  [/¥|\bjpy\b/, "JPY", 1],
  [/\bcny\b|\brmb\b/, "CNY", 1],
];
const CURRENCY_WORD = String.raw`(?:€|¢|\$|£|¥|us\$|eur(?:os?)?|usd|gbp|chf|jpy|cny|rmb|cents?)`;

/**
 * Mass units a price is quoted per, in kg. "Ton" alone is read as the metric ton: European and international
 * recyclate trade quotes per metric ton; a US short ton is only taken when the sheet says so.
 */
const PER_MASS: [RegExp, number][] = [
  [/^short tons?\b/, 907.18474],
  [/^(?:metric )?(?:tons?|tonnes?)\b|^(?:mt|t|to)\b/, 1000],
  [/^(?:kg|kgs|kilos?|kilograms?|kilogrammes?)\b/, 1],
  [/^(?:lbs?|pounds?)\b/, 0.45359237],
];
/** "/", "per", "pro", "je", "par", "por" and an optional quantity: "€/100 kg", "per 1,000 lb". */
const PER = String.raw`(?:\/|\bper\b|\bpro\b|\bje\b|\bpar\b|\bpor\b)\s*(\d+(?:[.,' ]\d{3})*)?\s*([a-z][a-z ]*)`;
/** After the figure: an optional range end ("0,80 - 0,90 €/kg"), the currency, then the unit. */
const AFTER = new RegExp(String.raw`^(?:\s*(?:-|to|bis|[àa])\s*\d[\d.,']*)?\s*${CURRENCY_WORD}?\s*${PER}`);
/** Before the figure ("EUR/t 690", "price per tonne: 850 €"): a slash only after a currency, so "FCA/Hamburg 850 €" is no unit. */
const BEFORE = new RegExp(String.raw`(?:${CURRENCY_WORD}\s*(?=\/)|\b(?=per|pro|je|par|por))${PER}[\s:=]*${CURRENCY_WORD}?[\s:=]*$`);

/**
 * The mass a price is stated per, in kg: 1000 when none is named (the stored unit), null when it names
 * something that is not a mass ("per bag", "per m²"): then the price cannot be converted.
 */
function perKg(before: string, after: string): number | null {
  const m = AFTER.exec(after) ?? BEFORE.exec(before);
  if (!m) return 1000;
  const unit = PER_MASS.find(([re]) => re.test(m[2].trim()));
  if (!unit) return null;
  const qty = m[1] ? parseNumber(m[1].replace(/ /g, "")) : null;
  return (qty ? (qty.alt ?? qty.value) : 1) * unit[1];
}

/** "850 EUR/t", "€ 1.150 per tonne", "0,85 €/kg", "USD 0.55 / lb", "85 €/100 kg" → amount per metric ton and currency. */
export function parsePrice(text: string): { amount: number; currency: string } | null {
  // a unit in brackets belongs to the price ("Price (USD/lb)"); other brackets are noise
  const t = stripNoise(text.toLowerCase().replace(new RegExp(String.raw`\(([^)]*${CURRENCY_WORD}[^)]*)\)`, "g"), " $1 "));
  const currency = CURRENCY.find(([re]) => re.test(t));
  const joined = t.replace(/(\d) (\d{3})\b/g, "$1$2");
  // the first figure that is not the quantity of a unit ("Price (EUR/100 kg): 85")
  const m = [...joined.matchAll(/\d+(?:[.,']\d{3})*(?:[.,]\d+)?/g)].find((x) => !/(?:\/|\bper|\bpro|\bje|\bpar|\bpor)\s*$/.test(joined.slice(0, x.index)));
  if (!currency || !m) return null;
  const n = parseNumber(m[0]);
  const per = perKg(joined.slice(0, m.index), joined.slice(m.index + m[0].length));
  if (!n || per === null) return null;
  const factor = (currency[2] * 1000) / per;
  const candidates = [n.value, n.alt].filter((v): v is number => v !== undefined).map((v) => v * factor);
  const amount = candidates.find((v) => v >= 20 && v <= 50000);
  return amount === undefined ? null : { amount: Math.round(amount * 100) / 100, currency: currency[1] };
}
