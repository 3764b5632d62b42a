import { Entity, type EntityItem } from "electrodb";
import { createdAttributes } from "../../db/audit";
import { lazyEntity } from "../../db/entities/lazy";
import { nameSortKey } from "../../db/name-sort-key";
import { SERVICE } from "../../db/table";
import { SuspectInput } from "../../../shared/schemas/suspect";
import { storedSchemasOf } from "../define";

/** The name sort's key: the companies' (functions/db/name-sort-key.ts). */
export const suspectNameKey = nameSortKey;

/**
 * A company suspect (ADR 0143): a name staff typed, the company matched or
 * created for it and the research started on it. The research's status is read from the research itself (it
 * changes as the run goes), so only its id is kept. One index per sortable column, over all suspects.
 */
export const SuspectEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "suspect", version: "1", service: SERVICE },
      attributes: {
        id: { type: "string", required: true, readOnly: true },
        name: { type: "string", required: true, readOnly: true },
        nameLower: {
          type: "string",
          hidden: true,
          readOnly: true,
          watch: ["name"],
          set: (_: unknown, item: { name?: string }) => (item.name === undefined ? undefined : suspectNameKey(item.name)),
        },
        userNotes: { type: "string", readOnly: true },
        companyIds: { type: "list", items: { type: "string" }, required: true },
        researchId: { type: "string" },
        researchCompanyId: { type: "string" },
        ...createdAttributes,
      },
      indexes: {
        byId: { pk: { field: "pk", composite: ["id"] }, sk: { field: "sk", composite: [] } },
        /** The default order: newest first (and oldest first). */
        byCreated: { index: "gsi1", pk: { field: "gsi1pk", composite: [] }, sk: { field: "gsi1sk", composite: ["createdDate", "id"] } },
        /** The name sorts. */
        byName: { index: "gsi2", pk: { field: "gsi2pk", composite: [] }, sk: { field: "gsi2sk", composite: ["nameLower", "id"] } },
      },
    }),
);

export type SuspectItem = EntityItem<typeof SuspectEntity>;

/** The domain's entities, registered with the table through functions/domains/entities.ts. */
export const entities = { suspect: SuspectEntity };
/** The schemas each entity stores (functions/domains/define.ts). */
export const storedSchemas = /* @__PURE__ */ storedSchemasOf(entities, { suspect: [SuspectInput] });
