import { beforeAll, describe, expect, inject, it } from "vitest";
import type { Interest } from "../../shared/schemas/interest";
import { LIMITS } from "../../functions/lib/rate-limit";
import { api, login } from "../fixtures/api";
import { tag } from "../fixtures/factories";
import { apiFrom } from "../fixtures/from-address";

let admin: string;
let seller: string;
let listed: { id: string; name: string; type: string }[];
let unlistedId: string;
const paths = (r: { body: any }) => (r.body.issues ?? []).map((i: { path: string }) => i.path);
/** Each test its own "network", so the per-address limit counts its calls alone. */
let next = 60;
const address = () => `127.0.0.${next++}`;

beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  admin = (await login("admin@example.com")).accessToken;
  seller = (await login("seller@example.com")).accessToken;
  listed = (await api("GET", "/public-materials?limit=5")).body.items;
  const all = (await api("GET", "/materials?limit=100", { token: admin })).body.items as { id: string; isPublic?: boolean }[];
  unlistedId = all.find((m) => !m.isPublic)!.id;
  expect(listed.length).toBeGreaterThan(1);
});

/** The newest page (other tests and the route fuzzing write interests too, so look for ours in it). */
const page = async (type?: string): Promise<Interest[]> => (await api("GET", `/interests?limit=50${type ? `&type=${type}` : ""}`, { token: admin })).body.items;
const found = async (id: string, type?: string) => (await page(type)).find((i) => i.id === id);
const byEmail = async (email: string) => (await page()).filter((i) => i.email === email);

