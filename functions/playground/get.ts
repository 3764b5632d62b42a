import { playgroundRoutes } from "../../shared/api/routes/playground";
import * as Conversations from "../core/conversations";
import { route } from "../lib/handler";

export const handler = route(playgroundRoutes, "playground.get", async ({ params }) => {
  const c = await Conversations.get(params.id, true);
  return { ...c, materials: await Conversations.materialsOf(c.messages) };
});
