import { Entity, type EntityItem } from "electrodb";
import { conversationTypes } from "../../../shared/schemas/enums";
import { SERVICE } from "../../db/entities/company";
import { lazyEntity } from "../../db/entities/lazy";
import { ConversationPost } from "../../../shared/schemas/conversation";
import { storedSchemasOf } from "../define";

/**
 * A conversation with the material assistant and its messages. Both
 * live in the conversation's partition (pk = conversationId): the record (sk without a date) and the
 * messages sorted by date, so a conversation is one GetItem plus one Query, and an id of another kind
 * (a playground id on the public routes) is told apart by the record's `playground` flag.
 */
export const ConversationEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "conversation", version: "1", service: SERVICE },
      attributes: {
        conversationId: { type: "string", required: true, readOnly: true },
        type: { type: conversationTypes, required: true, readOnly: true },
        /** Staff conversations (the playground): never reachable on the public routes, and the other way round. */
        playground: { type: "boolean", required: true, readOnly: true, default: false },
        /** The staff member who started a playground conversation. */
        userId: { type: "string", readOnly: true },
        language: { type: "string" },
        /** What the engine last read from the visitor's messages (the playground shows it). */
        need: { type: "any" },
        messageCount: { type: "number", required: true, default: 0 },
        /**
         * The last post that took room for its two messages (its visitor message's id) and the date its messages
         * carry: a retry of that post, whose first attempt took the room but stored no message, finds the room
         * already taken and dates its messages as the first attempt did.
         */
        lastPost: { type: "string" },
        lastPostAt: { type: "string" },
        createdDate: { type: "string", required: true, readOnly: true },
        updatedDate: { type: "string", required: true },
      },
      indexes: {
        byId: { pk: { field: "pk", composite: ["conversationId"] }, sk: { field: "sk", composite: [] } },
      },
    }),
);

export const ConversationMessageEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "conversationMessage", version: "1", service: SERVICE },
      attributes: {
        conversationId: { type: "string", required: true, readOnly: true },
        id: { type: "string", required: true, readOnly: true },
        content: { type: "string", required: true, readOnly: true },
        createdBy: { type: ["tool", "user"] as const, required: true, readOnly: true },
        /** The assistant's recommendations (catalogue material ids, best first); absent on the visitor's messages. */
        recommendations: { type: "list", items: { type: "string" }, readOnly: true },
        documents: { type: "any", readOnly: true },
        createdDate: { type: "string", required: true, readOnly: true },
      },
      indexes: {
        byConversation: { pk: { field: "pk", composite: ["conversationId"] }, sk: { field: "sk", composite: ["createdDate", "id"] } },
      },
    }),
);

export type ConversationItem = EntityItem<typeof ConversationEntity>;
export type ConversationMessageItem = EntityItem<typeof ConversationMessageEntity>;

/** The domain's entities, registered with the table through functions/domains/entities.ts. */
export const entities = { conversation: ConversationEntity, conversationMessage: ConversationMessageEntity };

/**
 * A post's text and documents are the message's; its language the conversation's; the conversation id picks the
 * conversation and the honeypot is never stored.
 */
export const storedSchemas = /* @__PURE__ */ storedSchemasOf(entities, {
  conversation: [{ schema: ConversationPost, notStored: ["conversationId", "content", "documents", "website"] }],
  conversationMessage: [{ schema: ConversationPost, notStored: ["language", "website"] }],
});
