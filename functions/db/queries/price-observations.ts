import type { PriceObservationItem } from "../entities/price-observation";
import { db } from "../service";

export type { PriceObservationItem };

/** Price observations (ADR 0123): one per material and day, read by day range. */

export async function putPriceObservation(o: Omit<PriceObservationItem, never>): Promise<void> {
  await db().priceObservation.put(o).go({ response: "none" });
}

/** Several at once (the seed). */
export async function putPriceObservations(items: PriceObservationItem[]): Promise<void> {
  if (!items.length) return;
  const r = await db().priceObservation.put(items).go();
  if (r.unprocessed.length) throw new Error(`${r.unprocessed.length} price observations not written`);
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
  const { data } = await db().priceObservation.query.byMaterial({ materialId }).go({ pages: "all", attributes: ["materialId", "day"] });
  if (data.length) await db().priceObservation.delete(data.map((o) => ({ materialId: o.materialId, day: o.day }))).go();
}
