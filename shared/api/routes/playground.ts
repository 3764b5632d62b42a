import { PlaygroundPost } from "../../schemas/conversation";
import { defineRoutes, FILES } from "../contract";

/** Staff try the assistant: the same engine, conversations kept apart from visitors'. */
export const playgroundRoutes = defineRoutes({
  "playground.get": {
    method: "GET",
    path: "/playground/conversations/{id}",
    access: "admin",
    needs: { table: "read", files: { access: "read", prefixes: [FILES.companies] } },
  },
  "playground.post": {
    method: "POST",
    path: "/playground/conversations",
    access: "admin",
    body: PlaygroundPost,
    needs: { table: "write", files: { access: "read", prefixes: [FILES.companies] }, ai: true, links: true },
  },
});

import type { PlaygroundConversation, PlaygroundReply } from "../../schemas/conversation";

export interface PlaygroundResponses {
  "playground.get": PlaygroundConversation;
  "playground.post": PlaygroundReply;
}
