import { Entity, type EntityItem } from "electrodb";
import { sampleStatuses } from "../../../shared/schemas/enums";
import { SampleInput } from "../../../shared/schemas/sample";
import { attributesFromZod } from "../../db/attributes-from-zod";
import { auditAttributes } from "../../db/audit";
import { SERVICE } from "../../db/entities/company";
import { lazyEntity } from "../../db/entities/lazy";
import { storedSchemasOf } from "../define";

/**
 * A material sample shipped for a lead (ADR 0138). The company is the lead's,
 * copied on every write (server-owned). Indexes: a lead's samples (the lead page's card), a material's
 * samples, every sample by creation date (/samples), and a material's samples of one status, which the
 * warehouse reads for the draft samples that reserve stock (no Scan, no stored running total).
 */
export const SampleEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "sample", version: "1", service: SERVICE },
      attributes: {
        ...attributesFromZod(SampleInput),
        id: { type: "string", required: true, readOnly: true },
        companyId: { type: "string", required: true },
        status: { type: sampleStatuses, required: true },
        statusUpdatedDate: { type: "string", required: true },
        ...auditAttributes,
      },
      indexes: {
        byId: { pk: { field: "pk", composite: ["id"] }, sk: { field: "sk", composite: [] } },
        /** GET /samples?leadId=: the lead page's samples card, newest first. */
        byLead: {
          index: "gsi1",
          pk: { field: "gsi1pk", composite: ["leadId"] },
          sk: { field: "gsi1sk", composite: ["createdDate", "id"] },
        },
        /** GET /samples?materialId=. */
        byMaterial: {
          index: "gsi2",
          pk: { field: "gsi2pk", composite: ["materialId"] },
          sk: { field: "gsi2sk", composite: ["createdDate", "id"] },
        },
        /** GET /samples: every sample, newest first. */
        byCreated: {
          index: "gsi3",
          pk: { field: "gsi3pk", composite: [] },
          sk: { field: "gsi3sk", composite: ["createdDate", "id"] },
        },
        /** The warehouse's reservations: a material's draft samples (ADR 0138). */
        byMaterialStatus: {
          index: "gsi4",
          pk: { field: "gsi4pk", composite: ["materialId", "status"] },
          sk: { field: "gsi4sk", composite: ["createdDate", "id"] },
        },
      },
    }),
);

export type SampleItem = EntityItem<typeof SampleEntity>;

/** The domain's entities, registered with the table through functions/domains/entities.ts. */
export const entities = { sample: SampleEntity };
/** The schemas each entity stores (functions/domains/define.ts). */
export const storedSchemas = /* @__PURE__ */ storedSchemasOf(entities, { sample: [SampleInput] });
