import { Entity, type EntityItem } from "electrodb";
import { noteTopicTypes } from "../../../shared/schemas/enums";
import { SERVICE } from "../../db/entities/company";
import { lazyEntity } from "../../db/entities/lazy";
import { NoteInput } from "../../../shared/schemas/note";
import { storedSchemasOf } from "../define";

/**
 * An internal note on a topic: one entity for companies, leads, requests and matches.
 * Kept in its topic's partition, ordered by date, so a topic's notes are one Query (newest first) and
 * deleting the topic finds all of them without a Scan. Notes are never edited.
 */
export const NoteEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "note", version: "1", service: SERVICE },
      attributes: {
        id: { type: "string", required: true, readOnly: true },
        topicType: { type: noteTopicTypes, required: true, readOnly: true },
        topicId: { type: "string", required: true, readOnly: true },
        content: { type: "string", required: true, readOnly: true },
        metadata: { type: "any", readOnly: true },
        createdDate: { type: "string", required: true, readOnly: true },
        createdBy: { type: "string", required: true, readOnly: true },
      },
      indexes: {
        byTopic: { pk: { field: "pk", composite: ["topicType", "topicId"] }, sk: { field: "sk", composite: ["createdDate", "id"] } },
      },
    }),
);

export type NoteItem = EntityItem<typeof NoteEntity>;

/** The domain's entities, registered with the table through functions/domains/entities.ts. */
export const entities = { note: NoteEntity };
/** The schemas each entity stores (functions/domains/define.ts). */
export const storedSchemas = /* @__PURE__ */ storedSchemasOf(entities, { note: [NoteInput] });
