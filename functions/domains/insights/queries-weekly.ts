import { isConditionFailure } from "../../lib/errors";
import { db } from "../../db/service";

/**
 * The price index's records (ADR 0210): week entries (one material's latest price in a week of a series) and
 * week points (the week's min/avg/max), see ./entity-weekly.ts.
 */

export interface SeriesKey {
  materialType: string;
  condition: string;
  colorGroup: string;
}
export type SeriesWeek = SeriesKey & { week: string };
export type WeekEntry = SeriesWeek & { materialId: string; observedAt: string; eur: number };
export interface WeekFigures {
  min: number;
  avg: number;
  max: number;
  sampleSize: number;
}

/**
 * Put a material's price of the week unless a later one is stored (writes arriving out of order keep the
 * latest). False when a later price was already there.
 */
export async function putWeekEntry(e: WeekEntry): Promise<boolean> {
  try {
    await db()
      .priceWeekEntry.put(e)
      .where((a, op) => `${op.notExists(a.observedAt)} OR ${op.lte(a.observedAt, e.observedAt)}`)
      .go({ response: "none" });
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/** Several entries at once (the seed, the benchmark): unconditional, the caller gives one per material and week. */
export async function putWeekEntries(items: WeekEntry[]): Promise<void> {
  if (!items.length) return;
  const r = await db().priceWeekEntry.put(items).go();
  if (r.unprocessed.length) throw new Error(`${r.unprocessed.length} price week entries not written`);
}

/** The week's prices of a series: one Query, strongly consistent so that a recompute sees every entry put before it. */
export async function listWeekEntries(k: SeriesWeek): Promise<number[]> {
  const { data } = await db()
    .priceWeekEntry.query.byWeek(k)
    .go({ pages: "all", consistent: true, attributes: ["eur"] });
  return data.map((e) => e.eur);
}

/** Bump the week's generation (one atomic ADD, creating the point), answering the new value. */
export async function bumpWeekGeneration(k: SeriesWeek): Promise<number> {
  const { data } = await db().priceWeekPoint.update(k).add({ generation: 1 }).go({ response: "updated_new" });
  return Number((data as { generation?: number }).generation);
}

/** Store the week's figures computed at `generation`, unless figures of a newer generation are stored. */
export async function putWeekFigures(k: SeriesWeek, generation: number, f: WeekFigures): Promise<boolean> {
  try {
    await db()
      .priceWeekPoint.update(k)
      .set({ ...f, computed: generation })
      .where((a, op) => `${op.notExists(a.computed)} OR ${op.lt(a.computed, generation)}`)
      .go({ response: "none" });
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/** A series' points from week `from` to `to` (Mondays, inclusive): one range Query. */
export async function listWeekPoints(k: SeriesKey, from: string, to: string) {
  const { data } = await db()
    .priceWeekPoint.query.bySeries(k)
    .between({ week: from }, { week: to })
    .go({ pages: "all", attributes: ["week", "min", "avg", "max", "sampleSize"] });
  return data;
}
