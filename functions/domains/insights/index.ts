import { PRICE_WINDOW_DAYS, type AnalyticsAnswer, type AnalyticsMetric, type PriceList } from "../../../shared/schemas/insights";
import { addToCounters, readCounter, replaceCounter } from "../../db/queries/analytics-counters";
import {
  deleteMaterialPriceObservations,
  getPriceSnapshot,
  listPriceObservationsSince,
  putPriceObservation,
  putPriceObservations,
  type PriceObservationItem,
  putPriceSnapshot,
  readPriceGeneration,
} from "./queries";
import { logger } from "../../lib/logger";
import { counterOf, writeDeltas, type MaterialFacts } from "./counters";
import { dayOf, daysBefore, lastWeeks } from "./dates";
import { choiceKey, colorGroup, priceStatistics, type PriceObservation } from "./price-statistics";
import { recountMaterialCounters } from "./recount";
import { recomputeWeeksOf, recordWeeklyPrice, recordWeeklyPrices } from "./price-index";

export { WEEKLY_CREATED } from "./counters";
export { dayOf, daysBefore, lastWeeks, weekOf } from "./dates";
export { choiceKey, colorGroup } from "./price-statistics";
export type { PriceObservationItem } from "./queries";
export { reconcileCounters, recountCounters, type ReconcileOptions, type ReconcileResult } from "./reconcile";
export { recountMaterialCounters } from "./recount";
export { indexAverage, priceHistory } from "./price-index";

/**
 * The insights service: what other domains, handlers, scripts and tests call (never ./queries or ./entity).
 * Prices and analytics: reads of the pre-aggregated records, and what
 * a material write changes in them (ADR 0123 prices, ADR 0124 analytics).
 */

/** The weekly charts show this many ISO weeks, the current one last, zero-filled. */
export const WEEKS_SHOWN = 12;

/**
 * GET /prices: the stored snapshot while no price was written since and it is from today (two GetItems);
 * otherwise the statistics of the last two windows from one range Query of the observations, stored as the
 * new snapshot. The generation is read before the observations, so a write racing the computation leaves
 * the snapshot stale (recomputed next time), never wrongly fresh.
 */
export async function prices(now: Date = new Date()): Promise<PriceList> {
  const [generation, snapshot] = await Promise.all([readPriceGeneration(), getPriceSnapshot()]);
  const today = dayOf(now);
  if (snapshot && snapshot.generation === generation && snapshot.day === today) return snapshot.list as PriceList;
  const observations = await listPriceObservationsSince(daysBefore(now, 2 * PRICE_WINDOW_DAYS - 1));
  const list = priceStatistics(observations as PriceObservation[], now);
  // A snapshot that cannot be stored (e.g. over the item size limit) only costs the next request a recompute.
  await putPriceSnapshot(generation, today, list).catch((e) => logger.warn("price snapshot not stored", { error: String(e) }));
  return list;
}

/** GET /analytics?metric=: one Query of the metric's counter. */
export async function analytics(metric: AnalyticsMetric, now: Date = new Date()): Promise<AnalyticsAnswer> {
  const counter = counterOf[metric];
  if (metric === "WEEKLY_CREATED_TOTALS" || metric === "WEEKLY_MATERIALS_ACTIVITY") {
    const weeks = lastWeeks(WEEKS_SHOWN, now);
    const values = await readCounter(counter, { from: weeks[0], to: weeks[weeks.length - 1] });
    return { metric, kind: "weekly", points: weeks.map((week) => ({ week, value: values.get(week) ?? 0 })) };
  }
  const values = await readCounter(counter);
  const slices = [...values]
    .filter(([, kg]) => kg > 0)
    .map(([key, kg]) => ({ key, value: kg / 1000 }))
    .sort((a, b) => b.value - a.value || a.key.localeCompare(b.key));
  const total = Math.round(slices.reduce((s, x) => s + x.value, 0) * 1000) / 1000;
  return { metric, kind: "breakdown", unit: metric.startsWith("MATERIAL_TOTAL_CAPACITY") ? "t/year" : "t", total, slices };
}

/** The material fields the insights read, as a stored item or the API's Material has them. */
export type WrittenMaterial = MaterialFacts & {
  id: string;
  color?: string | null;
  pricePerTon?: { amount: number; currency?: string | null } | null;
};

/**
 * After a material was created (before null), saved, or deleted (after null): move the counters and note
 * the price. The material write has already succeeded, so a failure here is logged, not answered: the
 * counters can drift until the reconciliation repairs them (reconcile.ts); a missed price observation is one sample.
 */
export async function materialWritten(before: WrittenMaterial | null, after: WrittenMaterial | null, at: Date = new Date()): Promise<void> {
  const id = (after ?? before)?.id;
  const steps = [addToCounters(writeDeltas(before, after, at))];
  if (after?.pricePerTon) {
    const observation = observationOf(after, at);
    // the observation first: the recovery finds a week whose point missed its entry through the observations
    steps.push(putPriceObservation(observation).then(() => recordWeeklyPrice(observation)));
  }
  if (!after && id) steps.push(deleteMaterialPriceObservations(id));
  const failed = (await Promise.allSettled(steps)).filter((r) => r.status === "rejected");
  for (const f of failed) logger.error("insights update failed after a material write", { materialId: id, error: String((f as PromiseRejectedResult).reason) });
}

function observationOf(m: WrittenMaterial, at: Date) {
  return {
    materialId: m.id,
    day: dayOf(at),
    observedAt: at.toISOString(),
    materialType: m.type,
    condition: choiceKey(m.condition),
    colorGroup: colorGroup(m.color),
    amount: m.pricePerTon!.amount,
    currency: m.pricePerTon!.currency ?? "EUR",
  };
}

/**
 * The seed's way to build the counters (and a manual repair while writes are quiet): recount every counter
 * from the materials and replace what is stored. The scheduled repair is the reconciliation (reconcile.ts),
 * which leaves activity alone and does not race concurrent writes.
 */
export async function rebuildAnalytics(): Promise<{ materials: number }> {
  const { materials, counts } = await recountMaterialCounters({ activity: true });
  for (const [counter, values] of counts) await replaceCounter(counter, values);
  return { materials };
}

/** Price observations written directly, several at once (the seed, the benchmark); the prices' snapshot goes stale and the index's weeks follow. */
export async function recordPriceObservations(items: PriceObservationItem[]): Promise<void> {
  await putPriceObservations(items);
  await recordWeeklyPrices(items);
}

/** One price observation written directly (the benchmark's concurrent writers), with its week of the index. */
export async function recordPriceObservation(item: PriceObservationItem): Promise<void> {
  await putPriceObservation(item);
  await recordWeeklyPrice(item);
}

/** Days of price observations whose weeks the recovery sweep recomputes (today and yesterday). */
const RECOVERED_PRICE_DAYS = 2;

/**
 * The recovery of the price index: the weeks of the last days' price observations recomputed from their
 * entries (one range Query of the observations, then four requests per series and week), so a crash between a
 * week entry and its point loses no sample and doubles none.
 */
export async function recoverPriceWeeks(now: Date = new Date()): Promise<{ found: number; repaired: number }> {
  return recomputeWeeksOf(await listPriceObservationsSince(daysBefore(now, RECOVERED_PRICE_DAYS - 1)));
}

/** Every price observation from `fromDay` on (one range Query; the seed checks whether it wrote its own). */
export function priceObservationsSince(fromDay: string): Promise<PriceObservationItem[]> {
  return listPriceObservationsSince(fromDay);
}
