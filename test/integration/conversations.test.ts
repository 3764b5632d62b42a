import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { LIMITS } from "../../functions/lib/rate-limit";
import { createConversation, getConversation } from "../../functions/domains/conversations";
import { db } from "../../functions/db/service";
import { SEED_MARKER } from "../../scripts/seed/conversations";
import {
  MAX_CONVERSATION_MESSAGES,
  MAX_MESSAGE_LENGTH,
  type Conversation,
  type ConversationReplyV4,
  type ConversationV4,
  type PlaygroundReply,
} from "../../shared/schemas/conversation";
import { PUBLIC_HIDDEN_FIELDS } from "../../shared/schemas/material";
import { api, login } from "../fixtures/api";
import { apiFrom } from "../fixtures/from-address";

/** The assistant's conversations and the playground (ADR 0150). */

let admin: string;
let seller: string;

beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  admin = (await login("admin@example.com")).accessToken;
  seller = (await login("seller@example.com")).accessToken;
});

/** POST from a chosen loopback address: the per-address limit (30 a minute) is counted per test. */
const post = (path: string, body: unknown, localAddress: string) => apiFrom(localAddress, "POST", path, typeof body === "string" ? { raw: body } : { body });

const HDPE = "We are looking for 200 t per month of natural HDPE granules for blow moulding of bottles, EuCertPlast certified.";
const paths = (r: { body: { issues?: { path: string }[] } }) => (r.body.issues ?? []).map((i) => i.path);

describe("public conversations", () => {
  const ip = "127.0.0.151";
  let id: string;

  it("a new conversation answers a reply recommending HDPE materials, all listed", async () => {
    const r = await post("/v4/conversations", { content: HDPE }, ip);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const reply = r.body as ConversationReplyV4;
    id = reply.conversationId;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(reply.messages.map((m) => m.createdBy)).toEqual(["user", "tool"]);
    expect(reply.messages[0]).toMatchObject({ content: HDPE, artifact: null, documents: [] });
    const tool = reply.messages[1];
    expect(tool.content).toContain("Type: HDPE");
    const ids = tool.artifact!.recommendations;
    expect(ids.length).toBeGreaterThan(0);
    // The best are HDPE, and every recommendation is a listed (public catalogue) material.
    expect(reply.materials[0].type).toBe("hdpe");
    expect(reply.materials.map((m) => m.id)).toEqual(ids);
    for (const mid of ids) expect((await api("GET", `/catalog/materials/${mid}`)).status).toBe(200);
    // Public cards: no company, no staff fields.
    expect(reply.materials[0]).not.toHaveProperty("company");
    for (const f of PUBLIC_HIDDEN_FIELDS) expect(reply.materials[0]).not.toHaveProperty(f);
  });

  it("appends to the conversation; GET v2 and v4 answer its messages (v4 with the materials)", async () => {
    const r = await post("/conversations", { conversationId: id, content: "Also in black, about 50 tonnes.", language: "de" }, ip);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.conversationId).toBe(id);
    expect(r.body).not.toHaveProperty("materials");
    expect(r.body).not.toHaveProperty("need");
    expect(r.body.messages[1].content).toContain("Das habe ich verstanden:");

    const v2 = await api<Conversation>("GET", `/v2/conversations/${id}`);
    expect(v2.status).toBe(200);
    expect(v2.body).toMatchObject({ id, type: "MATERIAL_REQUEST" });
    expect(v2.body.messages.map((m) => m.createdBy)).toEqual(["user", "tool", "user", "tool"]);
    expect(v2.body).not.toHaveProperty("materials");
    expect(v2.body).not.toHaveProperty("need");
    const v4 = await api<ConversationV4>("GET", `/v4/conversations/${id}`);
    expect(v4.status).toBe(200);
    expect(v4.body.messages).toEqual(v2.body.messages);
    expect(v4.body.materials.length).toBeGreaterThan(0);
    const recommended = new Set(v4.body.messages.flatMap((m) => m.artifact?.recommendations ?? []));
    expect(v4.body.materials.every((m) => recommended.has(m.id))).toBe(true);
  });

  it("?type=CATALOG starts a catalogue conversation", async () => {
    const r = await post("/conversations?type=CATALOG", { content: "PP regrind black" }, ip);
    expect(r.status).toBe(200);
    expect((await api("GET", `/v2/conversations/${r.body.conversationId}`)).body.type).toBe("CATALOG");
    expect((await post("/conversations?type=OTHER", { content: "PP" }, ip)).status).toBe(400);
  });

  it("unknown and malformed ids answer 404", async () => {
    expect((await api("GET", `/v2/conversations/${randomUUID()}`)).status).toBe(404);
    expect((await api("GET", `/v4/conversations/${randomUUID()}`)).status).toBe(404);
    expect((await api("GET", "/v4/conversations/not-a-uuid")).status).toBe(404);
    expect((await post("/v4/conversations", { conversationId: randomUUID(), content: "PP" }, ip)).status).toBe(404);
  });

  it("bad input answers 400 naming the field; a huge body 413; nothing written", async () => {
    const empty = await post("/v4/conversations", { content: "   " }, ip);
    expect(empty.status).toBe(400);
    expect(paths(empty)).toContain("body.content");
    const long = await post("/v4/conversations", { content: "x".repeat(MAX_MESSAGE_LENGTH + 1) }, ip);
    expect(long.status).toBe(400);
    expect(paths(long)).toContain("body.content");
    const badId = await post("/v4/conversations", { conversationId: "123", content: "PP" }, ip);
    expect(badId.status).toBe(400);
    expect(paths(badId)).toContain("body.conversationId");
    expect((await post("/v4/conversations", { content: "x".repeat(20_000) }, ip)).status).toBe(413);
  });

  it(`a conversation takes at most ${MAX_CONVERSATION_MESSAGES} messages (409 after, nothing stored)`, async () => {
    const full = randomUUID();
    await createConversation({ conversationId: full, type: "MATERIAL_REQUEST", playground: false });
    await db()
      .conversation.update({ conversationId: full })
      .set({ messageCount: MAX_CONVERSATION_MESSAGES - 1 })
      .go();
    const r = await post("/conversations", { conversationId: full, content: "PP" }, ip);
    expect(r.status).toBe(409);
    expect(r.body.message).toMatch(/limit/);
    expect((await api("GET", `/v2/conversations/${full}`)).body.messages).toEqual([]);
  });

  it("a filled honeypot answers the usual shape and stores nothing", async () => {
    const r = await post("/v4/conversations", { content: HDPE, website: "http://spam.example" }, "127.0.0.152");
    expect(r.status).toBe(200);
    expect(r.body.messages).toHaveLength(2);
    expect(r.body.materials).toEqual([]);
    expect(await getConversation(r.body.conversationId)).toBeNull();
    expect((await api("GET", `/v4/conversations/${r.body.conversationId}`)).status).toBe(404);
  });
});

