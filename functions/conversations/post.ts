import { conversationsRoutes } from "../../shared/api/routes/conversations";
import * as Conversations from "../core/conversations";
import { route } from "../lib/handler";
import { guardPublicWrite } from "../lib/public-write";
import { LIMITS } from "../lib/rate-limit";

export const handler = route(conversationsRoutes, "conversations.post", async ({ body, query, event }) => {
  const { isBot } = await guardPublicWrite(event, body, [LIMITS.conversationsPerIp]);
  if (isBot) return Conversations.botReply(body);
  return Conversations.withoutNeed(await Conversations.post(body, query.type ?? "MATERIAL_REQUEST", { playground: false }));
});
