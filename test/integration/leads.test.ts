import { beforeAll, describe, expect, inject, it } from "vitest";
import type { Lead, LeadCard, LeadsBoardOrder } from "../../shared/schemas/lead";
import { api, login, type Answer } from "../fixtures/api";
import { SEEDED_COMPANY } from "../../scripts/seed/demo-companies";

/** Leads (backoffice.md §2, §3, §7; ADR 0134, 0135) through the real handlers. */

const SELLER_CO = SEEDED_COMPANY.demoRecycling;
const BUYER_CO = SEEDED_COMPANY.demoPackaging;
const UNKNOWN = "d0000000-0000-4000-8000-00000000dead";

let admin: string;
let seller: string;
let staffIds: string[];
let sellerContact: string;
let buyerContact: string;
let materialId: string;

beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  admin = (await login("admin@example.com")).accessToken;
  seller = (await login("seller@example.com")).accessToken;
  staffIds = (await api("GET", "/users", { token: admin })).body.items.map((u: { id: string }) => u.id);
  sellerContact = (await api("GET", `/companies/${SELLER_CO}/users`, { token: admin })).body.items[0].id;
  buyerContact = (await api("GET", `/companies/${BUYER_CO}/users`, { token: admin })).body.items[0].id;
  const m = await api("PUT", "/materials", { token: admin, body: { companyId: SELLER_CO, name: "Lead test rPP", type: "pp", countryOfOrigin: "DE" } });
  expect(m.status, JSON.stringify(m.body)).toBe(201);
  materialId = m.body.id;
});

