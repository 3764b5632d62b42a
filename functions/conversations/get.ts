import { conversationsRoutes } from "../../shared/api/routes/conversations";
import * as Conversations from "../core/conversations";
import { route } from "../domains/route";

export const handler = route(conversationsRoutes, "conversations.get", async ({ params }) =>
  Conversations.withoutNeed(await Conversations.get(params.id, false)),
);
