import { ConversationPost, ConversationTypeQuery } from "../../schemas/conversation";
import { defineRoutes, FILES } from "../contract";

/**
 * Conversations with the material assistant (no auth header; a conversation is reachable
 * only by its unguessable id). POSTs are rate-limited per address, body-limited and honeypot-guarded.
 */
export const conversationsRoutes = defineRoutes({
  "conversations.post": {
    method: "POST",
    path: "/conversations",
    access: "public",
    query: ConversationTypeQuery,
    body: ConversationPost,
    maxBodyBytes: 16 * 1024,
    needs: { table: "write", ai: true, links: true },
  },
  "conversations.postV4": {
    method: "POST",
    path: "/v4/conversations",
    access: "public",
    query: ConversationTypeQuery,
    body: ConversationPost,
    maxBodyBytes: 16 * 1024,
    needs: { table: "write", files: { access: "read", prefixes: [FILES.companies] }, ai: true, links: true },
  },
  "conversations.get": { method: "GET", path: "/v2/conversations/{id}", access: "public", needs: { table: "read" } },
  "conversations.getV4": {
    method: "GET",
    path: "/v4/conversations/{id}",
    access: "public",
    needs: { table: "read", files: { access: "read", prefixes: [FILES.companies] } },
  },
});

import type { Conversation, ConversationReply, ConversationReplyV4, ConversationV4 } from "../../schemas/conversation";

export interface ConversationsResponses {
  "conversations.post": ConversationReply;
  "conversations.postV4": ConversationReplyV4;
  "conversations.get": Conversation;
  "conversations.getV4": ConversationV4;
}
