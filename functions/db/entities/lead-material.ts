import { Entity, type EntityItem } from "electrodb";
import { SERVICE } from "./company";
import { lazyEntity } from "./lazy";

/**
 * One row per (material, lead) a lead names (ADR 0134): the product screen's leads card reads a material's
 * leads with one Query on the table's own key, then one BatchGet of the leads. Up to 50 rows per lead, written
 * and deleted with the lead's materialIds (only the difference on an update). The lead's createdDate is the
 * sort key, so the card lists newest first.
 */
export const LeadMaterialEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "leadMaterial", version: "1", service: SERVICE },
      attributes: {
        materialId: { type: "string", required: true, readOnly: true },
        leadId: { type: "string", required: true, readOnly: true },
        createdDate: { type: "string", required: true, readOnly: true },
      },
      indexes: {
        byMaterial: { pk: { field: "pk", composite: ["materialId"] }, sk: { field: "sk", composite: ["createdDate", "leadId"] } },
      },
    }),
);

export type LeadMaterialItem = EntityItem<typeof LeadMaterialEntity>;
