import { conversationsRoutes } from "../../shared/api/routes/conversations";
import * as Conversations from "../core/conversations";
import { route } from "../domains/route";
import { guardPublicWrite } from "../domains/public-write";
import { LIMITS } from "../lib/rate-limit";

export const handler = route(conversationsRoutes, "conversations.post", ({ body, query, event }) =>
  Conversations.postPublic(body, query.type ?? "MATERIAL_REQUEST", () => guardPublicWrite(event, body, [LIMITS.conversationsPerIp])),
);
