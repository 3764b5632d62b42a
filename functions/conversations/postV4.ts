import { conversationsRoutes } from "../../shared/api/routes/conversations";
import * as Conversations from "../core/conversations";
import { route } from "../domains/route";
import { guardPublicWrite } from "../domains/public-write";
import { LIMITS } from "../lib/rate-limit";

export const handler = route(conversationsRoutes, "conversations.postV4", async ({ body, query, event }) => {
  const reply = await Conversations.postPublic(body, query.type ?? "MATERIAL_REQUEST", () => guardPublicWrite(event, body, [LIMITS.conversationsPerIp]));
  // A bot's reply recommends nothing: no materials, and no read for them.
  return { ...reply, materials: await Conversations.materialsOf(reply.messages) };
});
