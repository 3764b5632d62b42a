import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { randomUUID } from "node:crypto";
import type { output } from "zod/v4/core";
import {
  MAX_CONVERSATION_MESSAGES,
  type Conversation,
  type ConversationMessage,
  type ConversationPost,
  type ConversationReply,
  type ConversationType,
  type ReadNeed,
} from "../../../shared/schemas/conversation";
import type { PublicMaterialListItem } from "../../../shared/schemas/material";
import type { ConversationItem, ConversationMessageItem } from "./entity";
import { createConversation, getConversation, listMessages, putMessage, reserveMessages, toMessage } from "./queries";
import { publicListItemsByIds } from "../materials";
import { aiEngine, type MaterialNeed } from "../../integrations/ai";
import { HttpError, isConditionFailure, notFound } from "../../lib/errors";
import { derivedInThisRequest, earlierRecord, newId } from "../../lib/ids";
import { guardPublicWrite } from "../public-write";
import { LIMITS } from "../../lib/rate-limit";
import { recommend } from "../../core/recommend";

/**
 * The material assistant's conversations, visitors' and the staff playground's (ADR 0150). Each visitor message is answered in the same request: the engine
 * reads the need from all the visitor's messages so far, the matching engine recommends listed materials,
 * the engine writes the reply. Public and playground conversations share the code and never each other's ids.
 * The service other domains, scripts and tests call (never ./queries or ./entity).
 */

/** The stored records, for the seed's and tests' checks: a conversation (or null), its messages oldest first, an empty one. */
export { createConversation, getConversation, listMessages } from "./queries";

export interface PostOptions {
  /** Staff conversations (the playground) and the staff member writing. */
  playground: boolean;
  userId?: string;
}

type Body = Pick<output<typeof ConversationPost>, "conversationId" | "content" | "documents" | "language">;
/** A visitor's post: the body with its honeypot field. */
type PublicBody = Body & Pick<output<typeof ConversationPost>, "website">;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The conversation of this kind, or null: an unknown id, a malformed one and one of the other kind alike. */
async function find(id: string, playground: boolean): Promise<ConversationItem | null> {
  const c = UUID.test(id) ? await getConversation(id.toLowerCase()) : null;
  return c && Boolean(c.playground) === playground ? c : null;
}

/** The conversation of this kind: an unknown id, a malformed one, or one of the other kind answer 404 alike. */
async function load(id: string, playground: boolean): Promise<ConversationItem> {
  const c = await find(id, playground);
  if (!c) throw notFound("Conversation");
  return c;
}

const full = () => new HttpError(409, `This conversation holds ${MAX_CONVERSATION_MESSAGES} messages, its limit; start a new conversation`);

const needText = (messages: { createdBy: string; content: string }[]) =>
  messages
    .filter((m) => m.createdBy === "user")
    .map((m) => m.content)
    .join("\n");

/** The ids a post writes under: derived from the request under an Idempotency-Key (ADR 0174), else random. */
interface PostIds {
  /** A new conversation's id; null when the post goes to a given one. */
  conversation: string | null;
  user: string;
  reply: string;
}

/** What an earlier attempt of this post stored: its conversation (with the messages) and its messages, if any. */
interface Earlier {
  conversation: ConversationItem;
  history: ConversationMessageItem[];
  user?: ConversationMessageItem;
  reply?: ConversationMessageItem;
}

/**
 * What an earlier attempt of this post (same caller, route and key) stored, or null; only a keyed post looks
 * (a new conversation: one GetItem of its derived id; a given one: the record and its messages, which the post
 * reads anyway).
 */
async function earlierAttempt(body: Body, ids: PostIds, playground: boolean): Promise<Earlier | null> {
  if (!derivedInThisRequest(ids.user)) return null;
  const conversation = ids.conversation ? await earlierRecord(ids.conversation, getConversation) : await find(body.conversationId!, playground);
  if (!conversation || Boolean(conversation.playground) !== playground) return null;
  const history = await listMessages(conversation.conversationId);
  return { conversation, history, user: history.find((m) => m.id === ids.user), reply: history.find((m) => m.id === ids.reply) };
}