const issuePaths = (r: Answer) => (r.body.issues ?? []).map((i: { path: string }) => i.path);
const create = (body: object) => api("PUT", "/leads", { token: admin, body: { type: "buy", description: "rPP for crates", companyId: SELLER_CO, ...body } });
async function newLead(body: object = {}): Promise<Lead> {
  const r = await create(body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}
const move = (id: string, column: string, afterId: string | null = null) => api("POST", `/leads/${id}/move`, { token: admin, body: { column, afterId } });
const board = async (): Promise<{ items: LeadCard[]; order: LeadsBoardOrder }> => {
  const r = await api("GET", "/leads?status=open,inProgress,offerSubmitted,sampling,negotiation&limit=200", { token: admin });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
};

describe("leads: CRUD", () => {
  it("creates, reads, updates and deletes a lead with its embeds", async () => {
    const lead = await newLead({ contactId: sellerContact, assigneeId: staffIds[0], materialIds: [materialId], amount: 12.5, targetPrice: { amount: 900, currency: "EUR" } });
    expect(lead).toMatchObject({
      type: "buy",
      status: "open",
      materialType: "abs",
      originChannel: "LEAD_FORM",
      version: 1,
      company: { id: SELLER_CO, name: expect.any(String) },
      contact: { id: sellerContact },
      assignee: { id: staffIds[0], name: expect.any(String) },
      materials: [{ id: materialId, name: "Lead test rPP", type: "pp" }],
      documents: [],
    });
    expect(lead.company).toHaveProperty("countryCode");
    const got = await api("GET", `/leads/${lead.id}`, { token: admin });
    expect(got.status).toBe(200);
    expect(got.body.id).toBe(lead.id);

    const up = await api("POST", "/leads", { token: admin, body: { id: lead.id, version: 1, description: "rPP for pallets", amount: null } });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body).toMatchObject({ description: "rPP for pallets", amount: null, version: 2, contact: { id: sellerContact } });

    // the material's leads card
    const ofMaterial = await api("GET", `/leads?materialId=${materialId}`, { token: admin });
    expect(ofMaterial.body.items.map((l: LeadCard) => l.id)).toContain(lead.id);
    // the company changes: the old company's contact is dropped
    const moved = await api("POST", "/leads", { token: admin, body: { id: lead.id, companyId: BUYER_CO, materialIds: [] } });
    expect(moved.body).toMatchObject({ companyId: BUYER_CO, contactId: null, contact: null, materials: [] });
    expect((await api("GET", `/leads?materialId=${materialId}`, { token: admin })).body.items.map((l: LeadCard) => l.id)).not.toContain(lead.id);

    const del = await api("DELETE", `/leads/${lead.id}`, { token: admin });
    expect(del.status).toBe(200);
    expect((await api("GET", `/leads/${lead.id}`, { token: admin })).status).toBe(404);
    expect((await board()).order.open ?? []).not.toContain(lead.id);
  });

  it("answers 400 naming the field for bad input and stores nothing", async () => {
    // a description of this test only (unless the case is about it), so another file's leads do not count
    const probe = `Refused probe ${Date.now().toString(36)}`;
    for (const [body, path] of [
      [{ description: "" }, "body.description"],
      [{ type: "rent" }, "body.type"],
      [{ companyId: UNKNOWN }, "body.companyId"],
      [{ contactId: buyerContact }, "body.contactId"],
      [{ assigneeId: UNKNOWN }, "body.assigneeId"],
      [{ assigneeId: sellerContact }, "body.assigneeId"],
      [{ materialIds: [UNKNOWN] }, "body.materialIds.0"],
      [{ amount: 0 }, "body.amount"],
      [{ status: "closed" }, "body.status"],
    ] as const) {
      const r = await create(Object.assign({ description: probe }, body));
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(issuePaths(r), JSON.stringify(body)).toContain(path);
    }
    const stored = (await api("GET", `/leads?companyId=${SELLER_CO}&limit=200`, { token: admin })).body.items as LeadCard[];
    expect(stored.filter((l) => l.description === probe || l.description === "")).toEqual([]);
    const lead = await newLead();
    const bad = await api("POST", "/leads", { token: admin, body: { id: lead.id, contactId: buyerContact } });
    expect(bad.status).toBe(400);
    expect(issuePaths(bad)).toEqual(["body.contactId"]);
    expect((await api("GET", `/leads/${lead.id}`, { token: admin })).body.version).toBe(1);
  });

  it("answers 404 for an unknown id on every lead route", async () => {
    expect((await api("GET", `/leads/${UNKNOWN}`, { token: admin })).status).toBe(404);
    expect((await api("POST", "/leads", { token: admin, body: { id: UNKNOWN, description: "x" } })).status).toBe(404);
    expect((await api("DELETE", `/leads/${UNKNOWN}`, { token: admin })).status).toBe(404);
    expect((await move(UNKNOWN, "open")).status).toBe(404);
    expect((await api("POST", `/leads/${UNKNOWN}/upload-document`, { token: admin, body: { contentType: "application/pdf" } })).status).toBe(404);
  });

  it("answers 403 to an ordinary user on every lead route", async () => {
    const lead = await newLead();
    for (const [method, path, body] of [
      ["GET", "/leads", undefined],
      ["PUT", "/leads", { type: "buy", description: "x", companyId: SELLER_CO }],
      ["POST", "/leads", { id: lead.id, description: "x" }],
      ["GET", `/leads/${lead.id}`, undefined],
      ["DELETE", `/leads/${lead.id}`, undefined],
      ["POST", `/leads/${lead.id}/move`, { column: "sampling" }],
      ["POST", `/leads/${lead.id}/upload-document`, { contentType: "application/pdf" }],
      ["GET", "/leads/analytics", undefined],
    ] as const) {
      expect((await api(method, path, { token: seller, body })).status, `${method} ${path}`).toBe(403);
    }
    expect((await api("GET", `/leads/${lead.id}`, { token: admin })).body).toMatchObject({ description: "rPP for crates", status: "open" });
  });

  it("refuses a stale version with 409 and keeps the newer write", async () => {
    const lead = await newLead();
    expect((await api("POST", "/leads", { token: admin, body: { id: lead.id, version: 1, description: "first" } })).status).toBe(200);
    const stale = await api("POST", "/leads", { token: admin, body: { id: lead.id, version: 1, description: "second" } });
    expect(stale.status).toBe(409);
    expect((await api("GET", `/leads/${lead.id}`, { token: admin })).body).toMatchObject({ description: "first", version: 2 });
  });

  it("saves only documents uploaded under the lead's own prefix", async () => {
    const a = await newLead();
    const b = await newLead();
    const up = await api("POST", `/leads/${a.id}/upload-document`, { token: admin, body: { contentType: "application/pdf", name: "offer.pdf" } });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(new URL(up.body.uploadUrl).pathname).toContain(`/leads/${a.id}/`);
    const pdf = Buffer.from("%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF\n");
    expect((await fetch(up.body.uploadUrl, { method: "PUT", body: new Uint8Array(pdf), headers: { "content-type": "application/pdf" } })).status).toBe(200);
    // another lead cannot claim the file
    const other = await api("POST", "/leads", { token: admin, body: { id: b.id, documents: [{ ...up.body.file, size: pdf.length }] } });
    expect(other.status).toBe(400);
    expect(issuePaths(other)[0]).toMatch(/^body\.documents\.0/);
    const saved = await api("POST", "/leads", { token: admin, body: { id: a.id, documents: [{ ...up.body.file, size: pdf.length }] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.documents).toMatchObject([{ id: up.body.id, name: "offer.pdf", size: pdf.length, contentType: "application/pdf" }]);
    expect((await api("POST", `/leads/${a.id}/upload-document`, { token: admin, body: { contentType: "image/png" } })).status).toBe(415);
  });
});

describe("leads: the company delete", () => {
  it("takes the company's leads, their board places and material rows with it", async () => {
    const co = await api("PUT", "/companies", { token: admin, body: { name: `Lead owner ${Date.now().toString(36)}` } });
    expect(co.status, JSON.stringify(co.body)).toBe(201);
    const lead = await newLead({ companyId: co.body.id, materialIds: [materialId] });
    expect((await api("DELETE", `/companies/${co.body.id}`, { token: admin })).status).toBe(200);
    expect((await api("GET", `/leads/${lead.id}`, { token: admin })).status).toBe(404);
    expect((await board()).order.open ?? []).not.toContain(lead.id);
    expect((await api("GET", `/leads?materialId=${materialId}`, { token: admin })).body.items.map((l: LeadCard) => l.id)).not.toContain(lead.id);
  });
});

describe("leads: the board", () => {
  it("lists the columns with the board order; a new lead is on top of its column", async () => {
    const lead = await newLead();
    const b = await board();
    expect(b.items.map((l) => l.id)).toContain(lead.id);
    expect(b.order.open?.[0]).toBe(lead.id);
    // a column's first page carries only that column's order; later pages carry none
    const col = await api("GET", "/leads?status=open&limit=1", { token: admin });
    expect(Object.keys(col.body.order)).toEqual(["open"]);
    const next = await api("GET", `/leads?status=open&limit=1&cursor=${encodeURIComponent(col.body.cursor)}`, { token: admin });
    expect(next.body.order).toBeUndefined();
    const card = b.items.find((l) => l.id === lead.id)!;
    expect(card).toMatchObject({ description: "rPP for crates", company: { id: SELLER_CO }, status: "open", materialType: "abs" });
    const byAssignee = await newLead({ assigneeId: staffIds[0], status: "negotiation" });
    const mine = await api("GET", `/leads?assignee=${staffIds[0]}&status=negotiation`, { token: admin });
    expect(mine.body.items.map((l: LeadCard) => l.id)).toContain(byAssignee.id);
    expect(mine.body.items.every((l: LeadCard) => l.assignee?.id === staffIds[0] && l.status === "negotiation")).toBe(true);
    const none = await api("GET", "/leads?assignee=none", { token: admin });
    expect(none.body.items.every((l: LeadCard) => l.assignee === null)).toBe(true);
  });

  it("moves within a column and between columns", async () => {
    const [a, b, c] = [await newLead(), await newLead(), await newLead()];
    // open: c b a …; move a after c → c a b
    const r = await move(a.id, "open", c.id);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.order.open.slice(0, 3)).toEqual([c.id, a.id, b.id]);
    // b to sampling at the top: the status changes
    const s = await move(b.id, "sampling", null);
    expect(s.body.lead).toMatchObject({ id: b.id, status: "sampling" });
    expect(s.body.order.sampling[0]).toBe(b.id);
    expect(s.body.order.open).not.toContain(b.id);
    const got = await api("GET", `/leads/${b.id}`, { token: admin });
    expect(got.body.status).toBe("sampling");
    const after = await board();
    expect(after.order.open!.indexOf(c.id)).toBeLessThan(after.order.open!.indexOf(a.id));
  });

  it("two concurrent moves from stale boards both survive", async () => {
    const leads = [await newLead(), await newLead(), await newLead(), await newLead()];
    const [p, q, x, y] = leads.map((l) => l.id);
    // both users saw the same board; each drags a different card
    await Promise.all([move(x, "inProgress", null), move(y, "offerSubmitted", null), move(p, "open", q)]);
    const order = (await board()).order;
    expect(order.inProgress?.[0]).toBe(x);
    expect(order.offerSubmitted?.[0]).toBe(y);
    expect(order.open!.indexOf(p)).toBe(order.open!.indexOf(q) + 1);
    // many at once: none is lost
    const more = [await newLead(), await newLead(), await newLead(), await newLead(), await newLead()];
    const answers = await Promise.all(more.map((l) => move(l.id, "negotiation", null)));
    expect(answers.map((a) => a.status)).toEqual(more.map(() => 200));
    const final = (await board()).order.negotiation ?? [];
    for (const l of more) expect(final).toContain(l.id);
    // twenty drags at once, into two columns: every one answers 200 and lands
    const twenty = await Promise.all(Array.from({ length: 20 }, () => newLead()));
    const moved = await Promise.all(twenty.map((l, i) => move(l.id, i % 2 ? "sampling" : "inProgress", null)));
    expect(moved.map((a) => a.status)).toEqual(twenty.map(() => 200));
    const end = (await board()).order;
    for (const [i, l] of twenty.entries()) expect(end[i % 2 ? "sampling" : "inProgress"]).toContain(l.id);
  });
});

describe("leads: analytics", () => {
  // Other test files may create leads at the same time, so the counts are checked as lower bounds.
  it("counts created per week, per assignee and by status", async () => {
    const before = (await api("GET", "/leads/analytics", { token: admin })).body;
    expect(before.weeklyCreated).toHaveLength(12);
    expect(new Date(`${before.weeklyCreated[11].week}T00:00:00Z`).getUTCDay()).toBe(1);
    const l = await newLead({ assigneeId: staffIds[1] ?? staffIds[0] });
    await move(l.id, "sampling");
    const after = (await api("GET", "/leads/analytics", { token: admin })).body;
    expect(after.weeklyCreated[11].count).toBeGreaterThanOrEqual(before.weeklyCreated[11].count + 1);
    const count = (a: typeof before, s: string) => a.byStatus.find((x: { status: string }) => x.status === s)?.count ?? 0;
    expect(count(after, "sampling")).toBeGreaterThanOrEqual(count(before, "sampling") + 1);
    const per = (a: typeof before) => a.perAssignee.find((x: { assigneeId: string | null }) => x.assigneeId === (staffIds[1] ?? staffIds[0]));
    expect(per(after).count).toBeGreaterThanOrEqual((per(before)?.count ?? 0) + 1);
    expect(per(after).name).toEqual(expect.any(String));
  });
});

describe("leads: the seed", () => {
  it("seeds leads over every status with a board order", async () => {
    const a = (await api("GET", "/leads/analytics", { token: admin })).body;
    for (const s of a.byStatus) expect(s.count, s.status).toBeGreaterThan(0);
    expect(a.perAssignee.length).toBeGreaterThanOrEqual(3);
    const b = await board();
    expect(b.items.some((l) => l.id.startsWith("1ead0000"))).toBe(true);
    expect(b.order.sampling?.some((id) => id.startsWith("1ead0000"))).toBe(true);
  });
});
