import type { ConversationMessage, ConversationV4, PlaygroundConversation } from "../../../shared/schemas/conversation";
import type { PublicMaterialListItem } from "../../../shared/schemas/material";
import { call } from "../../lib/api";
import { setCached, useApi } from "../../lib/queryKeys";

/**
 * The assistant's API (ADR 0150). A POST answers the reply, so
 * the page needs no realtime channel: it adds the answer to the cached conversation, and re-reads the
 * conversation every POLL_MS while the tab is visible (SWR pauses hidden tabs) for what another tab wrote.
 */
export const POLL_MS = 10_000;

const poll = { refreshInterval: POLL_MS, revalidateOnFocus: true, shouldRetryOnError: false };

export const useConversation = (id: string | undefined) => useApi("GET /v4/conversations/{id}", id ? { params: { id } } : null, poll);
export const usePlaygroundConversation = (id: string | null) => useApi("GET /playground/conversations/{id}", id ? { params: { id } } : null, poll);

/** Messages and materials of an answer added to what is shown (ids already there are not repeated). */
export function merged<T extends { messages: ConversationMessage[]; materials: PublicMaterialListItem[] }>(
  base: T,
  add: { messages: ConversationMessage[]; materials: PublicMaterialListItem[] },
): T {
  const seen = new Set(base.messages.map((m) => m.id));
  const seenMaterials = new Set(base.materials.map((m) => m.id));
  return {
    ...base,
    messages: [...base.messages, ...add.messages.filter((m) => !seen.has(m.id))],
    materials: [...base.materials, ...add.materials.filter((m) => !seenMaterials.has(m.id))],
  };
}

/** A visitor's message: the reply is put in the cache of GET /v4/conversations/{id} at once. */
export async function sendMessage(current: ConversationV4 | undefined, content: string, language: string | undefined): Promise<string> {
  const reply = await call("POST /v4/conversations", {
    body: { content, ...(current ? { conversationId: current.id } : {}), ...(language ? { language } : {}) },
  });
  const base: ConversationV4 = current ?? {
    id: reply.conversationId,
    type: "MATERIAL_REQUEST",
    createdDate: reply.messages[0]?.createdDate ?? new Date().toISOString(),
    messages: [],
    materials: [],
  };
  await setCached("GET /v4/conversations/{id}", { id: reply.conversationId }, merged(base, reply));
  return reply.conversationId;
}

/** A staff message in the playground; the answer carries the need the engine read. */
export async function sendPlaygroundMessage(current: PlaygroundConversation | undefined, content: string, language: string | undefined): Promise<string> {
  const reply = await call("POST /playground/conversations", {
    body: { content, ...(current ? { conversationId: current.id } : {}), ...(language ? { language } : {}) },
  });
  const base: PlaygroundConversation = current ?? {
    id: reply.conversationId,
    type: "MATERIAL_REQUEST",
    createdDate: reply.messages[0]?.createdDate ?? new Date().toISOString(),
    messages: [],
    materials: [],
    need: null,
  };
  await setCached("GET /playground/conversations/{id}", { id: reply.conversationId }, { ...merged(base, reply), need: reply.need });
  return reply.conversationId;
}
