import { db } from "../../db/service";
import type { PriceObservationItem } from "./entity";

export type { PriceObservationItem };

/**
 * Price observations (ADR 0123): one per material and day, read by day range. Every write bumps the
 * generation afterwards, which tells GET /prices that its snapshot is stale.
 */

export async function putPriceObservation(o: Omit<PriceObservationItem, never>): Promise<void> {
  await db().priceObservation.put(o).go({ response: "none" });
  await bumpPriceGeneration();
}

/** Several at once (the seed). */
export async function putPriceObservations(items: PriceObservationItem[]): Promise<void> {
  if (!items.length) return;
  const r = await db().priceObservation.put(items).go();
  if (r.unprocessed.length) throw new Error(`${r.unprocessed.length} price observations not written`);
  await bumpPriceGeneration();
}

/**
 * Every observation from `fromDay` on: one range Query on the by-day index. What it reads grows with how
 * many prices were stated in the window, not with the size of the catalogue.
 */
export async function listPriceObservationsSince(fromDay: string): Promise<PriceObservationItem[]> {
  const { data } = await db().priceObservation.query.byDay({}).gte({ day: fromDay }).go({ pages: "all" });
  return data;
}

/** A deleted material's prices leave the statistics with it. */
export async function deleteMaterialPriceObservations(materialId: string): Promise<void> {
  const { data } = await db()
    .priceObservation.query.byMaterial({ materialId })
    .go({ pages: "all", attributes: ["materialId", "day"] });
  if (!data.length) return;
  await db()
    .priceObservation.delete(data.map((o) => ({ materialId: o.materialId, day: o.day })))
    .go();
  await bumpPriceGeneration();
}

/**
 * The observations' generation: bumped after every observation write or delete (after, so a reader that saw
 * the new generation also sees the write). A snapshot computed at an older generation is stale.
 */
const GENERATION = { counter: "prices:generation", bucket: "all" };

async function bumpPriceGeneration(): Promise<void> {
  await db().analyticsCounter.update(GENERATION).add({ value: 1 }).go({ response: "none" });
}

export async function readPriceGeneration(): Promise<number> {
  const { data } = await db().analyticsCounter.get(GENERATION).go();
  return data?.value ?? 0;
}

const SNAPSHOT = { id: "prices" };

export async function getPriceSnapshot(): Promise<{ generation: number; day: string; list: unknown } | null> {
  const { data } = await db().priceSnapshot.get(SNAPSHOT).go();
  return data;
}

export async function putPriceSnapshot(generation: number, day: string, list: unknown): Promise<void> {
  await db()
    .priceSnapshot.put({ ...SNAPSHOT, generation, day, list })
    .go({ response: "none" });
}
