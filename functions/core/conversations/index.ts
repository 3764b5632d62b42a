import { randomUUID } from "node:crypto";
import type { output } from "zod/v4/core";
import {
  MAX_CONVERSATION_MESSAGES,
  type Conversation,
  type ConversationMessage,
  type ConversationPost,
  type ConversationReply,
  type ConversationType,
  type ReadNeed,
} from "../../../shared/schemas/conversation";
import type { PublicMaterialListItem } from "../../../shared/schemas/material";
import type { ConversationItem, ConversationMessageItem } from "../../db/entities/conversation";
import { createConversation, getConversation, listMessages, putMessages, reserveMessages, toMessage } from "../../db/queries/conversations";
import { publicListItemsByIds } from "../../db/queries/material-lists";
import { aiEngine, type MaterialNeed } from "../../integrations/ai";
import { HttpError, notFound } from "../../lib/errors";
import { recommend } from "../recommend";

/**
 * The material assistant's conversations (backoffice.md §1 conversation view, §3 Conversation message, §7
 * conversations and playground; ADR 0150). Each visitor message is answered in the same request: the engine
 * reads the need from all the visitor's messages so far, the matching engine recommends listed materials,
 * the engine writes the reply. Public and playground conversations share the code and never each other's ids.
 */

export interface PostOptions {
  /** Staff conversations (the playground) and the staff member writing. */
  playground: boolean;
  userId?: string;
}

type Body = Pick<output<typeof ConversationPost>, "conversationId" | "content" | "documents" | "language">;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The conversation of this kind: an unknown id, a malformed one, or one of the other kind answer 404 alike. */
async function load(id: string, playground: boolean): Promise<ConversationItem> {
  const c = UUID.test(id) ? await getConversation(id.toLowerCase()) : null;
  if (!c || Boolean(c.playground) !== playground) throw notFound("Conversation");
  return c;
}

const full = () => new HttpError(409, `This conversation holds ${MAX_CONVERSATION_MESSAGES} messages, its limit; start a new conversation`);

const needText = (messages: { createdBy: string; content: string }[]) =>
  messages
    .filter((m) => m.createdBy === "user")
    .map((m) => m.content)
    .join("\n");

export async function post(body: Body, type: ConversationType, opts: PostOptions): Promise<ConversationReply & { need: ReadNeed }> {
  const existing = body.conversationId ? await load(body.conversationId, opts.playground) : null;
  // A full conversation is refused before any engine work; the reservation below is the atomic check.
  if (existing && existing.messageCount + 2 > MAX_CONVERSATION_MESSAGES) throw full();
  const conversationId = existing?.conversationId ?? randomUUID();
  const history = existing ? await listMessages(conversationId) : [];
  const language = body.language ?? existing?.language ?? undefined;

  const engine = aiEngine();
  const turns = [...history.map((m) => ({ createdBy: m.createdBy, content: m.content })), { createdBy: "user" as const, content: body.content }];
  const need: MaterialNeed = await engine.readNeed(needText(turns));
  const recommendations = await recommend(need);
  const reply = await engine.writeReply({ history: turns, need, recommendations, language });

  // The record first (a new conversation), then the room for two messages, then the messages.
  if (!existing) await createConversation({ conversationId, type, playground: opts.playground, ...(opts.userId ? { userId: opts.userId } : {}), ...(language ? { language } : {}) });
  if (!(await reserveMessages(conversationId, 2, { language, need }))) throw full();

  const userDate = new Date();
  // The reply is dated after the message it answers, so the partition's date order is the conversation's.
  const toolDate = new Date(Math.max(Date.now(), userDate.getTime() + 1));
  const items: ConversationMessageItem[] = [
    { conversationId, id: randomUUID(), content: body.content, createdBy: "user", createdDate: userDate.toISOString(), ...(body.documents?.length ? { documents: body.documents } : {}) },
    { conversationId, id: randomUUID(), content: reply, createdBy: "tool", createdDate: toolDate.toISOString(), recommendations: recommendations.map((r) => r.id) },
  ];
  await putMessages(items);
  return { conversationId, messages: items.map(toMessage), need };
}

/**
 * A filled honeypot (a bot): the answer has the usual shape — a new id, the message and a reply — and
 * nothing is stored, so the bot learns nothing from it.
 */
export function botReply(body: Body): ConversationReply {
  const at = new Date().toISOString();
  const conversationId = body.conversationId ?? randomUUID();
  return {
    conversationId,
    messages: [
      { id: randomUUID(), content: body.content, createdBy: "user", createdDate: at, artifact: null, documents: [] },
      { id: randomUUID(), content: "Thank you for your message. Could you tell us which material you are looking for?", createdBy: "tool", createdDate: at, artifact: { recommendations: [] }, documents: [] },
    ],
  };
}

export async function get(id: string, playground: boolean): Promise<Conversation & { need: ReadNeed | null }> {
  const c = await load(id, playground);
  const messages = (await listMessages(c.conversationId)).map(toMessage);
  return { id: c.conversationId, type: c.type, createdDate: c.createdDate, messages, need: (c.need as ReadNeed | undefined) ?? null };
}

/** The recommended materials of these messages as public catalogue cards (v4 answers): listed ones only. */
export function materialsOf(messages: ConversationMessage[]): Promise<PublicMaterialListItem[]> {
  return publicListItemsByIds(messages.flatMap((m) => m.artifact?.recommendations ?? []));
}

/** Public answers carry no staff facts: the need is the playground's. */
export const withoutNeed = <T extends { need?: unknown }>({ need: _n, ...rest }: T): Omit<T, "need"> => rest;
