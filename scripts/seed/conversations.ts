import * as Conversations from "../../functions/domains/conversations";
import { db } from "../../functions/db/service";

/**
 * The assistant's demo conversations: visitor requests for HDPE, PP, PET, ABS and LDPE in several
 * languages, some with a second turn, and one staff playground conversation. Each is written through the
 * same core function as POST /conversations, so its replies and recommendations are the engine's real ones.
 * The seed runs on every start and conversations have no list index, so a marker record (a fixed id, written
 * last) says they were written; with it present nothing is added.
 */
const CONVERSATIONS: { turns: string[]; language?: string; playground?: boolean }[] = [
  {
    turns: [
      "We are looking for 200 t per month of natural HDPE granules for blow moulding of bottles, EuCertPlast certified.",
      "Could you also offer it in black? About 50 tonnes to start.",
    ],
  },
  { turns: ["Wir suchen PP Mahlgut schwarz, 40 Tonnen für Spritzguss von Kisten."], language: "de" },
  { turns: ["Looking for clear PET flakes with EFSA approval, 500 tonnes a year for thermoforming trays.", "Is food contact possible with the flakes?"] },
  { turns: ["Buscamos ABS molido para inyección, unas 20 toneladas al mes."], language: "es" },
  { turns: ["LDPE film regrind transparent, 30 t, for film extrusion."] },
  { turns: ["hello", "We need PP granules natural for injection moulding, 100 t per month."] },
  { turns: ["Test: HDPE pipe grade black, 25 t per month, for pipes."], playground: true },
];

/** A fixed id marks that the demo conversations were written (UUID-shaped, never a visitor's). */
export const SEED_MARKER = "00000000-0000-4000-8000-0000000c0a11";

export async function seedConversations(staffIds: string[]): Promise<void> {
  const { data } = await db().conversation.get({ conversationId: SEED_MARKER }).go();
  if (data) return;
  for (const c of CONVERSATIONS) {
    let conversationId: string | undefined;
    for (const content of c.turns) {
      const reply = await Conversations.post({ conversationId, content, language: c.language }, "MATERIAL_REQUEST", {
        playground: c.playground === true,
        ...(c.playground && staffIds[0] ? { userId: staffIds[0] } : {}),
      });
      conversationId = reply.conversationId;
    }
  }
  const at = new Date().toISOString();
  await db()
    .conversation.put({ conversationId: SEED_MARKER, type: "MATERIAL_REQUEST", playground: true, messageCount: 0, createdDate: at, updatedDate: at })
    .go();
}
