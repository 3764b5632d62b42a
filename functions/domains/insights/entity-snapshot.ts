import { Entity } from "electrodb";
import { SERVICE } from "../../db/entities/company";
import { lazyEntity } from "../../db/entities/lazy";

/**
 * The last computed price list (ADR 0123): GET /prices answers it as long as no price observation was
 * written since (`generation`) and it is from today; otherwise it recomputes from the observations.
 */
export const PriceSnapshotEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "priceSnapshot", version: "1", service: SERVICE },
      attributes: {
        id: { type: "string", required: true, readOnly: true },
        /** The observations' generation the list was computed from. */
        generation: { type: "number", required: true },
        /** The UTC day it was computed on (the windows move at midnight). */
        day: { type: "string", required: true },
        /** The PriceList as answered. */
        list: { type: "any", required: true },
      },
      indexes: {
        byId: { pk: { field: "pk", composite: ["id"] }, sk: { field: "sk", composite: [] } },
      },
    }),
);
