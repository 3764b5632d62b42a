import type { output } from "zod/v4/core";
import type { PlaygroundPost } from "../../../shared/schemas/conversation";
import * as Conversations from "../conversations";

/**
 * The playground service: staff try the material assistant. The conversation engine and its records are
 * the conversations module's; a playground conversation is kept apart from visitors' (its `playground`
 * flag), and each answer carries the public list items of the materials its messages recommend.
 */

/** GET /playground/conversations/{id}: a playground conversation with the materials it recommended. */
export async function get(id: string) {
  const c = await Conversations.get(id, true);
  return { ...c, materials: await Conversations.materialsOf(c.messages) };
}

/** POST /playground/conversations: one turn, as a material request, by the signed-in staff member. */
export async function post(body: output<typeof PlaygroundPost>, userId: string) {
  const reply = await Conversations.post(body, "MATERIAL_REQUEST", { playground: true, userId });
  return { ...reply, materials: await Conversations.materialsOf(reply.messages) };
}
