import { Entity, type EntityItem } from "electrodb";
import { LeadInput, LeadUpdate } from "../../../shared/schemas/lead";
import { attributesFromZod } from "../../db/attributes-from-zod";
import { auditAttributes } from "../../db/audit";
import { nameSearchKey } from "../../db/name-sort-key";
import { SERVICE } from "../../db/entities/company";
import { lazyEntity } from "../../db/entities/lazy";
import { storedSchemasOf } from "../define";

/** Index key of the assignee filter: never empty, so an unassigned lead sits under "none" (as requests do). */
export const leadAssigneeKey = (assigneeId: string | null | undefined) => assigneeId || "none";

/**
 * A sales lead (shared/schemas/lead.ts; ADR 0134). Writes are whole-item puts guarded
 * by the version (./queries.ts), so every index key is rebuilt from the full record. Which
 * leads hold a material is kept in fan-out rows (LeadMaterialEntity below), since a list cannot be an index key.
 */
export const LeadEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "lead", version: "1", service: SERVICE },
      attributes: {
        ...attributesFromZod(LeadInput),
        id: { type: "string", required: true, readOnly: true },
        /* ---------- derived, hidden: list indexes ---------- */
        assigneeKey: {
          type: "string",
          hidden: true,
          watch: ["assigneeId"],
          set: (_: unknown, item: { assigneeId?: string | null }) => leadAssigneeKey(item.assigneeId),
        },
        /** The description's start as the name search keys it (the byName index). */
        nameKey: {
          type: "string",
          hidden: true,
          watch: ["description"],
          set: (_: unknown, item: { description?: string }) => nameSearchKey(item.description),
        },
        ...auditAttributes,
      },
      indexes: {
        byId: { pk: { field: "pk", composite: ["id"] }, sk: { field: "sk", composite: [] } },
        /** The board's columns (one Query per status), newest first. */
        byStatus: {
          index: "gsi1",
          pk: { field: "gsi1pk", composite: ["status"] },
          sk: { field: "gsi1sk", composite: ["createdDate", "id"] },
        },
        /** The board filtered by assignee ("none" = unassigned): one Query per assignee and column, newest first. */
        byAssigneeStatus: {
          index: "gsi2",
          pk: { field: "gsi2pk", composite: ["assigneeKey", "status"] },
          sk: { field: "gsi2sk", composite: ["createdDate", "id"] },
        },
        /** A company's leads (the company filter, the company delete), newest first. */
        byCompany: {
          index: "gsi3",
          pk: { field: "gsi3pk", composite: ["companyId"] },
          sk: { field: "gsi3sk", composite: ["createdDate", "id"] },
        },
        /** Every lead by creation date: the unfiltered list, the seed and the counters' rebuild. */
        byCreated: {
          index: "gsi4",
          pk: { field: "gsi4pk", composite: [] },
          sk: { field: "gsi4sk", composite: ["createdDate", "id"] },
        },
        /** Every lead by the start of its description: the search's name prefix (begins_with, bounded). */
        byName: {
          index: "gsi5",
          pk: { field: "gsi5pk", composite: [] },
          sk: { field: "gsi5sk", composite: ["nameKey", "id"] },
        },
      },
    }),
);

export type LeadItem = EntityItem<typeof LeadEntity>;

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

/** The domain's entities, registered with the table through functions/domains/entities.ts. */
export const entities = { lead: LeadEntity, leadMaterial: LeadMaterialEntity };
/** The schemas each entity stores (functions/domains/define.ts). */
export const storedSchemas = /* @__PURE__ */ storedSchemasOf(entities, { lead: [LeadInput, LeadUpdate], leadMaterial: null });