describe("the playground (staff)", () => {
  let staffId: string;
  let publicId: string;

  beforeAll(async () => {
    publicId = (await post("/conversations", { content: "PET flakes clear" }, "127.0.0.153")).body.conversationId;
  });

  it("answers the reply, the materials and the need the engine read; GET gives them back", async () => {
    const r = await api<PlaygroundReply>("POST", "/playground/conversations", { token: admin, body: { content: HDPE } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    staffId = r.body.conversationId;
    expect(r.body.need).toMatchObject({ materialType: "hdpe", conditions: ["granules"], capacity: { amount: 200, frequency: "month" } });
    expect(r.body.materials[0].type).toBe("hdpe");
    const again = await api("POST", "/playground/conversations", { token: admin, body: { conversationId: staffId, content: "in black please" } });
    expect(again.status).toBe(200);
    expect(again.body.need).toMatchObject({ materialType: "hdpe", colors: expect.arrayContaining(["natural", "black"]) });
    const g = await api("GET", `/playground/conversations/${staffId}`, { token: admin });
    expect(g.status).toBe(200);
    expect(g.body.messages).toHaveLength(4);
    expect(g.body.need.materialType).toBe("hdpe");
    expect((await getConversation(staffId))!.playground).toBe(true);
  });

  it("an ordinary user gets 403, no token 401", async () => {
    expect((await api("POST", "/playground/conversations", { token: seller, body: { content: HDPE } })).status).toBe(403);
    expect((await api("GET", `/playground/conversations/${staffId}`, { token: seller })).status).toBe(403);
    expect((await api("POST", "/playground/conversations", { body: { content: HDPE } })).status).toBe(401);
    expect((await api("GET", `/playground/conversations/${staffId}`)).status).toBe(401);
  });

  it("playground ids are 404 on the public routes and public ids on the playground routes", async () => {
    expect((await api("GET", `/v2/conversations/${staffId}`)).status).toBe(404);
    expect((await api("GET", `/v4/conversations/${staffId}`)).status).toBe(404);
    expect((await post("/v4/conversations", { conversationId: staffId, content: "PP" }, "127.0.0.153")).status).toBe(404);
    expect((await api("GET", `/playground/conversations/${publicId}`, { token: admin })).status).toBe(404);
    expect((await api("POST", "/playground/conversations", { token: admin, body: { conversationId: publicId, content: "PP" } })).status).toBe(404);
  });
});

describe("seed", () => {
  it("the demo conversations were written through the core module (marker present)", async () => {
    expect(await getConversation(SEED_MARKER)).not.toBeNull();
  });
});

describe("rate limit", () => {
  it(`the ${LIMITS.conversationsPerIp.max + 1}st message in a minute from one address answers 429`, async () => {
    // Start right after a window begins, so the burst stays in one fixed window.
    const window = LIMITS.conversationsPerIp.windowSeconds * 1000;
    const left = window - (Date.now() % window);
    if (left < 25_000) await new Promise((r) => setTimeout(r, left + 50));
    const ip = "127.0.0.154";
    // Honeypot posts count like any attempt and store nothing, so the burst is cheap.
    for (let i = 0; i < LIMITS.conversationsPerIp.max; i++) expect((await post("/conversations", { content: "PP", website: "x" }, ip)).status).toBe(200);
    const blocked = await post("/conversations", { content: HDPE }, ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await post("/conversations", { content: "PP", website: "x" }, "127.0.0.155")).status).toBe(200);
  });
});
