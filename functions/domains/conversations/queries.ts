import { MAX_CONVERSATION_MESSAGES, type ConversationMessage, type ConversationType } from "../../../shared/schemas/conversation";
import type { ConversationItem, ConversationMessageItem } from "./entity";
import { isConditionFailure } from "../../lib/errors";
import { now } from "../../db/audit";
import { db } from "../../db/service";

/**
 * Conversations and their messages: one partition per conversation (ADR 0150). The record is one GetItem;
 * the messages, oldest first, one Query — bounded, since a conversation holds at most
 * MAX_CONVERSATION_MESSAGES messages of at most 4000 characters (well under a 1 MB page).
 */

export const toMessage = (m: ConversationMessageItem): ConversationMessage => ({
  id: m.id,
  content: m.content,
  createdBy: m.createdBy,
  createdDate: m.createdDate,
  artifact: m.createdBy === "tool" ? { recommendations: m.recommendations ?? [] } : null,
  documents: (m.documents as ConversationMessage["documents"] | undefined) ?? [],
});

export async function createConversation(c: {
  conversationId: string;
  type: ConversationType;
  playground: boolean;
  userId?: string;
  language?: string;
}): Promise<ConversationItem> {
  const at = now();
  const { data } = await db()
    .conversation.create({ ...c, messageCount: 0, createdDate: at, updatedDate: at })
    .go();
  return data as ConversationItem;
}

export async function getConversation(conversationId: string): Promise<ConversationItem | null> {
  const { data } = await db().conversation.get({ conversationId }).go();
  return (data as ConversationItem | null) ?? null;
}

export async function listMessages(conversationId: string): Promise<ConversationMessageItem[]> {
  const { data } = await db().conversationMessage.query.byConversation({ conversationId }).go({ limit: MAX_CONVERSATION_MESSAGES, order: "asc" });
  return data as ConversationMessageItem[];
}

/**
 * Room for the two messages of one post (`post`: its visitor message's id), taken atomically (a conditional
 * update) and dated `at`: answers the date the post's messages carry, or null when the conversation would pass
 * MAX_CONVERSATION_MESSAGES (parallel posts cannot overshoot it). A post that already took its room (an earlier
 * attempt of the same request, its ids derived from the Idempotency-Key) takes none again and answers the date
 * that attempt reserved, so a retry counts its messages once and writes them under the same keys.
 */
export async function reserveMessages(
  conversationId: string,
  post: { id: string; at: string },
  patch: { language?: string; need?: unknown } = {},
): Promise<string | null> {
  const count = 2;
  try {
    await db()
      .conversation.update({ conversationId })
      .add({ messageCount: count })
      .set({
        updatedDate: now(),
        lastPost: post.id,
        lastPostAt: post.at,
        ...(patch.language ? { language: patch.language } : {}),
        ...(patch.need ? { need: patch.need } : {}),
      })
      .where((a, op) => `${op.lte(a.messageCount, MAX_CONVERSATION_MESSAGES - count)} AND (${op.notExists(a.lastPost)} OR ${op.ne(a.lastPost, post.id)})`)
      .go({ response: "none" });
    return post.at;
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    const c = await getConversation(conversationId);
    return c?.lastPost === post.id ? (c.lastPostAt ?? post.at) : null;
  }
}

/**
 * Store a message unless it is stored (a conditional put on its key: conversation, date, id): answers the stored
 * message, this one or the one an attempt of the same request stored first under the same key.
 */
export async function putMessage(m: ConversationMessageItem): Promise<ConversationMessageItem> {
  try {
    await db().conversationMessage.create(m).go({ response: "none" });
    return m;
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    const { data } = await db().conversationMessage.get({ conversationId: m.conversationId, createdDate: m.createdDate, id: m.id }).go();
    return (data as ConversationMessageItem | null) ?? m;
  }
}
