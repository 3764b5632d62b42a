import { Entity, type EntityItem } from "electrodb";
import { SERVICE } from "../../db/entities/company";
import { lazyEntity } from "../../db/entities/lazy";
import { storedSchemasOf } from "../define";

/**
 * A company's activity: appended by the server on every change,
 * never updated. Kept in the company's own partition, newest last, so the timeline is one Query and
 * deleting a company finds all of them without a Scan.
 */
export const CompanyEventEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "companyEvent", version: "1", service: SERVICE },
      attributes: {
        id: { type: "string", required: true, readOnly: true },
        companyId: { type: "string", required: true, readOnly: true },
        type: { type: ["CompanyCreated", "CompanyUpdated", "CompanyNoteCreated"] as const, required: true, readOnly: true },
        timestamp: { type: "string", required: true, readOnly: true },
        createdBy: { type: "string", required: true, readOnly: true },
        /** The note, the created company, or the changed fields old and new (ADR 0109). */
        data: { type: "any", required: true, readOnly: true },
      },
      indexes: {
        byCompany: { pk: { field: "pk", composite: ["companyId"] }, sk: { field: "sk", composite: ["timestamp", "id"] } },
      },
    }),
);

export type CompanyEventItem = EntityItem<typeof CompanyEventEntity>;

/** The domain's entities, registered with the table through functions/domains/entities.ts. */
export const entities = { companyEvent: CompanyEventEntity };
/** The schemas each entity stores (functions/domains/define.ts). */
export const storedSchemas = /* @__PURE__ */ storedSchemasOf(entities, { companyEvent: null });
