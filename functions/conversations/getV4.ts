import { conversationsRoutes } from "../../shared/api/routes/conversations";
import * as Conversations from "../core/conversations";
import { route } from "../domains/route";

export const handler = route(conversationsRoutes, "conversations.getV4", async ({ params }) => {
  const c = Conversations.withoutNeed(await Conversations.get(params.id, false));
  return { ...c, materials: await Conversations.materialsOf(c.messages) };
});
