import type { AnalyticsMetric } from "../../../shared/schemas/insights";
import { weekOf } from "./dates";
import { choiceKey, NOT_GIVEN } from "./price-statistics";

/**
 * The analytics counters (ADR 0124): what one material adds to each counter, and the change a material
 * write makes. Pure; the insights service (./index.ts) applies the changes with atomic ADDs and rebuilds them.
 * Amounts are counted in whole kilograms so that repeated ADDs stay exact (no floating-point drift).
 */

/** The material fields the counters read (a stored item or the API's Material). */
export interface MaterialFacts {
  type: string;
  condition?: string | null;
  countryOfOrigin?: string | null;
  batchSize?: number | null;
  capacity?: { amount?: number | null; frequency?: string | null } | null;
  createdDate: string;
}

export interface CounterDelta {
  counter: string;
  bucket: string;
  delta: number;
}

export const WEEKLY_CREATED = "weekly:created";
export const WEEKLY_ACTIVITY = "weekly:activity";
const DIMENSIONS = { TYPE: "type", CONDITION: "condition", COUNTRY: "country" } as const;

/** The counter each metric reads. */
export const counterOf: Record<AnalyticsMetric, string> = {
  WEEKLY_CREATED_TOTALS: WEEKLY_CREATED,
  WEEKLY_MATERIALS_ACTIVITY: WEEKLY_ACTIVITY,
  MATERIAL_TOTAL_AMOUNT_BY_TYPE: `amount:${DIMENSIONS.TYPE}`,
  MATERIAL_TOTAL_AMOUNT_BY_CONDITION: `amount:${DIMENSIONS.CONDITION}`,
  MATERIAL_TOTAL_AMOUNT_BY_COUNTRY: `amount:${DIMENSIONS.COUNTRY}`,
  MATERIAL_TOTAL_CAPACITY_BY_TYPE: `capacity:${DIMENSIONS.TYPE}`,
  MATERIAL_TOTAL_CAPACITY_BY_CONDITION: `capacity:${DIMENSIONS.CONDITION}`,
  MATERIAL_TOTAL_CAPACITY_BY_COUNTRY: `capacity:${DIMENSIONS.COUNTRY}`,
};
/** Every counter, for the rebuild. */
export const allCounters = Object.values(counterOf);
/** The counters that follow from the materials as they stand (all but activity): what the reconciliation checks. */
export const standingCounters = allCounters.filter((c) => c !== WEEKLY_ACTIVITY);

/**
 * Capacity per year: a monthly capacity twelve times, a yearly one once, a spot (one-off) lot once (it is
 * what the seller can deliver within the year). A capacity without a frequency counts as monthly, the
 * product form's default (such a product is also flagged invalid).
 */
const PER_YEAR: Record<string, number> = { month: 12, year: 1, spot: 1 };
export const capacityKgPerYear = (c: MaterialFacts["capacity"]) => (c?.amount ? Math.round(c.amount * (PER_YEAR[c.frequency ?? "month"] ?? 12) * 1000) : 0);

/** Material amount: the batch size (tonnes) the seller states on the product (ADR 0124). */
export const amountKg = (m: MaterialFacts) => (m.batchSize ? Math.round(m.batchSize * 1000) : 0);

/** What one existing material contributes to the standing counters (not activity, which is an event count). */
export function contribution(m: MaterialFacts): CounterDelta[] {
  const keys = { type: choiceKey(m.type), condition: choiceKey(m.condition), country: m.countryOfOrigin?.toUpperCase() || NOT_GIVEN };
  const out: CounterDelta[] = [{ counter: WEEKLY_CREATED, bucket: weekOf(m.createdDate), delta: 1 }];
  const amount = amountKg(m);
  const capacity = capacityKgPerYear(m.capacity);
  for (const [dim, bucket] of Object.entries(keys)) {
    if (amount) out.push({ counter: `amount:${dim}`, bucket, delta: amount });
    if (capacity) out.push({ counter: `capacity:${dim}`, bucket, delta: capacity });
  }
  return out;
}

/** Sum deltas per counter and bucket, dropping those that cancel out. */
export function mergeDeltas(deltas: CounterDelta[]): CounterDelta[] {
  const sums = new Map<string, CounterDelta>();
  for (const d of deltas) {
    const key = `${d.counter}\u0000${d.bucket}`;
    const s = sums.get(key);
    if (s) s.delta += d.delta;
    else sums.set(key, { ...d });
  }
  return [...sums.values()].filter((d) => d.delta !== 0);
}

/**
 * The counter changes of one material write: created (before null), updated, or deleted (after null). A
 * create or update is also one unit of activity in the week it happens; a delete takes the material's
 * standing contribution back (so "created per week" counts the materials that exist) but not its activity.
 */
export function writeDeltas(before: MaterialFacts | null, after: MaterialFacts | null, at: Date | string = new Date()): CounterDelta[] {
  const negate = (ds: CounterDelta[]) => ds.map((d) => ({ ...d, delta: -d.delta }));
  return mergeDeltas([
    ...(before ? negate(contribution(before)) : []),
    ...(after ? contribution(after) : []),
    ...(after ? [{ counter: WEEKLY_ACTIVITY, bucket: weekOf(at), delta: 1 }] : []),
  ]);
}

/** What the rebuild can know of a material's activity: its creation, and its last update when later. */
export function rebuiltActivity(m: MaterialFacts & { updatedDate?: string | null }): CounterDelta[] {
  const created = { counter: WEEKLY_ACTIVITY, bucket: weekOf(m.createdDate), delta: 1 };
  return m.updatedDate && m.updatedDate !== m.createdDate ? [created, { counter: WEEKLY_ACTIVITY, bucket: weekOf(m.updatedDate), delta: 1 }] : [created];
}
