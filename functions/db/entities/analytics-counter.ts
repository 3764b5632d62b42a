import { Entity } from "electrodb";
import { SERVICE } from "./company";
import { lazyEntity } from "./lazy";

/**
 * One pre-aggregated analytics figure (ADR 0124): a counter ("weekly:created", "amount:type", …) and one of
 * its buckets (an ISO week's Monday, a material type, a condition, a country). Material writes ADD to it
 * atomically; GET /analytics reads one counter's buckets with a single Query.
 */
export const AnalyticsCounterEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "analyticsCounter", version: "1", service: SERVICE },
      attributes: {
        counter: { type: "string", required: true, readOnly: true },
        bucket: { type: "string", required: true, readOnly: true },
        /** A count, or kilograms (amounts) and kilograms per year (capacities) as whole numbers. */
        value: { type: "number" },
      },
      indexes: {
        byCounter: { pk: { field: "pk", composite: ["counter"] }, sk: { field: "sk", composite: ["bucket"] } },
      },
    }),
);
