import { Entity, type EntityItem } from "electrodb";
import { anyAttributeFromZod, attributesFromZod } from "../../db/attributes-from-zod";
import { auditAttributes } from "../../db/audit";
import { lazyEntity } from "../../db/entities/lazy";
import { nameSortKey } from "../../db/name-sort-key";
import { SERVICE } from "../../db/table";
import { OLDER_SHAPE_VIEW_FIELDS, V2_RENAMED_FIELDS } from "../../../shared/rules/company-shapes";
import { CompanyInput, CompanyStored, CompanyV2Input } from "../../../shared/schemas/company";
import { storedSchemasOf } from "../define";

/** The companies' name key (byName index, name search): the table's name sort key (functions/db/name-sort-key.ts). */
export const companyNameKey = nameSortKey;

/** Index keys of the list filters (docs/decisions/0108): never empty, so a cleared field moves the company to "none". */
export const assigneeKey = (assignedUserId: string | null | undefined) => assignedUserId || "none";
export const typeKey = (type: string | null | undefined) => type || "none";
export const scoreKey = (score: number | null | undefined) => String(score ?? 0);
/** Both application lists (the older shape's and the buyer profile's), lower-cased, each once. */
export const applicationKeys = (r: { applications?: string[] | null; buyerProfile?: { applications?: string[] } | null }) => [
  ...new Set([...(r.applications ?? []), ...(r.buyerProfile?.applications ?? [])].map((a) => a.toLowerCase())),
];
export const scopeKey = (sellerProfile: unknown) => (sellerProfile ? "seller" : "buyer");

/**
 * The stored company (shared/schemas/company.ts CompanyStored, whose fields its attributes derive from), answered in both spec shapes by
 * shared/rules/company-shapes.ts. Hidden attributes are derived on write (watch/set) for the list indexes and
 * filter expressions and are never answered. A removal does not fire `watch`, and a patch's setter sees only the patch, so
 * ./queries.ts passes every derived value, computed from the merged record, on update
 * (a setter keeps a value it is given).
 */
export const CompanyEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "company", version: "1", service: SERVICE },
      attributes: {
        ...attributesFromZod(CompanyStored),
        id: { type: "string", required: true, readOnly: true },
        /** Lower-cased name for case-insensitive search and sorting: derived on every write of name, never answered. */
        nameLower: {
          type: "string",
          hidden: true,
          watch: ["name"],
          set: (_: unknown, item: { name?: string }) => (item.name === undefined ? undefined : companyNameKey(item.name)),
        },
        /* Nested values stay untyped in the table, as they were stored before the record had a schema. */
        address: anyAttributeFromZod(CompanyStored.shape.address),
        buyerProfile: anyAttributeFromZod(CompanyStored.shape.buyerProfile),
        sellerProfile: anyAttributeFromZod(CompanyStored.shape.sellerProfile),
        /** Per year, in metric tons ({amount, frequency: "year"}). */
        capacity: anyAttributeFromZod(CompanyStored.shape.capacity),
        documents: anyAttributeFromZod(CompanyStored.shape.documents),
        /** [{provider, timestamp, source, payload.organization}]: written only by functions/core/enrichment. */
        integrations: anyAttributeFromZod(CompanyStored.shape.integrations),
        /**
         * The tombstone of a delete in progress (./delete-job.ts): set once, conditionally,
         * when a delete starts; readers then treat the company as gone and child creates refuse it.
         */
        deletingDate: { type: "string" },
        /** Written with the tombstone: the partition of the deletes-in-progress index (a static key ElectroDB would not write on a patch). */
        deletion: { type: ["running"] as const, hidden: true },
        /* ---------- derived, hidden: list indexes and filters ---------- */
        assigneeKey: {
          type: "string",
          hidden: true,
          watch: ["assignedUserId"],
          set: (v: unknown, item: { assignedUserId?: string }) => (v as string) ?? assigneeKey(item.assignedUserId),
        },
        typeKey: { type: "string", hidden: true, watch: ["type"], set: (v: unknown, item: { type?: string }) => (v as string) ?? typeKey(item.type) },
        scoreKey: { type: "string", hidden: true, watch: ["score"], set: (v: unknown, item: { score?: number }) => (v as string) ?? scoreKey(item.score) },
        scope: {
          type: "string",
          hidden: true,
          watch: ["sellerProfile"],
          set: (v: unknown, item: { sellerProfile?: unknown }) => (v as string) ?? scopeKey(item.sellerProfile),
        },
        /** Application names, lower-cased, for the applications filter (contains on a list). */
        applicationKeys: {
          type: "list",
          items: { type: "string" },
          hidden: true,
          watch: ["applications", "buyerProfile"],
          set: (v: unknown, item: { applications?: string[]; buyerProfile?: { applications?: string[] } | null }) => (v as string[]) ?? applicationKeys(item),
        },
        ...auditAttributes,
      },
      indexes: {
        byId: { pk: { field: "pk", composite: ["id"] }, sk: { field: "sk", composite: [] } },
        /** All companies ordered by name: the admin list and the global search. */
        byName: {
          index: "gsi1",
          pk: { field: "gsi1pk", composite: [] },
          sk: { field: "gsi1sk", composite: ["nameLower", "id"] },
        },
        /** All companies by creation date: the createdDate sorts. */
        byCreated: {
          index: "gsi2",
          pk: { field: "gsi2pk", composite: [] },
          sk: { field: "gsi2sk", composite: ["createdDate", "id"] },
        },
        /** All companies by last change: the updatedDate sorts. */
        byUpdated: {
          index: "gsi3",
          pk: { field: "gsi3pk", composite: [] },
          sk: { field: "gsi3sk", composite: ["updatedDate", "id"] },
        },
        /** The list's hot filters (ADR 0108): one index per facet, by name; several values are merged by name. */
        byAssignee: {
          index: "gsi4",
          pk: { field: "gsi4pk", composite: ["assigneeKey"] },
          sk: { field: "gsi4sk", composite: ["nameLower", "id"] },
        },
        byType: {
          index: "gsi5",
          pk: { field: "gsi5pk", composite: ["typeKey"] },
          sk: { field: "gsi5sk", composite: ["nameLower", "id"] },
        },
        byScore: {
          index: "gsi6",
          pk: { field: "gsi6pk", composite: ["scoreKey"] },
          sk: { field: "gsi6sk", composite: ["nameLower", "id"] },
        },
        /**
         * Deletes in progress, oldest first: a sparse index (only a tombstoned company has its keys) the recovery
         * sweep reads to finish deletes a crash or a timeout left half done. The id is not a composite, so
         * writes that name the id without a tombstone never touch it.
         */
        byDeleting: {
          index: "gsi7",
          pk: { field: "gsi7pk", composite: ["deletion"] },
          sk: { field: "gsi7sk", composite: ["deletingDate"] },
          condition: (attr: { deletion?: string; deletingDate?: string }) => attr.deletion !== undefined && attr.deletingDate !== undefined,
        },
      },
    }),
);

export type CompanyItem = EntityItem<typeof CompanyEntity>;

/** The domain's entities, registered with the table through functions/domains/entities.ts. */
export const entities = { company: CompanyEntity };
/** The schemas each entity stores (functions/domains/define.ts). */
export const storedSchemas = /* @__PURE__ */ storedSchemasOf(entities, {
  company: [CompanyStored, { schema: CompanyInput, notStored: OLDER_SHAPE_VIEW_FIELDS }, { schema: CompanyV2Input, notStored: Object.keys(V2_RENAMED_FIELDS) }],
});
