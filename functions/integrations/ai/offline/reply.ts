import type { ConversationContext } from "../types";

// Contract placeholder (issue 12, CONVERSATIONS helper): the offline assistant's reply.
export async function writeReply(ctx: ConversationContext): Promise<string> {
  return ctx.recommendations.length ? ctx.recommendations.map((r) => r.name).join(", ") : "";
}
