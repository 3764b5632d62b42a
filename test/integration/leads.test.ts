import { beforeAll, describe, expect, inject, it } from "vitest";
import type { Lead, LeadCard, LeadsBoardOrder } from "../../shared/schemas/lead";
import { allPages, api, login } from "../fixtures/api";
import { contactOf, issuePaths, newMaterial, newTenant } from "../fixtures/factories";
import { sendUpload } from "../fixtures/upload";

/**
 * Leads (ADR 0134, 0135) through the real handlers. Each test puts its leads on
 * companies of its own (tenants), so a company's list holds exactly the test's leads. The board order and the
 * analytics are one for all companies: other test files add leads to them at the same time, so those are
 * checked against what was there before (a new card goes above every older one) or as lower bounds.
 */

const UNKNOWN = "d0000000-0000-4000-8000-00000000dead";
const BOARD = "open,inProgress,offerSubmitted,sampling,negotiation";

let admin: string;
let staffIds: string[];

beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  admin = (await login("admin@example.com")).accessToken;
  staffIds = (await api("GET", "/users", { token: admin })).body.items.map((u: { id: string }) => u.id);
});

const create = (companyId: string, body: object = {}) =>
  api("PUT", "/leads", { token: admin, body: { type: "buy", description: "rPP for crates", companyId, ...body } });
