import { Entity, type EntityItem } from "electrodb";
import { lazyEntity } from "../../db/entities/lazy";
import { SERVICE } from "../../db/table";
import { storedSchemasOf } from "../define";

/**
 * One fragment of a booth visitor's searchable text (company, person, e-mail, position, country, type; the
 * same fragments as company names: shared/rules/company-keys.ts nameFragments), filed under its first two
 * characters, so "visitors whose text contains <word>" is one prefix Query, never a Scan or a read of every
 * page (/booth?q=, ADR 0153; ./queries-search.ts). The text and date ride along, so the whole search text is checked and the
 * matches sorted before any visitor is read. Written with the visitor; those fields never change after.
 */
export const BoothFragmentEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "boothFragment", version: "1", service: SERVICE },
      attributes: {
        head: { type: "string", required: true },
        fragment: { type: "string", required: true },
        visitorId: { type: "string", required: true },
        createdDate: { type: "string", required: true },
        /** The visitor's searchable text, lower-cased. */
        text: { type: "string", required: true },
      },
      indexes: {
        byFragment: { pk: { field: "pk", composite: ["head"] }, sk: { field: "sk", composite: ["fragment", "visitorId"] } },
      },
    }),
);

export type BoothFragmentItem = EntityItem<typeof BoothFragmentEntity>;

/** The visitors' search rows, registered with the table through functions/domains/entities.ts. */
export const entities = { boothFragment: BoothFragmentEntity };

/** No schema writes a fragment: the service fans them out of a visitor's searchable fields. */
export const storedSchemas = /* @__PURE__ */ storedSchemasOf(entities, { boothFragment: null });
