import { Entity, type EntityItem } from "electrodb";
import { SERVICE } from "../../db/table";
import { lazyEntity } from "../../db/entities/lazy";
import { storedSchemasOf } from "../define";

/**
 * One name fragment of a company (shared/rules/company-keys.ts nameFragments): a suffix of a word of its name,
 * filed under its first two characters and sorted by the fragment, so "names containing <word>" is one prefix
 * Query (begins_with) over a small partition, never a Scan (docs/decisions/0102). Kept in line with the
 * company by ./queries-keys.ts.
 */
export const CompanyFragmentEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "companyFragment", version: "1", service: SERVICE },
      attributes: {
        head: { type: "string", required: true },
        fragment: { type: "string", required: true },
        companyId: { type: "string", required: true },
        /** The company's name, so a search checks the whole text and sorts by name before reading any company. */
        name: { type: "string" },
      },
      indexes: {
        byFragment: { pk: { field: "pk", composite: ["head"] }, sk: { field: "sk", composite: ["fragment", "companyId"] } },
      },
    }),
);

export type CompanyFragmentItem = EntityItem<typeof CompanyFragmentEntity>;

/** Registered with the table through functions/domains/entities.ts. */
export const entities = { companyFragment: CompanyFragmentEntity };
/** The schemas each entity stores (functions/domains/define.ts). */
export const storedSchemas = /* @__PURE__ */ storedSchemasOf(entities, { companyFragment: null });
