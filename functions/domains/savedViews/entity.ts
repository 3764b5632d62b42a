import { Entity, type EntityItem } from "electrodb";
import { SavedViewInput } from "../../../shared/schemas/saved-view";
import { attributesFromZod } from "../../db/attributes-from-zod";
import { auditAttributes } from "../../db/audit";
import { SERVICE } from "../../db/entities/company";
import { lazyEntity } from "../../db/entities/lazy";
import { storedSchemasOf } from "../define";

/**
 * A list screen's filters saved under a name by one user. The owner is the creator (server-owned); only the
 * owner lists, reads or deletes it. Indexes: by id, and one user's views by screen and name (one bounded Query).
 */
export const SavedViewEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "savedView", version: "1", service: SERVICE },
      attributes: {
        ...attributesFromZod(SavedViewInput),
        id: { type: "string", required: true, readOnly: true },
        userId: { type: "string", required: true, readOnly: true },
        ...auditAttributes,
      },
      indexes: {
        byId: { pk: { field: "pk", composite: ["id"] }, sk: { field: "sk", composite: [] } },
        /** A user's views, by screen then creation: the list screens' menu and the palette. */
        byUser: {
          index: "gsi1",
          pk: { field: "gsi1pk", composite: ["userId"] },
          sk: { field: "gsi1sk", composite: ["screen", "createdDate", "id"] },
        },
      },
    }),
);

export type SavedViewItem = EntityItem<typeof SavedViewEntity>;

/** The domain's entities, registered with the table through functions/domains/entities.ts. */
export const entities = { savedView: SavedViewEntity };
/** The schemas each entity stores (functions/domains/define.ts). */
export const storedSchemas = /* @__PURE__ */ storedSchemasOf(entities, { savedView: [SavedViewInput] });
