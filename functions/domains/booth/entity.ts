import { Entity, type EntityItem } from "electrodb";
import { companyTypes } from "../../../shared/schemas/enums";
import { createdAttributes } from "../../db/audit";
import { lazyEntity } from "../../db/entities/lazy";
import { SERVICE } from "../../db/table";
import { BoothInput } from "../../../shared/schemas/booth";
import { storedSchemasOf } from "../define";

/**
 * A trade-fair booth visitor. Written by PUT /booth; the kFair run's
 * FindOrCreate step fills companyId and contactId. /booth lists them newest first from one index.
 * The photo is kept as its file id (booth/<photoId>): every read signs a fresh GET URL.
 */
export const BoothVisitEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "boothVisit", version: "1", service: SERVICE },
      attributes: {
        id: { type: "string", required: true, readOnly: true },
        companyName: { type: "string", required: true },
        companyType: { type: companyTypes, required: true },
        companyCountry: { type: "string" },
        verified: { type: "boolean", required: true, default: false },
        personName: { type: "string", required: true },
        email: { type: "string", required: true },
        position: { type: "string" },
        photoId: { type: "string" },
        notes: { type: "string" },
        companyId: { type: "string" },
        contactId: { type: "string" },
        workflowId: { type: "string" },
        ...createdAttributes,
      },
      indexes: {
        byId: { pk: { field: "pk", composite: ["id"] }, sk: { field: "sk", composite: [] } },
        /** /booth: every visitor, newest first. */
        byCreated: { index: "gsi1", pk: { field: "gsi1pk", composite: [] }, sk: { field: "gsi1sk", composite: ["createdDate", "id"] } },
      },
    }),
);

export type BoothVisitItem = EntityItem<typeof BoothVisitEntity>;

/** The domain's visitor entity, registered with the table through functions/domains/entities.ts. */
export const entities = { boothVisit: BoothVisitEntity };

/**
 * What PUT /booth writes: its fields, the contact details flattened into the visitor (so `contactDetails` itself
 * is no attribute, each of its fields is).
 */
export const storedSchemas = /* @__PURE__ */ storedSchemasOf(entities, {
  boothVisit: [{ schema: BoothInput, notStored: ["contactDetails"] }, BoothInput._zod.def.shape.contactDetails],
});
