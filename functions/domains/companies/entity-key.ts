import { Entity, type EntityItem } from "electrodb";
import { SERVICE } from "../../db/table";
import { lazyEntity } from "../../db/entities/lazy";
import { storedSchemasOf } from "../define";

/**
 * One duplicate key of a company (shared/rules/company-keys.ts): the normalised name, website domain or VAT
 * number. Keyed by kind and value, so "who else has this key" is one Query, never a Scan. Written, changed and
 * deleted together with the company (./queries-keys.ts).
 */
export const CompanyKeyEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "companyKey", version: "1", service: SERVICE },
      attributes: {
        kind: { type: "string", required: true },
        value: { type: "string", required: true },
        companyId: { type: "string", required: true },
        name: { type: "string" },
      },
      indexes: {
        byKey: { pk: { field: "pk", composite: ["kind", "value"] }, sk: { field: "sk", composite: ["companyId"] } },
      },
    }),
);

export type CompanyKeyItem = EntityItem<typeof CompanyKeyEntity>;

/** Registered with the table through functions/domains/entities.ts. */
export const entities = { companyKey: CompanyKeyEntity };
/** The schemas each entity stores (functions/domains/define.ts). */
export const storedSchemas = /* @__PURE__ */ storedSchemasOf(entities, { companyKey: null });
