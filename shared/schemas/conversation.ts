import type { PublicMaterialListItem } from "./material";
import { nonEmpty } from "./common";
import * as z from "./zod";
import { conversationTypes } from "./enums";

/**
 * Conversations with the material assistant, visitors' and the staff playground's. No sign-in: a conversation is reachable only by its unguessable id (a UUID
 * v4). Each visitor message gets a reply from the AI engine, whose artifact recommends catalogue materials
 * (the matching engine's best for what the text asks for). Staff try the assistant in the playground.
 */
export type ConversationType = (typeof conversationTypes)[number];
export const MAX_MESSAGE_LENGTH = 4000;
/** A conversation stops taking messages here (a chat, not a storage service). */
export const MAX_CONVERSATION_MESSAGES = 100;

/** ?type on POST /conversations and /v4/conversations; MATERIAL_REQUEST when absent. */
export const ConversationTypeQuery = z.object({ type: z.optional(z.enum(conversationTypes)) });

const Documents = z.optional(
  z.array(z.object({ name: nonEmpty.check(z.maxLength(200)), url: z.url({ protocol: /^https?$/ }).check(z.maxLength(2000)) })).check(z.maxLength(5)),
);

/** POST /conversations, /v4/conversations: no conversationId starts a new conversation. `website` is a honeypot. */
export const ConversationPost = z.object({
  conversationId: z.optional(z.uuid()),
  content: nonEmpty.check(z.maxLength(MAX_MESSAGE_LENGTH)),
  documents: Documents,
  language: z.optional(z.string().check(z.regex(/^[a-z]{2}$/))),
  website: z.optional(z.string().check(z.maxLength(200))),
});
export type ConversationPost = z.input<typeof ConversationPost>;

/** POST /playground/conversations (staff). */
export const PlaygroundPost = z.object({
  conversationId: z.optional(z.uuid()),
  content: nonEmpty.check(z.maxLength(MAX_MESSAGE_LENGTH)),
  language: z.optional(z.string().check(z.regex(/^[a-z]{2}$/))),
});

/** A conversation message. createdBy "tool" is the assistant, "user" the visitor. */
export interface ConversationMessage {
  id: string;
  content: string;
  createdBy: "tool" | "user";
  createdDate: string;
  /** The assistant's recommendations: catalogue material ids, best first. */
  artifact: { recommendations: string[] } | null;
  documents: { name: string; url: string }[];
}

/** GET /v2/conversations/{id}: the messages. */
export interface Conversation {
  id: string;
  type: ConversationType;
  createdDate: string;
  messages: ConversationMessage[];
}

/** v4 answers also carry the recommended materials as public catalogue cards (no second round trip). */
export interface ConversationV4 extends Conversation {
  materials: PublicMaterialListItem[];
}

/** POST answers: the conversation's id and the two new messages (the visitor's and the reply). */
export interface ConversationReply {
  conversationId: string;
  messages: ConversationMessage[];
}
export interface ConversationReplyV4 extends ConversationReply {
  materials: PublicMaterialListItem[];
}

/** What the engine read from the visitor's messages (the fields of a buy request); the playground shows it. */
export interface ReadNeed {
  materialType: string | null;
  conditions: string[];
  colors: string[];
  materialSources: string[];
  processingMethods: string[];
  certificates: string[];
  applications: string[];
  amount: number | null;
  capacity: { amount: number; frequency: "month" | "year" } | null;
  viscosity: { type: string; min?: number | null; max?: number | null } | null;
  /** The recycled share the text asks for, in percent ("Rezyklatanteil 97,5 %" is 97.5); absent when not said. */
  recycledContent?: number | null;
}
/** Playground answers (staff): the v4 shapes plus the need the engine read, for the panel beside the chat. */
export interface PlaygroundConversation extends ConversationV4 {
  need: ReadNeed | null;
}
export interface PlaygroundReply extends ConversationReplyV4 {
  need: ReadNeed;
}

export { conversationTypes };
