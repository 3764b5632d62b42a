import { Entity } from "electrodb";
import { SERVICE } from "../../db/entities/company";
import { lazyEntity } from "../../db/entities/lazy";

/**
 * The price index (ADR 0210): per price series (material type, condition, colour group) and ISO week (its
 * Monday), each material's latest price of the week (a week entry) and the week's min/avg/max over them (a
 * week point). A price write puts its entry, then recomputes the point from the week's entries; GET
 * /prices/history reads a series' points with one Query.
 */

const series = {
  materialType: { type: "string", required: true, readOnly: true },
  /** The condition key ("none" when not given, "other#…" as "other"). */
  condition: { type: "string", required: true, readOnly: true },
  colorGroup: { type: "string", required: true, readOnly: true },
  /** The ISO week's Monday, YYYY-MM-DD. */
  week: { type: "string", required: true, readOnly: true },
} as const;

/** One material's latest price in one week of one series, in EUR per tonne (converted when written). */
export const PriceWeekEntryEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "priceWeekEntry", version: "1", service: SERVICE },
      attributes: {
        ...series,
        materialId: { type: "string", required: true, readOnly: true },
        observedAt: { type: "string", required: true },
        eur: { type: "number", required: true },
      },
      indexes: {
        /** The week's entries of a series: the point's recompute reads them with one consistent Query. */
        byWeek: {
          pk: { field: "pk", composite: ["materialType", "condition", "colorGroup", "week"] },
          sk: { field: "sk", composite: ["materialId"] },
        },
      },
    }),
);

/**
 * One week's min/avg/max of a series. `generation` is bumped (ADD) by every price write of the week before it
 * recomputes; `computed` is the generation the figures were computed at, and a recompute is stored only over
 * an older one, so the figures of the newest recompute (which saw every earlier entry) win.
 */
export const PriceWeekPointEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "priceWeekPoint", version: "1", service: SERVICE },
      attributes: {
        ...series,
        generation: { type: "number" },
        computed: { type: "number" },
        min: { type: "number" },
        avg: { type: "number" },
        max: { type: "number" },
        sampleSize: { type: "number" },
      },
      indexes: {
        /** A series' weeks in order: the history is one range Query. */
        bySeries: {
          pk: { field: "pk", composite: ["materialType", "condition", "colorGroup"] },
          sk: { field: "sk", composite: ["week"] },
        },
      },
    }),
);