/** A post about to be answered: its ids and what an earlier attempt of it stored. */
interface Turn {
  ids: PostIds;
  earlier: Earlier | null;
}

async function turnOf(body: Body, playground: boolean): Promise<Turn> {
  const ids: PostIds = {
    conversation: body.conversationId ? null : newId("conversation"),
    user: newId("conversationMessage"),
    reply: newId("conversationMessage"),
  };
  return { ids, earlier: await earlierAttempt(body, ids, playground) };
}

/** The answer of a post an earlier attempt stored whole (its answer was lost), or null. */
function replayOf({ earlier }: Turn): PostReply | null {
  if (!earlier?.user || !earlier.reply) return null;
  // The reservation that preceded the messages stored the need.
  return {
    conversationId: earlier.conversation.conversationId,
    messages: [earlier.user, earlier.reply].map(toMessage),
    need: earlier.conversation.need as ReadNeed,
  };
}

type PostReply = ConversationReply & { need: ReadNeed };

/**
 * One visitor message and the assistant's reply. Under an Idempotency-Key the conversation's and messages' ids
 * derive from the request, the room for the two messages is taken once per post (`reserveMessages`) and the
 * messages are conditional puts dated by it: a retry whose first answer was lost answers what its first
 * attempt stored and stores nothing new, and one whose first attempt died part-way stores only what is missing.
 */
export async function post(body: Body, type: ConversationType, opts: PostOptions): Promise<PostReply> {
  const turn = await turnOf(body, opts.playground);
  return replayOf(turn) ?? (await answer(body, type, opts, turn));
}

/**
 * A visitor's post on the public routes (a material request unless `type` says otherwise): the public-write
 * guard (the per-address rate limit, the honeypot) runs once the post is known to be new, so a retry of a
 * stored post is answered without counting against the limits again; a bot gets `botReply` and nothing is
 * stored. Public answers carry no need.
 */
export async function postPublic(body: PublicBody, type: ConversationType | undefined, event: APIGatewayProxyEventV2): Promise<ConversationReply> {
  const turn = await turnOf(body, false);
  const replay = replayOf(turn);
  if (replay) return withoutNeed(replay);
  if ((await guardPublicWrite(event, body, [LIMITS.conversationsPerIp])).isBot) return botReply(body);
  return withoutNeed(await answer(body, type ?? "MATERIAL_REQUEST", { playground: false }, turn));
}

/** POST /v4/conversations: `postPublic`'s answer with the recommended materials (a bot's reply recommends none, and reads none). */
export async function postPublicV4(body: PublicBody, type: ConversationType | undefined, event: APIGatewayProxyEventV2) {
  const reply = await postPublic(body, type, event);
  return { ...reply, materials: await materialsOf(reply.messages) };
}

