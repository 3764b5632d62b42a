import {
  choiceKey,
  colorGroup,
  dayOf,
  daysBefore,
  priceObservationsSince,
  rebuildAnalytics,
  recordPriceObservations,
  type PriceObservationItem,
} from "../../functions/domains/insights";
import { readCounter } from "../../functions/db/queries/analytics-counters";
import { EUR_PER_UNIT } from "../../shared/rules/currency";
import { seedMaterialId, seeds } from "./materials";

/**
 * Local demo only: a year of price history for the demo materials (ADR 0123), some quoted in USD, GBP
 * or CHF, and the analytics counters built from the demo materials by the rebuild (ADR 0124).
 */
const FOREIGN = ["USD", "GBP", "CHF"] as const;

/** Two or three observations per material spread over 28 days, prices drifting a few per cent. */
export function seedObservations(now: Date = new Date()): PriceObservationItem[] {
  const all = seeds.flatMap((s, i) => {
    // Days ago: one in the previous fortnight (for most), one or two in the current one.
    const offsets = [15 + ((i * 5) % 13), (i * 3) % 14, ...(i % 3 === 0 ? [(i * 7 + 4) % 14] : [])].filter((d, k) => k > 0 || i % 5 !== 4);
    return offsets.map((ago, k) => {
      const at = new Date(now.getTime() - ago * 86_400_000 - (i % 9) * 3_600_000);
      const drift = 1 + (((i + k * 7) % 9) - 4) / 100; // -4 % … +4 %
      const eur = Math.round(s.price * (k === 0 && offsets.length > 1 ? 1 / drift : drift));
      const currency = i % 6 === 2 ? FOREIGN[i % FOREIGN.length] : "EUR";
      return {
        materialId: seedMaterialId(i),
        day: dayOf(at),
        observedAt: at.toISOString(),
        materialType: s.type,
        condition: choiceKey(s.condition),
        colorGroup: colorGroup(s.color),
        amount: currency === "EUR" ? eur : Math.round(eur / EUR_PER_UNIT[currency]),
        currency,
      };
    });
  });
  // One observation per material and day (the record's key), as the live writes keep it.
  return [...new Map(all.map((o) => [`${o.materialId}|${o.day}`, o])).values()];
}

/**
 * A year of the price index for the demo grades (ADR 0210): one price per material in each of the 48 weeks
 * before the four above, following a slow seasonal swing (±6 %) with a little noise per material, and a
 * few weeks without prices for some materials, so the charts show a full year.
 */
export function seedYearOfPrices(now: Date = new Date()): PriceObservationItem[] {
  return seeds.flatMap((s, i) =>
    Array.from({ length: 48 }, (_, k) => 28 + k * 7 + (i % 5))
      .filter((ago, k) => (i + k) % 11 !== 0)
      .map((ago) => {
        const at = new Date(now.getTime() - ago * 86_400_000 - (i % 9) * 3_600_000);
        const season = 1 + 0.06 * Math.sin((2 * Math.PI * ago) / 365 + i / 7);
        const noise = 1 + (((i * 31 + ago) % 7) - 3) / 100;
        return {
          materialId: seedMaterialId(i),
          day: dayOf(at),
          observedAt: at.toISOString(),
          materialType: s.type,
          condition: choiceKey(s.condition),
          colorGroup: colorGroup(s.color),
          amount: Math.round(s.price * season * noise),
          currency: "EUR",
        };
      }),
  );
}

/**
 * Idempotent per run: prices only when the last four weeks have none, counters only when none exist yet, or
 * when REBUILD_ANALYTICS=1 asks for the repair (ADR 0124: `REBUILD_ANALYTICS=1 npm start`).
 */
export async function seedInsights(now: Date = new Date()) {
  if (!(await priceObservationsSince(daysBefore(now, 27))).length) await recordPriceObservations([...seedYearOfPrices(now), ...seedObservations(now)]);
  if (process.env.REBUILD_ANALYTICS === "1" || !(await readCounter("weekly:created")).size) await rebuildAnalytics();
}
