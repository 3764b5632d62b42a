import { Entity, type EntityItem } from "electrodb";
import { interestTypes } from "../../../shared/schemas/enums";
import { createdAttributes } from "../../db/audit";
import { lazyEntity } from "../../db/entities/lazy";
import { SERVICE } from "../../db/table";
import { InterestInput } from "../../../shared/schemas/interest";
import { storedSchemasOf } from "../define";

/**
 * An "I'm interested" (ADR 0152). Written once by PUT /interests (createdBy
 * "public" for visitors); staff set leadId when they turn it into a lead. /interests reads newest first from
 * byCreated (All) or byType (the Catalog toggle, and any one type).
 */
export const InterestEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "interest", version: "1", service: SERVICE },
      attributes: {
        id: { type: "string", required: true, readOnly: true },
        type: { type: interestTypes, required: true, readOnly: true },
        email: { type: "string", required: true, readOnly: true },
        companyName: { type: "string" },
        firstName: { type: "string" },
        lastName: { type: "string" },
        materialTypes: { type: "list", items: { type: "string" } },
        materials: { type: "list", items: { type: "string" } },
        requestedSamples: {
          type: "list",
          items: { type: "map", properties: { materialId: { type: "string", required: true }, amount: { type: "number", required: true } } },
        },
        description: { type: "string" },
        application: { type: "string" },
        processingMethods: { type: "list", items: { type: "string" } },
        address: {
          type: "map",
          properties: { street: { type: "string" }, city: { type: "string" }, zip: { type: "string" }, countryCode: { type: "string" } },
        },
        documents: { type: "list", items: { type: "map", properties: { name: { type: "string", required: true }, url: { type: "string", required: true } } } },
        conversationId: { type: "string" },
        language: { type: "string" },
        leadId: { type: "string" },
        ...createdAttributes,
      },
      indexes: {
        byId: { pk: { field: "pk", composite: ["id"] }, sk: { field: "sk", composite: [] } },
        /** /interests, All: every interest, newest first. */
        byCreated: { index: "gsi1", pk: { field: "gsi1pk", composite: [] }, sk: { field: "gsi1sk", composite: ["createdDate", "id"] } },
        /** /interests, Catalog (and any one type): newest first within the type. */
        byType: { index: "gsi2", pk: { field: "gsi2pk", composite: ["type"] }, sk: { field: "gsi2sk", composite: ["createdDate", "id"] } },
      },
    }),
);

export type InterestItem = EntityItem<typeof InterestEntity>;

/** The domain's entities, registered with the table through functions/domains/entities.ts. */
export const entities = { interest: InterestEntity };
/** The schemas each entity stores (functions/domains/define.ts). */
export const storedSchemas = /* @__PURE__ */ storedSchemasOf(entities, { interest: [{ schema: InterestInput, notStored: ["website"] }] });
