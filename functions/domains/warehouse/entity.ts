import { Entity, type EntityItem } from "electrodb";
import { auditAttributes } from "../../db/audit";
import { SERVICE } from "../../db/entities/company";
import { lazyEntity } from "../../db/entities/lazy";
import { WarehouseInput } from "../../../shared/schemas/material";
import { storedSchemasOf } from "../define";

/** Stock the platform holds of a material; id is the material id. */
export const WarehouseEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "warehouse", version: "1", service: SERVICE },
      attributes: {
        id: { type: "string", required: true, readOnly: true },
        companyId: { type: "string" },
        availableAmountKg: { type: "number", required: true },
        /** Reservations by draft samples ({amountKg, sampleId, leadId}); samples arrive later. */
        reserved: { type: "any" },
        ...auditAttributes,
      },
      indexes: {
        byId: { pk: { field: "pk", composite: ["id"] }, sk: { field: "sk", composite: [] } },
        /** The admin warehouse page, most recently updated first. */
        all: {
          index: "gsi2",
          pk: { field: "gsi2pk", composite: [] },
          sk: { field: "gsi2sk", composite: ["updatedDate", "id"] },
        },
      },
    }),
);

export type WarehouseItem = EntityItem<typeof WarehouseEntity>;

/** The domain's entities, registered with the table through functions/domains/entities.ts. */
export const entities = { warehouse: WarehouseEntity };
/** The schemas each entity stores (functions/domains/define.ts). */
export const storedSchemas = /* @__PURE__ */ storedSchemasOf(entities, { warehouse: [WarehouseInput] });
