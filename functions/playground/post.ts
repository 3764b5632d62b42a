import { playgroundRoutes } from "../../shared/api/routes/playground";
import * as Conversations from "../core/conversations";
import { route } from "../lib/handler";

export const handler = route(playgroundRoutes, "playground.post", async ({ body, auth }) => {
  const reply = await Conversations.post(body, "MATERIAL_REQUEST", { playground: true, userId: auth.userId });
  return { ...reply, materials: await Conversations.materialsOf(reply.messages) };
});
