import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { getConversation, listMessages } from "../../functions/domains/conversations";
import { db } from "../../functions/db/service";
import { LIMITS, type Limit } from "../../functions/lib/rate-limit";
import { apiFrom } from "../fixtures/from-address";
import { loseCompletion } from "../fixtures/idempotency";
import { countedAt } from "../fixtures/rate-limits";

/**
 * An assistant post retried after its answer was lost stores nothing new (ADR 0174): the post is made with a
 * key, its idempotency record is deleted (as if the process died before completing it), the same request is
 * sent again with the same key: the same conversation and messages are answered, one visitor message and one
 * reply are stored, the room for them is taken once, and the retry counts against no rate limit again.
 */

beforeAll(() => {
  Object.assign(process.env, inject("stackEnv"));
});

const HDPE = "We are looking for 200 t per month of natural HDPE granules for blow moulding of bottles.";

/** The post, its completion lost, the retries with the same key and body (each run again): all answers. */
async function postAgain(routeId: string, path: string, body: object, from: string, retries = 1) {
  const headers = { "idempotency-key": randomUUID() };
  const first = await apiFrom(from, "POST", path, { body, headers });
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  const answers = [];
  for (let i = 0; i < retries; i++) {
    await loseCompletion(routeId, first.body.messages[0].id);
    const again = await apiFrom(from, "POST", path, { body, headers });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    // run again, not replayed from the idempotency record
    expect(again.headers["idempotent-replayed"]).toBeUndefined();
    answers.push(again);
  }
  return { first, answers };
}

const messagesOf = async (id: string) => (await listMessages(id)).map((m) => [m.createdBy, m.id]);

describe("an assistant post retried after its answer was lost", () => {
  it("a new conversation (v4): the same conversation and pair answered, one pair stored, counted once", async () => {
    const from = "127.0.17.1";
    const checks: [Limit, string][] = [[LIMITS.conversationsPerIp, from]];
    const startedAt = Date.now() / 1000;
    const before = await countedAt(checks, [startedAt]);
    const { first, answers } = await postAgain("conversations.postV4", "/v4/conversations", { content: HDPE }, from, 3);
    const after = await countedAt(checks, [startedAt, Date.now() / 1000]);
    const id = first.body.conversationId;
    for (const again of answers) expect(again.body).toEqual(first.body);
    expect(await messagesOf(id)).toEqual(first.body.messages.map((m: { createdBy: string; id: string }) => [m.createdBy, m.id]));
    expect((await getConversation(id))?.messageCount).toBe(2);
    expect(after[0] - before[0]).toBe(1);
  });

  it("a message to a conversation (v2): one more pair, the room taken once", async () => {
    const from = "127.0.17.2";
    const start = await apiFrom(from, "POST", "/conversations", { body: { content: HDPE } });
    const id = start.body.conversationId;
    const { first, answers } = await postAgain(
      "conversations.post",
      "/conversations",
      { conversationId: id, content: "Also in black, about 50 tonnes." },
      from,
    );
    expect(answers[0].body).toEqual(first.body);
    expect(await messagesOf(id)).toEqual([...start.body.messages, ...first.body.messages].map((m: { createdBy: string; id: string }) => [m.createdBy, m.id]));
    expect((await getConversation(id))?.messageCount).toBe(4);
  });

  it("a first attempt that took the room and stored no message: the retry stores the pair and takes no more room", async () => {
    const from = "127.0.17.3";
    const start = await apiFrom(from, "POST", "/conversations", { body: { content: HDPE } });
    const id = start.body.conversationId;
    const headers = { "idempotency-key": randomUUID() };
    const body = { conversationId: id, content: "Also in black, about 50 tonnes." };
    const first = await apiFrom(from, "POST", "/conversations", { body, headers });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // The messages gone, the room still taken: the first attempt died between the two.
    for (const m of first.body.messages) await db().conversationMessage.delete({ conversationId: id, createdDate: m.createdDate, id: m.id }).go();
    await loseCompletion("conversations.post", first.body.messages[0].id);
    const again = await apiFrom(from, "POST", "/conversations", { body, headers });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.messages.map((m: { id: string; createdDate: string }) => [m.id, m.createdDate])).toEqual(
      first.body.messages.map((m: { id: string; createdDate: string }) => [m.id, m.createdDate]),
    );
    expect(await messagesOf(id)).toEqual([...start.body.messages, ...first.body.messages].map((m: { createdBy: string; id: string }) => [m.createdBy, m.id]));
    expect((await getConversation(id))?.messageCount).toBe(4);
  });

  it("without a key every post is new", async () => {
    const from = "127.0.17.4";
    const a = await apiFrom(from, "POST", "/v4/conversations", { body: { content: HDPE } });
    const b = await apiFrom(from, "POST", "/v4/conversations", { body: { content: HDPE } });
    expect(b.body.conversationId).not.toBe(a.body.conversationId);
    expect(await messagesOf(b.body.conversationId)).toHaveLength(2);
  });
});
