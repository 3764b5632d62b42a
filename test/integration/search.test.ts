import { beforeAll, describe, expect, inject, it } from "vitest";
import type { SavedView } from "../../shared/schemas/saved-view";
import type { SearchHit } from "../../shared/schemas/search";
import { api, login } from "../fixtures/api";
import { contactOf, issuePaths, newLead, newMaterial, newTenant, tag, type Tenant } from "../fixtures/factories";

/** GET /search (the command palette) and the saved views: each test's records are on companies of its own (tenants). */

let admin: string;

beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  admin = (await login("admin@example.com")).accessToken;
});

const search = async (q: string, token = admin): Promise<SearchHit[]> => {
  const r = await api("GET", `/search?q=${encodeURIComponent(q)}`, { token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.items;
};
const keys = (hits: SearchHit[]) => hits.map((h) => `${h.kind}:${h.id}`);

async function request(tenant: Tenant, description: string): Promise<string> {
  const r = await api("POST", "/material-requests", { token: tenant.accessToken, body: { description, materialType: "pp", amount: 5 } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.id as string;
}

describe("search", () => {
  it("staff find companies, requests and leads by name prefix, contacts by e-mail, deals by transaction number, anything by id", async () => {
    const word = `Zq${tag()}`;
    const tenant = await newTenant({ companyName: `${word} Recycling GmbH` });
    const [requestId, lead, materialId, contactId] = await Promise.all([
      request(tenant, `${word} regrind wanted`),
      newLead(admin, { companyId: tenant.companyId, description: `${word} lead for PP` }),
      newMaterial(admin, { companyId: tenant.companyId, name: `${word} PP flakes` }),
      contactOf(admin, tenant.companyId),
    ]);
    const deal = await api("PUT", "/deals", { token: admin, body: { buyerId: tenant.companyId, transactionNumber: `TRX-${word}` } });
    expect(deal.status, JSON.stringify(deal.body)).toBe(201);

    const byName = keys(await search(word.toLowerCase()));
    expect(byName).toEqual(expect.arrayContaining([`company:${tenant.companyId}`, `request:${requestId}`, `lead:${lead.id}`]));
    expect(keys(await search(tenant.email.toUpperCase()))).toContain(`contact:${contactId}`);
    const byNumber = await search(`trx-${word}`);
    expect(byNumber).toContainEqual(expect.objectContaining({ kind: "deal", id: deal.body.id, match: "number" }));
    for (const [kind, id] of [
      ["material", materialId],
      ["request", requestId],
      ["lead", lead.id],
      ["deal", deal.body.id],
      ["company", tenant.companyId],
    ])
      expect(await search(id)).toContainEqual(expect.objectContaining({ kind, id, match: "id" }));
  });

  it("an ordinary user finds only their own company's records, never another company's", async () => {
    const word = `Zq${tag()}`;
    const [mine, other] = await Promise.all([newTenant({ companyName: `${word} Mine GmbH` }), newTenant({ companyName: `${word} Other GmbH` })]);
    const [myRequest, theirRequest, theirMaterial] = await Promise.all([
      request(mine, `${word} mine`),
      request(other, `${word} theirs`),
      newMaterial(other.accessToken, { name: `${word} theirs` }),
    ]);
    const lead = await newLead(admin, { companyId: mine.companyId, description: `${word} lead` });
    const found = keys(await search(word, mine.accessToken));
    expect(found).toEqual(expect.arrayContaining([`company:${mine.companyId}`, `request:${myRequest}`]));
    expect(found).not.toContain(`company:${other.companyId}`);
    expect(found).not.toContain(`request:${theirRequest}`);
    // leads are staff's, even of the user's own company
    expect(found).not.toContain(`lead:${lead.id}`);
    for (const id of [other.companyId, theirRequest, theirMaterial]) expect(await search(id, mine.accessToken)).toEqual([]);
    expect(await search(other.email, mine.accessToken)).toEqual([]);
  });

  it("answers 400 naming the field for an empty, blank or too long q, and 401 without a token", async () => {
    for (const q of ["", "   ", "x".repeat(101)]) {
      const r = await api("GET", `/search?q=${encodeURIComponent(q)}`, { token: admin });
      expect(r.status, q).toBe(400);
      expect(issuePaths(r)).toEqual(["query.q"]);
    }
    const missing = await api("GET", "/search", { token: admin });
    expect(missing.status).toBe(400);
    expect(issuePaths(missing)).toEqual(["query.q"]);
    expect((await api("GET", "/search?q=acme")).status).toBe(401);
  });
});

describe("saved views", () => {
  const save = (token: string, body: object, headers: Record<string, string> = {}) => api("POST", "/saved-views", { token, body, headers });
  const listOf = async (token: string, query = ""): Promise<SavedView[]> => {
    const r = await api("GET", `/saved-views${query}`, { token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.items;
  };

  it("creates, lists (all or one screen), and deletes a user's own views; another user's id answers 404", async () => {
    const [me, other] = await Promise.all([newTenant(), newTenant()]);
    const a = await save(me.accessToken, { name: "Open PP", screen: "requests", query: "status=open&materialTypes=pp" });
    expect(a.status, JSON.stringify(a.body)).toBe(201);
    expect(a.body).toMatchObject({ name: "Open PP", screen: "requests", query: "status=open&materialTypes=pp" });
    const b = await save(me.accessToken, { name: "Mine", screen: "materials", query: "" });
    expect(b.status).toBe(201);
    expect((await listOf(me.accessToken)).map((v) => v.id).sort()).toEqual([a.body.id, b.body.id].sort());
    expect((await listOf(me.accessToken, "?screen=requests")).map((v) => v.id)).toEqual([a.body.id]);
    expect(await listOf(other.accessToken)).toEqual([]);

    expect((await api("DELETE", `/saved-views/${a.body.id}`, { token: other.accessToken })).status).toBe(404);
    expect((await api("DELETE", `/saved-views/${a.body.id}`, { token: me.accessToken })).status).toBe(204);
    expect((await api("DELETE", `/saved-views/${a.body.id}`, { token: me.accessToken })).status).toBe(404);
    expect((await listOf(me.accessToken)).map((v) => v.id)).toEqual([b.body.id]);
  });

  it("a create repeated under one Idempotency-Key stores one view", async () => {
    const me = await newTenant();
    const headers = { "idempotency-key": `k-${tag()}` };
    const first = await save(me.accessToken, { name: "Once", screen: "leads", query: "status=open" }, headers);
    const again = await save(me.accessToken, { name: "Once", screen: "leads", query: "status=open" }, headers);
    expect(first.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(await listOf(me.accessToken)).toHaveLength(1);
  });

  it("answers 400 naming the field for a bad name, screen or query", async () => {
    const me = await newTenant();
    const cases: [object, string][] = [
      [{ name: "", screen: "leads", query: "" }, "body.name"],
      [{ name: "x", screen: "nope", query: "" }, "body.screen"],
      [{ name: "x", screen: "leads", query: "q".repeat(2001) }, "body.query"],
      [{ name: "x", screen: "leads", query: "?a=1" }, "body.query"],
    ];
    for (const [body, path] of cases) {
      const r = await save(me.accessToken, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(issuePaths(r)).toEqual([path]);
    }
  });
});