async function answer(body: Body, type: ConversationType, opts: PostOptions, { ids, earlier }: Turn): Promise<PostReply> {
  const existing = earlier?.conversation ?? (body.conversationId ? await load(body.conversationId, opts.playground) : null);
  const conversationId = existing?.conversationId ?? ids.conversation!;
  // The messages before this post's (an earlier attempt's visitor message is this post's own).
  const history = (earlier?.history ?? (existing ? await listMessages(conversationId) : [])).filter((m) => m.id !== ids.user && m.id !== ids.reply);
  // A full conversation is refused before any engine work (unless an earlier attempt took this post's room);
  // the reservation below is the atomic check.
  const roomTaken = Boolean(earlier?.user) || existing?.lastPost === ids.user;
  if (existing && !roomTaken && existing.messageCount + 2 > MAX_CONVERSATION_MESSAGES) throw full();
  const language = body.language ?? existing?.language ?? undefined;

  const engine = aiEngine();
  const turns = [...history.map((m) => ({ createdBy: m.createdBy, content: m.content })), { createdBy: "user" as const, content: body.content }];
  const need: MaterialNeed = await engine.readNeed(needText(turns));
  const recommendations = await recommend(need);
  const reply = await engine.writeReply({ history: turns, need, recommendations, language });

  // The record first (a new conversation), then the room for two messages, then the messages.
  if (!existing)
    await createConversationOnce({
      conversationId,
      type,
      playground: opts.playground,
      ...(opts.userId ? { userId: opts.userId } : {}),
      ...(language ? { language } : {}),
    });
  const at = earlier?.user?.createdDate ?? (await reserveMessages(conversationId, { id: ids.user, at: new Date().toISOString() }, { language, need }));
  if (!at) throw full();
  // The reply is dated after the message it answers, so the partition's date order is the conversation's.
  const replyAt = new Date(new Date(at).getTime() + 1).toISOString();
  const user =
    earlier?.user ??
    (await putMessage({
      conversationId,
      id: ids.user,
      content: body.content,
      createdBy: "user",
      createdDate: at,
      ...(body.documents?.length ? { documents: body.documents } : {}),
    }));
  // Only fitting materials are the message's recommendations (its catalogue cards); near ones are named in the text.
  const tool = await putMessage({
    conversationId,
    id: ids.reply,
    content: reply,
    createdBy: "tool",
    createdDate: replyAt,
    recommendations: recommendations.filter((r) => r.fits).map((r) => r.id),
  });
  return { conversationId, messages: [user, tool].map(toMessage), need };
}

/** A new conversation's record; one an attempt of the same request (same derived id) stored first is kept. */
async function createConversationOnce(c: Parameters<typeof createConversation>[0]): Promise<void> {
  try {
    await createConversation(c);
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}

/**
 * A filled honeypot (a bot): the answer has the usual shape — a new id, the message and a reply — and
 * nothing is stored, so the bot learns nothing from it.
 */
export function botReply(body: Body): ConversationReply {
  const at = new Date().toISOString();
  const conversationId = body.conversationId ?? randomUUID();
  return {
    conversationId,
    messages: [
      { id: randomUUID(), content: body.content, createdBy: "user", createdDate: at, artifact: null, documents: [] },
      {
        id: randomUUID(),
        content: "Thank you for your message. Could you tell us which material you are looking for?",
        createdBy: "tool",
        createdDate: at,
        artifact: { recommendations: [] },
        documents: [],
      },
    ],
  };
}

export async function get(id: string, playground: boolean): Promise<Conversation & { need: ReadNeed | null }> {
  const c = await load(id, playground);
  const messages = (await listMessages(c.conversationId)).map(toMessage);
  return { id: c.conversationId, type: c.type, createdDate: c.createdDate, messages, need: (c.need as ReadNeed | undefined) ?? null };
}

/** GET /v2/conversations/{id}: a visitor's conversation, without the need (a playground id answers 404). */
export async function getPublic(id: string): Promise<Conversation> {
  return withoutNeed(await get(id, false));
}

/** GET /v4/conversations/{id}: `getPublic`'s answer with the materials its messages recommend. */
export async function getPublicV4(id: string) {
  const c = await getPublic(id);
  return { ...c, materials: await materialsOf(c.messages) };
}

/** The recommended materials of these messages as public catalogue cards (v4 answers): listed ones only. */
export function materialsOf(messages: ConversationMessage[]): Promise<PublicMaterialListItem[]> {
  return publicListItemsByIds(messages.flatMap((m) => m.artifact?.recommendations ?? []));
}

/** Public answers carry no staff facts: the need is the playground's. */
export const withoutNeed = <T extends { need?: unknown }>({ need: _n, ...rest }: T): Omit<T, "need"> => rest;
