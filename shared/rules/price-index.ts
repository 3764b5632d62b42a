/**
 * A contract price against the price index of its grade (ADR 0210): how far above or below the index's
 * weekly average it is, in whole per cent of the index. "at" when it rounds to 0 %; null without an index
 * (no prices of the grade that week, or no grade) or without a price.
 */
export interface IndexComparison {
  position: "below" | "above" | "at";
  /** Whole per cent of the index, never negative. */
  percent: number;
}

export function compareToIndex(price: number | null | undefined, indexAvg: number | null | undefined): IndexComparison | null {
  if (typeof price !== "number" || !Number.isFinite(price) || typeof indexAvg !== "number" || !(indexAvg > 0)) return null;
  const percent = Math.round((Math.abs(price - indexAvg) / indexAvg) * 100);
  if (percent === 0) return { position: "at", percent: 0 };
  return { position: price < indexAvg ? "below" : "above", percent };
}

/** A contract's price per tonne: its lines' prices weighted by their quantities; null without lines. */
export function contractPricePerTonne(lines: { quantity: number; price: number }[]): number | null {
  const tonnes = lines.reduce((s, l) => s + l.quantity, 0);
  if (!lines.length || !(tonnes > 0)) return null;
  return Math.round((lines.reduce((s, l) => s + l.quantity * l.price, 0) / tonnes) * 100) / 100;
}