async function newLead(companyId: string, body: object = {}): Promise<Lead> {
  const r = await create(companyId, body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}
const move = (id: string, column: string, afterId: string | null = null) => api("POST", `/leads/${id}/move`, { token: admin, body: { column, afterId } });
const board = async (): Promise<{ items: LeadCard[]; order: LeadsBoardOrder }> => {
  const r = await api("GET", `/leads?status=${BOARD}&limit=200`, { token: admin });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
};
/** The ids of a company's leads (newest first), over every page; `query` adds filters. */
const idsOf = async (companyId: string, query = "") => (await allPages<LeadCard>(`/leads?companyId=${companyId}${query}`, admin)).map((l) => l.id);
const leadsOfMaterial = async (materialId: string) => (await allPages<LeadCard>(`/leads?materialId=${materialId}`, admin)).map((l) => l.id);
/** `id` sits above every card that was in the column before (`before`) and is still there. */
function onTop(column: string[] | undefined, id: string, before: string[] | undefined) {
  const ids = column ?? [];
  expect(ids).toContain(id);
  const older = (before ?? []).filter((x) => x !== id && ids.includes(x));
  expect(
    older.filter((x) => ids.indexOf(x) < ids.indexOf(id)),
    `above ${id}`,
  ).toEqual([]);
}

describe("leads: CRUD", () => {
  it("creates, reads, updates and deletes a lead with its embeds", async () => {
    const [s, b] = await Promise.all([newTenant(), newTenant()]);
    const sellerContact = await contactOf(admin, s.companyId);
    const materialId = await newMaterial(s.accessToken, { companyId: s.companyId, name: "Lead test rPP" });
    const lead = await newLead(s.companyId, {
      contactId: sellerContact,
      assigneeId: staffIds[0],
      materialIds: [materialId],
      amount: 12.5,
      targetPrice: { amount: 900, currency: "EUR" },
    });
    expect(lead).toMatchObject({
      type: "buy",
      status: "open",
      materialType: "abs",
      originChannel: "LEAD_FORM",
      version: 1,
      company: { id: s.companyId, name: s.companyName },
      contact: { id: sellerContact },
      assignee: { id: staffIds[0], name: expect.any(String) },
      materials: [{ id: materialId, name: "Lead test rPP", type: "pp" }],
      documents: [],
    });
    expect(lead.company).toHaveProperty("countryCode");
    const got = await api("GET", `/leads/${lead.id}`, { token: admin });
    expect(got.status).toBe(200);
    expect(got.body.id).toBe(lead.id);
    expect(await idsOf(s.companyId)).toEqual([lead.id]);

    const up = await api("POST", "/leads", { token: admin, body: { id: lead.id, version: 1, description: "rPP for pallets", amount: null } });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body).toMatchObject({ description: "rPP for pallets", amount: null, version: 2, contact: { id: sellerContact } });

    // the material's leads card
    expect(await leadsOfMaterial(materialId)).toEqual([lead.id]);
    // the company changes: the old company's contact is dropped
    const moved = await api("POST", "/leads", { token: admin, body: { id: lead.id, companyId: b.companyId, materialIds: [] } });
    expect(moved.body).toMatchObject({ companyId: b.companyId, contactId: null, contact: null, materials: [] });
    expect(await leadsOfMaterial(materialId)).toEqual([]);
    expect(await idsOf(s.companyId)).toEqual([]);
    expect(await idsOf(b.companyId)).toEqual([lead.id]);

    const del = await api("DELETE", `/leads/${lead.id}`, { token: admin });
    expect(del.status).toBe(200);
    expect((await api("GET", `/leads/${lead.id}`, { token: admin })).status).toBe(404);
    expect(await idsOf(b.companyId)).toEqual([]);
    expect((await board()).order.open ?? []).not.toContain(lead.id);
  });

  it("answers 400 naming the field for bad input and stores nothing", async () => {
    const [s, b] = await Promise.all([newTenant(), newTenant()]);
    const [sellerContact, buyerContact] = await Promise.all([contactOf(admin, s.companyId), contactOf(admin, b.companyId)]);
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
      const r = await create(s.companyId, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(issuePaths(r), JSON.stringify(body)).toContain(path);
    }
    expect(await idsOf(s.companyId)).toEqual([]);
    expect(await idsOf(b.companyId)).toEqual([]);
    const lead = await newLead(s.companyId);
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

  it("answers 403 to an ordinary user, even of the lead's own company, on every lead route", async () => {
    const own = await newTenant();
    const lead = await newLead(own.companyId);
    for (const [method, path, body] of [
      ["GET", "/leads", undefined],
      ["PUT", "/leads", { type: "buy", description: "x", companyId: own.companyId }],
      ["POST", "/leads", { id: lead.id, description: "x" }],
      ["GET", `/leads/${lead.id}`, undefined],
      ["DELETE", `/leads/${lead.id}`, undefined],
      ["POST", `/leads/${lead.id}/move`, { column: "sampling" }],
      ["POST", `/leads/${lead.id}/upload-document`, { contentType: "application/pdf" }],
      ["GET", "/leads/analytics", undefined],
    ] as const) {
      expect((await api(method, path, { token: own.accessToken, body })).status, `${method} ${path}`).toBe(403);
    }
    expect((await api("GET", `/leads/${lead.id}`, { token: admin })).body).toMatchObject({ description: "rPP for crates", status: "open" });
    expect(await idsOf(own.companyId)).toEqual([lead.id]);
  });

  it("refuses a stale version with 409 and keeps the newer write", async () => {
    const { companyId } = await newTenant();
    const lead = await newLead(companyId);
    expect((await api("POST", "/leads", { token: admin, body: { id: lead.id, version: 1, description: "first" } })).status).toBe(200);
    const stale = await api("POST", "/leads", { token: admin, body: { id: lead.id, version: 1, description: "second" } });
    expect(stale.status).toBe(409);
    expect((await api("GET", `/leads/${lead.id}`, { token: admin })).body).toMatchObject({ description: "first", version: 2 });
  });

  it("saves only documents uploaded under the lead's own prefix", async () => {
    const { companyId } = await newTenant();
    const a = await newLead(companyId);
    const b = await newLead(companyId);
    const up = await api("POST", `/leads/${a.id}/upload-document`, { token: admin, body: { contentType: "application/pdf", name: "offer.pdf" } });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    // No size stated: a presigned POST into the pending copy of the lead's folder.
    expect(up.body.uploadFields.key).toBe(`pending/leads/${a.id}/documents/${up.body.id}`);
    const pdf = Buffer.from("%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF\n");
    expect((await sendUpload(up.body, pdf, "application/pdf")).status).toBeLessThan(300);
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
    const [co, owner] = await Promise.all([newTenant(), newTenant()]);
    const materialId = await newMaterial(owner.accessToken, { companyId: owner.companyId, name: "Lead test rPP" });
    const lead = await newLead(co.companyId, { materialIds: [materialId] });
    expect(await leadsOfMaterial(materialId)).toEqual([lead.id]);
    expect((await api("DELETE", `/companies/${co.companyId}`, { token: admin })).status).toBe(200);
    expect((await api("GET", `/leads/${lead.id}`, { token: admin })).status).toBe(404);
    expect((await board()).order.open ?? []).not.toContain(lead.id);
    expect(await leadsOfMaterial(materialId)).toEqual([]);
    expect(await idsOf(co.companyId)).toEqual([]);
  });
});

describe("leads: the board", () => {
  it("lists the columns with the board order; a new lead is on top of its column", async () => {
    const t = await newTenant();
    const older = await newLead(t.companyId);
    const before = (await board()).order;
    const lead = await newLead(t.companyId);
    const b = await board();
    expect(b.items.map((l) => l.id)).toContain(lead.id);
    onTop(b.order.open, lead.id, before.open);
    expect(await idsOf(t.companyId, `&status=${BOARD}`)).toEqual([lead.id, older.id]);
    // a column's first page carries only that column's order; later pages carry none
    const col = await api("GET", `/leads?companyId=${t.companyId}&status=open&limit=1`, { token: admin });
    expect(col.body.items.map((l: LeadCard) => l.id)).toEqual([lead.id]);
    expect(Object.keys(col.body.order)).toEqual(["open"]);
    const next = await api("GET", `/leads?companyId=${t.companyId}&status=open&limit=1&cursor=${encodeURIComponent(col.body.cursor)}`, { token: admin });
    expect(next.body.items.map((l: LeadCard) => l.id)).toEqual([older.id]);
    expect(next.body.order).toBeUndefined();
    const card = b.items.find((l) => l.id === lead.id)!;
    expect(card).toMatchObject({ description: "rPP for crates", company: { id: t.companyId, name: t.companyName }, status: "open", materialType: "abs" });
    const byAssignee = await newLead(t.companyId, { assigneeId: staffIds[0], status: "negotiation" });
    const mine = await api("GET", `/leads?assignee=${staffIds[0]}&status=negotiation`, { token: admin });
    expect(mine.body.items.map((l: LeadCard) => l.id)).toContain(byAssignee.id);
    expect(mine.body.items.every((l: LeadCard) => l.assignee?.id === staffIds[0] && l.status === "negotiation")).toBe(true);
    expect(await idsOf(t.companyId, `&assignee=${staffIds[0]}&status=negotiation`)).toEqual([byAssignee.id]);
    const none = await api("GET", "/leads?assignee=none", { token: admin });
    expect(none.body.items.every((l: LeadCard) => l.assignee === null)).toBe(true);
    expect(await idsOf(t.companyId, "&assignee=none")).toEqual([lead.id, older.id]);
  });

  it("moves within a column and between columns", async () => {
    const { companyId } = await newTenant();
    const before = (await board()).order;
    const [a, b, c] = [await newLead(companyId), await newLead(companyId), await newLead(companyId)];
    // open: c b a …; move a after c → c a b
    const r = await move(a.id, "open", c.id);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const open: string[] = r.body.order.open;
    onTop(open, c.id, before.open);
    expect(open.slice(open.indexOf(c.id), open.indexOf(c.id) + 3)).toEqual([c.id, a.id, b.id]);
    // b to sampling at the top: the status changes
    const s = await move(b.id, "sampling", null);
    expect(s.body.lead).toMatchObject({ id: b.id, status: "sampling" });
    expect(s.body.order.sampling[0]).toBe(b.id);
    expect(s.body.order.open).not.toContain(b.id);
    const got = await api("GET", `/leads/${b.id}`, { token: admin });
    expect(got.body.status).toBe("sampling");
    const after = await board();
    expect(after.order.open).toContain(a.id);
    expect(after.order.open!.indexOf(c.id)).toBeLessThan(after.order.open!.indexOf(a.id));
    expect(await idsOf(companyId, "&status=open")).toEqual([c.id, a.id]);
    expect(await idsOf(companyId, "&status=sampling")).toEqual([b.id]);
  });

  it("two concurrent moves from stale boards both survive", async () => {
    const { companyId } = await newTenant();
    const leads = [await newLead(companyId), await newLead(companyId), await newLead(companyId), await newLead(companyId)];
    const [p, q, x, y] = leads.map((l) => l.id);
    const before = (await board()).order;
    // both users saw the same board; each drags a different card
    await Promise.all([move(x, "inProgress", null), move(y, "offerSubmitted", null), move(p, "open", q)]);
    const order = (await board()).order;
    onTop(order.inProgress, x, before.inProgress);
    onTop(order.offerSubmitted, y, before.offerSubmitted);
    expect(order.open).toContain(q);
    expect(order.open!.indexOf(p)).toBe(order.open!.indexOf(q) + 1);
    // many at once: none is lost
    const more = [await newLead(companyId), await newLead(companyId), await newLead(companyId), await newLead(companyId), await newLead(companyId)];
    const answers = await Promise.all(more.map((l) => move(l.id, "negotiation", null)));
    expect(answers.map((a) => a.status)).toEqual(more.map(() => 200));
    const final = (await board()).order.negotiation ?? [];
    for (const l of more) expect(final).toContain(l.id);
    // twenty drags at once, into two columns: every one answers 200 and lands
    const twenty = await Promise.all(Array.from({ length: 20 }, () => newLead(companyId)));
    const moved = await Promise.all(twenty.map((l, i) => move(l.id, i % 2 ? "sampling" : "inProgress", null)));
    expect(moved.map((a) => a.status)).toEqual(twenty.map(() => 200));
    const end = (await board()).order;
    for (const [i, l] of twenty.entries()) expect(end[i % 2 ? "sampling" : "inProgress"]).toContain(l.id);
    // and every card of the company has the status of the column it was dragged to
    const ids = (ls: { id: string }[]) => ls.map((l) => l.id).sort();
    const column = async (status: string) => (await idsOf(companyId, `&status=${status}`)).sort();
    expect(await column("open")).toEqual([p, q].sort());
    expect(await column("offerSubmitted")).toEqual([y]);
    expect(await column("negotiation")).toEqual(ids(more));
    expect(await column("inProgress")).toEqual([x, ...twenty.filter((_, i) => i % 2 === 0).map((l) => l.id)].sort());
    expect(await column("sampling")).toEqual(ids(twenty.filter((_, i) => i % 2 === 1)));
    // 29 leads and as many racing moves: on DynamoDB Local beside the browser suites this outlasts the default 30 s
  }, 120_000);
});

describe("leads: analytics", () => {
  // The counters are one for all companies and other test files may create leads at the same time, so the counts are checked as lower bounds.
  it("counts created per week, per assignee and by status", async () => {
    const { companyId } = await newTenant();
    const before = (await api("GET", "/leads/analytics", { token: admin })).body;
    expect(before.weeklyCreated).toHaveLength(12);
    expect(new Date(`${before.weeklyCreated[11].week}T00:00:00Z`).getUTCDay()).toBe(1);
    const l = await newLead(companyId, { assigneeId: staffIds[1] ?? staffIds[0] });
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
