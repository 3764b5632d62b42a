import { Entity, type EntityItem } from "electrodb";
import { SERVICE } from "../../db/entities/company";
import { lazyEntity } from "../../db/entities/lazy";
import { PriceSnapshotEntity } from "./entity-snapshot";
import { PriceWeekEntryEntity, PriceWeekPointEntity } from "./entity-weekly";
import { storedSchemasOf } from "../define";

/**
 * A material's price per tonne as stated on one day (ADR 0123): written when a material with a price is
 * created or saved, one record per material and day (a later save that day replaces it). The price is kept
 * in the currency it was given in; statistics convert with shared/rules/currency.ts when they read.
 */
export const PriceObservationEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "priceObservation", version: "1", service: SERVICE },
      attributes: {
        materialId: { type: "string", required: true, readOnly: true },
        /** YYYY-MM-DD (UTC). */
        day: { type: "string", required: true, readOnly: true },
        observedAt: { type: "string", required: true },
        materialType: { type: "string", required: true },
        /** The condition ("none" when not given), "other#…" grouped as "other". */
        condition: { type: "string", required: true },
        colorGroup: { type: "string", required: true },
        amount: { type: "number", required: true },
        currency: { type: "string", required: true },
      },
      indexes: {
        /** A material's observations (removed with the material). */
        byMaterial: { pk: { field: "pk", composite: ["materialId"] }, sk: { field: "sk", composite: ["day"] } },
        /** Every observation by day: GET /prices reads the last four weeks with one range Query. */
        byDay: {
          index: "gsi2",
          pk: { field: "gsi2pk", composite: [] },
          sk: { field: "gsi2sk", composite: ["day", "materialId"] },
        },
      },
    }),
);

export type PriceObservationItem = EntityItem<typeof PriceObservationEntity>;

/** The domain's entities, registered with the table through functions/domains/entities.ts. */
export const entities = {
  priceObservation: PriceObservationEntity,
  priceSnapshot: PriceSnapshotEntity,
  priceWeekEntry: PriceWeekEntryEntity,
  priceWeekPoint: PriceWeekPointEntity,
};
/** The schemas each entity stores (functions/domains/define.ts). */
export const storedSchemas = /* @__PURE__ */ storedSchemasOf(entities, {
  priceObservation: null,
  priceSnapshot: null,
  priceWeekEntry: null,
  priceWeekPoint: null,
});
