import { toEurPerTonne } from "../../../shared/rules/currency";
import { crashPoint } from "../../lib/crash-point";
import type { PriceColorGroup, PriceHistory } from "../../../shared/schemas/insights";
import { lastWeeks, weekOf } from "./dates";
import type { PriceObservation } from "./price-statistics";
import {
  bumpWeekGeneration,
  listWeekEntries,
  listWeekPoints,
  putWeekEntries,
  putWeekEntry,
  putWeekFigures,
  type SeriesKey,
  type SeriesWeek,
  type WeekEntry,
  type WeekFigures,
} from "./queries-weekly";

/**
 * The price index (ADR 0210): weekly min/avg/max per series, kept current by the price writes. A price write
 * puts the material's entry of the week (its latest price there counts once, however often it is re-saved),
 * then recomputes the week's point from the week's entries; the history reads the points.
 */

const cents = (n: number) => Math.round(n * 100) / 100;

/** The week's figures from its prices (pure); null for no prices. */
export function weekFigures(eurs: number[]): WeekFigures | null {
  if (!eurs.length) return null;
  return { min: Math.min(...eurs), max: Math.max(...eurs), avg: cents(eurs.reduce((s, p) => s + p, 0) / eurs.length), sampleSize: eurs.length };
}

/** The week entry of a price observation, in EUR per tonne; null for a currency the rate table lacks. */
export function weekEntryOf(o: PriceObservation | (Omit<PriceObservation, "colorGroup"> & { colorGroup: string })): WeekEntry | null {
  const eur = toEurPerTonne({ amount: o.amount, currency: o.currency });
  if (eur === null) return null;
  return {
    materialType: o.materialType,
    condition: o.condition,
    colorGroup: o.colorGroup,
    week: weekOf(o.observedAt),
    materialId: o.materialId,
    observedAt: o.observedAt,
    eur,
  };
}

/**
 * Recompute one week's point: bump its generation first, then read the entries (consistently) and store the
 * figures only over older ones. Every entry put before a bump is seen by that bump's read, so the point left
 * by the highest generation covers every entry.
 */
async function recomputeWeek(k: SeriesWeek): Promise<number> {
  const generation = await bumpWeekGeneration(k);
  const figures = weekFigures(await listWeekEntries(k));
  if (figures) await putWeekFigures(k, generation, figures);
  return figures?.sampleSize ?? 0;
}

const seriesWeekOf = (e: WeekEntry): SeriesWeek => ({ materialType: e.materialType, condition: e.condition, colorGroup: e.colorGroup, week: e.week });

/**
 * After a material's price observation was written: its entry of the week, then the week's point (four
 * requests). A crash between the two leaves the point without the entry; the recovery sweep recomputes the
 * weeks of the recent observations (`recomputeRecentWeeks`), so the observation must be written first.
 */
export async function recordWeeklyPrice(o: Parameters<typeof weekEntryOf>[0]): Promise<void> {
  const entry = weekEntryOf(o);
  if (!entry || !(await putWeekEntry(entry))) return;
  crashPoint("prices.afterWeekEntry");
  await recomputeWeek(seriesWeekOf(entry));
}

/**
 * The recovery of the points: the weeks of the given observations (the recent ones) recomputed from their
 * entries, each once. Recomputing is safe beside concurrent price writes (the generation decides); `repaired`
 * counts the points whose sample size was not the number of their entries.
 */
export async function recomputeWeeksOf(observations: Parameters<typeof weekEntryOf>[0][]): Promise<{ found: number; repaired: number }> {
  const weeks = new Map<string, SeriesWeek>();
  for (const o of observations) {
    const e = weekEntryOf(o);
    if (e) weeks.set([e.materialType, e.condition, e.colorGroup, e.week].join("|"), seriesWeekOf(e));
  }
  let repaired = 0;
  for (const k of weeks.values()) {
    const [stored] = await listWeekPoints(k, k.week, k.week);
    const before = stored?.sampleSize ?? 0;
    if ((await recomputeWeek(k)) !== before) repaired++;
  }
  return { found: weeks.size, repaired };
}

/**
 * Many prices at once (the seed, the benchmark): per material and week the latest counts; the entries are
 * batch-written, then each week touched is recomputed once.
 */
export async function recordWeeklyPrices(observations: Parameters<typeof weekEntryOf>[0][]): Promise<void> {
  const latest = new Map<string, WeekEntry>();
  for (const o of observations) {
    const e = weekEntryOf(o);
    if (!e) continue;
    const key = [e.materialType, e.condition, e.colorGroup, e.week, e.materialId].join("|");
    const seen = latest.get(key);
    if (!seen || e.observedAt > seen.observedAt) latest.set(key, e);
  }
  const entries = [...latest.values()];
  for (let i = 0; i < entries.length; i += 25) await putWeekEntries(entries.slice(i, i + 25));
  const weeks = new Map(entries.map((e) => [[e.materialType, e.condition, e.colorGroup, e.week].join("|"), seriesWeekOf(e)]));
  const todo = [...weeks.values()];
  for (let i = 0; i < todo.length; i += 8) await Promise.all(todo.slice(i, i + 8).map(recomputeWeek));
}

/** GET /prices/history: exactly `weeks` points, oldest first, from one Query of the series' points. */
export async function priceHistory(
  q: { type: string; condition: string; color: PriceColorGroup; weeks: number },
  now: Date = new Date(),
): Promise<PriceHistory> {
  const weeks = lastWeeks(q.weeks, now);
  const key: SeriesKey = { materialType: q.type, condition: q.condition, colorGroup: q.color };
  const stored = new Map((await listWeekPoints(key, weeks[0], weeks[weeks.length - 1])).map((p) => [p.week, p]));
  return {
    materialType: q.type,
    condition: q.condition,
    color: q.color,
    points: weeks.map((week) => {
      const p = stored.get(week);
      return p?.sampleSize
        ? { week, min: p.min ?? null, avg: p.avg ?? null, max: p.max ?? null, sampleSize: p.sampleSize }
        : { week, min: null, avg: null, max: null, sampleSize: 0 };
    }),
  };
}

/** A series' average of the week `at` falls in (a deal's index), or null when that week had no prices: one Query. */
export async function indexAverage(k: SeriesKey, at: Date | string): Promise<{ week: string; avg: number } | null> {
  const week = weekOf(at);
  const [p] = await listWeekPoints(k, week, week);
  return p?.sampleSize && p.avg !== undefined ? { week, avg: p.avg } : null;
}