describe("PUT /interests (public)", () => {
  it("takes a catalogue interest without sign-in and lists it for staff under Catalog and All, newest first", async () => {
    const email = `buyer-${tag()}@example.com`;
    const r = await apiFrom(address(), "PUT", "/interests", {
      body: { type: "CATALOG", email, firstName: "Ada", companyName: "Ada Plastics", materials: [listed[0].id] },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(Object.keys(r.body).sort()).toEqual(["id", "type"]);
    const catalog = await found(r.body.id, "CATALOG");
    expect(catalog).toMatchObject({ id: r.body.id, email, firstName: "Ada", companyName: "Ada Plastics", leadId: null });
    expect(catalog!.materials).toEqual([{ id: listed[0].id, name: listed[0].name, type: listed[0].type }]);
    const all = await page();
    expect(all.some((i) => i.id === r.body.id)).toBe(true);
    expect(all.map((i) => i.createdDate)).toEqual([...all.map((i) => i.createdDate)].sort().reverse());
    expect((await page("SAMPLE")).some((i) => i.id === r.body.id)).toBe(false);
  });

  it("takes a sample request with whole positive amounts, and refuses others naming the field", async () => {
    const from = address();
    const body = (amount: unknown) => ({ type: "SAMPLE", email: `s-${tag()}@example.com`, requestedSamples: [{ materialId: listed[1].id, amount }] });
    for (const bad of [0, -5, 2.5, "10"]) {
      const r = await apiFrom(from, "PUT", "/interests", { body: body(bad) });
      expect(r.status, `${bad}`).toBe(400);
      expect(paths(r)).toEqual(["body.requestedSamples.0.amount"]);
    }
    const ok = await apiFrom(from, "PUT", "/interests", { body: body(25) });
    expect(ok.status).toBe(201);
    const saved = await found(ok.body.id, "SAMPLE");
    expect(saved).toMatchObject({ id: ok.body.id, requestedSamples: [{ materialId: listed[1].id, amount: 25 }] });
    expect(saved!.materials.map((m) => m.id)).toEqual([listed[1].id]);
  });

  it("400 names the field and writes nothing: bad e-mail, type, missing parts, unlisted or unknown materials", async () => {
    const from = address();
    const a = `bad-${tag()}@example.com`;
    for (const [body, path] of [
      [{ type: "CATALOG", email: "not-an-email", materials: [listed[0].id] }, "body.email"],
      [{ type: "WISH", email: a }, "body.type"],
      [{ email: a }, "body.type"],
      [{ type: "CATALOG", email: a }, "body.materials"],
      [{ type: "PRICE", email: a, materials: [] }, "body.materials"],
      [{ type: "SAMPLE", email: a }, "body.requestedSamples"],
      [{ type: "CATALOG", email: a, materials: [unlistedId] }, "body.materials.0"],
      [{ type: "CATALOG", email: a, materials: [listed[0].id, "no-such-material"] }, "body.materials.1"],
      [{ type: "SAMPLE", email: a, requestedSamples: [{ materialId: unlistedId, amount: 5 }] }, "body.requestedSamples.0.materialId"],
      [{ type: "MATERIAL_REQUEST", email: a, conversationId: "not-a-uuid" }, "body.conversationId"],
      [{ type: "MATERIAL_REQUEST", email: a, documents: [{ name: "x", url: "javascript:alert(1)" }] }, "body.documents.0.url"],
    ] as const) {
      const r = await apiFrom(from, "PUT", "/interests", { body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(paths(r), JSON.stringify(body)).toContain(path);
    }
    expect(await byEmail(a)).toEqual([]);
  });

  it("answers a filled honeypot like a success and keeps nothing; refuses a huge body with 413", async () => {
    const from = address();
    const email = `bot-${tag()}@example.com`;
    const bot = await apiFrom(from, "PUT", "/interests", { body: { type: "MATERIAL_REQUEST", email, website: "http://spam.example" } });
    expect(bot.status).toBe(201);
    expect(bot.body.id).toBeTruthy();
    const huge = await apiFrom(from, "PUT", "/interests", { body: { type: "MATERIAL_REQUEST", email, description: "x".repeat(20_000) } });
    expect(huge.status).toBe(413);
    expect(await byEmail(email)).toEqual([]);
  });

  it(`answers 429 with Retry-After after ${LIMITS.interestsPerIp.max} interests from one address in a minute`, async () => {
    // A fixed window: start at its beginning so all attempts fall in one.
    const into = Date.now() % (LIMITS.interestsPerIp.windowSeconds * 1000);
    if (into > 45_000) await new Promise((r) => setTimeout(r, LIMITS.interestsPerIp.windowSeconds * 1000 - into + 50));
    const from = address();
    const body = { type: "MATERIAL_REQUEST", email: `many-${tag()}@example.com`, description: "HDPE for crates" };
    for (let i = 0; i < LIMITS.interestsPerIp.max; i++) expect((await apiFrom(from, "PUT", "/interests", { body })).status).toBe(201);
    const blocked = await apiFrom(from, "PUT", "/interests", { body });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await apiFrom(address(), "PUT", "/interests", { body })).status).toBe(201);
  });
});

describe("GET /interests and interest → lead (staff)", () => {
  it("refuses ordinary users and anonymous callers", async () => {
    expect((await api("GET", "/interests", { token: seller })).status).toBe(403);
    expect((await api("GET", "/interests")).status).toBe(401);
    const any = (await page())[0];
    expect((await api("POST", `/interests/${any.id}/lead`, { token: seller })).status).toBe(403);
    expect((await api("GET", "/interests?type=NOPE", { token: admin })).status).toBe(400);
  });

  it("turns an interest into a buy lead for a new company and contact, once, however often it is clicked", async () => {
    const email = `lead-${tag()}@newco.example`;
    const company = `Newco ${tag()} Recycling`;
    const put = await apiFrom(address(), "PUT", "/interests", {
      body: { type: "PRICE", email, firstName: "Lena", lastName: "Berg", companyName: company, materials: [listed[0].id], description: "Monthly volume 20 t" },
    });
    expect(put.status).toBe(201);
    const [a, b] = await Promise.all([
      api("POST", `/interests/${put.body.id}/lead`, { token: admin }),
      api("POST", `/interests/${put.body.id}/lead`, { token: admin }),
    ]);
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(b.status, JSON.stringify(b.body)).toBe(200);
    expect(b.body.lead.id).toBe(a.body.lead.id);
    const lead = a.body.lead;
    expect(lead).toMatchObject({ type: "buy", status: "open", originChannel: `INTEREST#${put.body.id}`, materialType: listed[0].type });
    expect(lead.materialIds).toEqual([listed[0].id]);
    expect(lead.description).toContain(email);
    expect(lead.description).toContain("Monthly volume 20 t");
    expect(a.body.interest.leadId).toBe(lead.id);
    const companyRecord = await api("GET", `/companies/${lead.companyId}`, { token: admin });
    expect(companyRecord.body.name).toBe(company);
    const contact = await api("GET", `/contacts/${lead.contactId}`, { token: admin });
    expect(contact.body).toMatchObject({ email, firstName: "Lena", lastName: "Berg", companyId: lead.companyId });
    const again = await api("POST", `/interests/${put.body.id}/lead`, { token: admin });
    expect(again.body.lead.id).toBe(lead.id);
  });

  it("finds the company of a known contact instead of creating one", async () => {
    const put = await apiFrom(address(), "PUT", "/interests", {
      body: { type: "CATALOG", email: "seller@example.com", companyName: "Whatever Ltd", materials: [listed[1].id] },
    });
    const r = await api("POST", `/interests/${put.body.id}/lead`, { token: admin });
    expect(r.status).toBe(200);
    const me = await login("seller@example.com");
    expect(r.body.lead).toMatchObject({ companyId: me.companyId, contactId: me.userId });
  });

  it("answers 404 for an unknown interest", async () => {
    expect((await api("POST", "/interests/00000000-0000-4000-8000-000000000000/lead", { token: admin })).status).toBe(404);
  });
});
