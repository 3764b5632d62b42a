import { toEurPerTonne } from "../../../shared/rules/currency";
import { PRICE_WINDOW_DAYS, type PriceColorGroup, type PriceList, type PriceStatistic } from "../../../shared/schemas/insights";
import { dayOf, daysBefore } from "./dates";

/** Price statistics (ADR 0123): pure, over price observations. */

/** One material's price as stated on one day (what ./queries.ts stores). */
export interface PriceObservation {
  materialId: string;
  day: string;
  observedAt: string;
  materialType: string;
  condition: string;
  colorGroup: PriceColorGroup;
  amount: number;
  currency: string;
}

/** The key for "not given" in groupings (a material without a condition, a country). */
export const NOT_GIVEN = "none";

/** The prices screen's colour groups: transparent and natural keep their name, every other colour (and none) is Other. */
export function colorGroup(color: string | null | undefined): PriceColorGroup {
  return color === "transparent" ? "transparent" : color === "natural" ? "natural" : "other";
}

/** "other#describe" free choices group with "other"; missing values group as NOT_GIVEN. */
export const choiceKey = (v: string | null | undefined) => (!v ? NOT_GIVEN : v.startsWith("other#") ? "other" : v);

/** The two windows: the last PRICE_WINDOW_DAYS days up to today, and as many days before them. */
export function priceWindows(now: Date | string) {
  const today = dayOf(now);
  return {
    current: { from: daysBefore(now, PRICE_WINDOW_DAYS - 1), to: today },
    previous: { from: daysBefore(now, 2 * PRICE_WINDOW_DAYS - 1), to: daysBefore(now, PRICE_WINDOW_DAYS) },
  };
}

type Summary = { min: number; avg: number; max: number; sampleSize: number; newest: string };
const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * Per material the newest observation in the window counts (a material re-saved five times is one sample,
 * at its latest price); observations in a currency the rate table lacks are left out.
 */
function summarise(observations: PriceObservation[], from: string, to: string): Map<string, Summary> {
  const latest = new Map<string, PriceObservation>();
  for (const o of observations) {
    if (o.day < from || o.day > to) continue;
    const seen = latest.get(o.materialId);
    if (!seen || o.observedAt > seen.observedAt) latest.set(o.materialId, o);
  }
  const groups = new Map<string, { prices: number[]; newest: string }>();
  for (const o of latest.values()) {
    const eur = toEurPerTonne({ amount: o.amount, currency: o.currency });
    if (eur === null) continue;
    const key = [o.materialType, o.condition, o.colorGroup].join("|");
    const g = groups.get(key) ?? { prices: [], newest: o.observedAt };
    g.prices.push(eur);
    if (o.observedAt > g.newest) g.newest = o.observedAt;
    groups.set(key, g);
  }
  return new Map(
    [...groups].map(([key, { prices, newest }]) => [
      key,
      { min: Math.min(...prices), max: Math.max(...prices), avg: cents(prices.reduce((s, p) => s + p, 0) / prices.length), sampleSize: prices.length, newest },
    ]),
  );
}

/** Beyond 1 % either way the arrow turns; the previous window's average is the base. */
export function trendOf(avg: number, previousAvg: number | undefined): PriceStatistic["trend"] {
  if (previousAvg === undefined) return null;
  if (previousAvg === 0) return avg === 0 ? "flat" : "up";
  const change = (avg - previousAvg) / previousAvg;
  return change > 0.01 ? "up" : change < -0.01 ? "down" : "flat";
}

/** The price list at `now` from the observations of the last two windows, sorted by type, condition, colour. */
export function priceStatistics(observations: PriceObservation[], now: Date | string = new Date()): PriceList {
  const w = priceWindows(now);
  const current = summarise(observations, w.current.from, w.current.to);
  const previous = summarise(observations, w.previous.from, w.previous.to);
  const items: PriceStatistic[] = [...current].map(([key, s]) => {
    const [materialType, condition, color] = key.split("|");
    const p = previous.get(key);
    return {
      materialType,
      condition,
      color: color as PriceColorGroup,
      min: s.min,
      avg: s.avg,
      max: s.max,
      sampleSize: s.sampleSize,
      createdDate: s.newest,
      previous: p ? { min: p.min, avg: p.avg, max: p.max, sampleSize: p.sampleSize } : null,
      trend: trendOf(s.avg, p?.avg),
    };
  });
  items.sort((a, b) => a.materialType.localeCompare(b.materialType) || a.condition.localeCompare(b.condition) || a.color.localeCompare(b.color));
  return { items, collectedOn: new Date(now).toISOString(), from: w.current.from, to: w.current.to };
}
