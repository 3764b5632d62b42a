import { MAX_CONVERSATION_MESSAGES, type ConversationMessage, type ConversationType } from "../../../shared/schemas/conversation";
import type { ConversationItem, ConversationMessageItem } from "../entities/conversation";
import { isConditionFailure } from "../../lib/errors";
import { now } from "../audit";
import { db } from "../service";

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

export async function createConversation(c: { conversationId: string; type: ConversationType; playground: boolean; userId?: string; language?: string }): Promise<ConversationItem> {
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
 * Room for `count` more messages, taken atomically (a conditional update): false when the conversation would
 * pass MAX_CONVERSATION_MESSAGES, so parallel posts cannot overshoot it.
 */
export async function reserveMessages(conversationId: string, count: number, patch: { language?: string; need?: unknown } = {}): Promise<boolean> {
  try {
    await db()
      .conversation.update({ conversationId })
      .add({ messageCount: count })
      .set({ updatedDate: now(), ...(patch.language ? { language: patch.language } : {}), ...(patch.need ? { need: patch.need } : {}) })
      .where((a, op) => op.lte(a.messageCount, MAX_CONVERSATION_MESSAGES - count))
      .go({ response: "none" });
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

export async function putMessages(items: Omit<ConversationMessageItem, never>[]): Promise<void> {
  await Promise.all(items.map((m) => db().conversationMessage.put(m).go({ response: "none" })));
}
