import { CustomAttributeType, Entity, type EntityItem } from "electrodb";
import type { DataQualityLevel } from "../../../shared/rules/data-quality";
import { MaterialCreate, MaterialInput } from "../../../shared/schemas/material";
import { attributesFromZod } from "../../db/attributes-from-zod";
import { auditAttributes } from "../../db/audit";
import { SERVICE } from "../../db/entities/company";
import { lazyEntity } from "../../db/entities/lazy";
import { storedSchemasOf } from "../define";

/** The computed data quality level as stored: 1–4, or 0 when not even level 1 is met. */
export type StoredLevel = DataQualityLevel | 0;

interface Facets {
  type?: string;
  condition?: string;
  countryOfOrigin?: string;
}
/**
 * Two facet values as one key value. The first is from a closed list without "#" (type, country), so
 * "other#…" conditions cannot make two pairs collide. An absent value is "-", which no filter can ask for
 * (ElectroDB keys an absent composite as empty, not sparse, like gsi5/gsi6 below).
 */
export const facetPair = (a: string | undefined, b: string | undefined) => `${a || "-"}#${b || "-"}`;
/** A derived, never-answered pair attribute for one of the pair indexes (ADR 0155). */
const pair = (first: keyof Facets, second: keyof Facets) => ({
  type: "string" as const,
  hidden: true,
  watch: [first, second],
  set: (_: unknown, item: Facets) => facetPair(item[first], item[second]),
});

/**
 * A product. Its fields are the attributes of shared/schemas/material.ts's MaterialInput
 * (attributes-from-zod.ts, ADR 0191). The computed data quality level (0 = none) and the invalid flag are
 * stored on every write so list queries can filter on them.
 */
export const MaterialEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "material", version: "1", service: SERVICE },
      attributes: {
        ...attributesFromZod(MaterialInput),
        id: { type: "string", required: true, readOnly: true },
        companyId: { type: "string", required: true },
        /** Lower-cased name and internal name, the admin text search: derived on write, never answered. */
        searchText: {
          type: "string",
          hidden: true,
          watch: ["name", "internalName"],
          set: (_: unknown, item: { name?: string; internalName?: string }) => `${item.name ?? ""} ${item.internalName ?? ""}`.toLowerCase(),
        },
        /** How many documents are attached, for the 'has documents' filter: derived on write, never answered. */
        documentCount: {
          type: "number",
          hidden: true,
          watch: ["documents"],
          set: (_: unknown, item: { documents?: unknown }) => (Array.isArray(item.documents) ? item.documents.length : 0),
        },
        typeCondition: pair("type", "condition"),
        typeCountry: pair("type", "countryOfOrigin"),
        countryCondition: pair("countryOfOrigin", "condition"),
        dataQualityLevel: { type: CustomAttributeType<StoredLevel>("number") },
        invalid: { type: "boolean" },
        ...auditAttributes,
      },
      indexes: {
        byId: { pk: { field: "pk", composite: ["id"] }, sk: { field: "sk", composite: [] } },
        /** A company's materials, newest first. */
        byCompany: {
          index: "gsi1",
          pk: { field: "gsi1pk", composite: ["companyId"] },
          sk: { field: "gsi1sk", composite: ["createdDate", "id"] },
        },
        /** Every material, newest first: the admin list and its filters. */
        all: {
          index: "gsi2",
          pk: { field: "gsi2pk", composite: [] },
          sk: { field: "gsi2sk", composite: ["createdDate", "id"] },
        },
        /** Sparse: only materials listed in the public catalog (isPublic), newest first. */
        catalog: {
          index: "gsi3",
          condition: (attr: { isPublic?: boolean }) => attr.isPublic === true,
          pk: { field: "gsi3pk", composite: [] },
          sk: { field: "gsi3sk", composite: ["createdDate", "id"] },
        },
        /** The admin list's hot filters (ADR 0081): one index per facet, newest first; values are merged by date. */
        byType: {
          index: "gsi4",
          pk: { field: "gsi4pk", composite: ["type"] },
          sk: { field: "gsi4sk", composite: ["createdDate", "id"] },
        },
        /** A material without a condition is keyed under the empty value ("condition_"), which no filter asks for. */
        byCondition: {
          index: "gsi5",
          pk: { field: "gsi5pk", composite: ["condition"] },
          sk: { field: "gsi5sk", composite: ["createdDate", "id"] },
        },
        /** Likewise "countryoforigin_" for a material without a country of origin. */
        byCountry: {
          index: "gsi6",
          pk: { field: "gsi6pk", composite: ["countryOfOrigin"] },
          sk: { field: "gsi6sk", composite: ["createdDate", "id"] },
        },
        /**
         * Two facets at once (ADR 0155): keyed by both values, so "DE or PL, regrind" reads only matches.
         */
        byTypeCondition: {
          index: "gsi7",
          pk: { field: "gsi7pk", composite: ["typeCondition"] },
          sk: { field: "gsi7sk", composite: ["createdDate", "id"] },
        },
        byTypeCountry: {
          index: "gsi8",
          pk: { field: "gsi8pk", composite: ["typeCountry"] },
          sk: { field: "gsi8sk", composite: ["createdDate", "id"] },
        },
        byCountryCondition: {
          index: "gsi9",
          pk: { field: "gsi9pk", composite: ["countryCondition"] },
          sk: { field: "gsi9sk", composite: ["createdDate", "id"] },
        },
        /**
         * The matching engine's candidates (ADR 0205): every material under its type, holding only what the
         * engine reads (the index's projection, functions/db/table.ts). DynamoDB writes and removes an entry
         * with the material's own put or delete, so it is never behind the material.
         */
        candidates: {
          index: "gsi10",
          pk: { field: "gsi10pk", composite: ["type"] },
          sk: { field: "gsi10sk", composite: ["id"] },
        },
      },
    }),
);

export type MaterialItem = EntityItem<typeof MaterialEntity>;

/** The domain's entities, registered with the table through functions/domains/entities.ts. */
export const entities = { material: MaterialEntity };
/** The schemas each entity stores (functions/domains/define.ts). */
export const storedSchemas = /* @__PURE__ */ storedSchemasOf(entities, { material: [MaterialCreate] });
