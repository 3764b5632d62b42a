import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { AuditEntry } from "../../shared/schemas/audit";
import { api, login } from "../fixtures/api";
import { contactOf, issuePaths, newLead, newMaterial, newTenant, tag } from "../fixtures/factories";
import { matchingSettled } from "../fixtures/matching";

/**
 * Every change of a record leaves one history entry (who, when, each field old → new), written with the change;
 * GET /audit reads a record's history newest first: staff any record's, a company's user only their own
 * company's records', without the staff-only fields.
 */

let admin: string;
let adminId: string;

beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  const a = await login("admin@example.com");
  admin = a.accessToken;
  adminId = a.userId;
});

const history = (entityType: string, entityId: string, token = admin, extra = "") =>
  api<{ items: AuditEntry[]; cursor: string | null; issues?: { path: string }[] }>(
    "GET",
    `/audit?entityType=${entityType}&entityId=${encodeURIComponent(entityId)}${extra}`,
    { token },
  );

/** The updates recorded for a record (creates are recorded by some kinds too; this counts updates only). */
async function updates(entityType: string, entityId: string): Promise<AuditEntry[]> {
  const r = await history(entityType, entityId, admin, "&limit=200");
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.items.filter((e) => e.action === "update");
}

/** Runs `update`, then expects exactly one more update entry whose changes include `field` from → to. */
async function recordsOne(
  entityType: string,
  entityId: string,
  update: () => Promise<{ status: number; body: unknown }>,
  field: string,
  from: unknown,
  to: unknown,
) {
  const before = await updates(entityType, entityId);
  const r = await update();
  expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
  const after = await updates(entityType, entityId);
  expect(after.length, entityType).toBe(before.length + 1);
  const newest = after[0];
  expect(newest.changes[field], `${entityType}.${field}`).toEqual({ old: from, new: to });
  expect(newest).toMatchObject({ entityType, entityId, actor: adminId, action: "update" });
  return newest;
}

describe("the audit history", () => {
  it("records exactly one entry with old and new values for an update of each of the ten kinds of record", async () => {
    const [buyer, seller] = await Promise.all([newTenant(), newTenant()]);
    // company
    const company = (await api("GET", `/companies/${buyer.companyId}`, { token: admin })).body;
    const site = `https://audit-${tag()}.example`;
    await recordsOne(
      "company",
      buyer.companyId,
      () => api("POST", `/companies/${buyer.companyId}`, { token: admin, body: { name: company.name, website: site } }),
      "website",
      null,
      site,
    );
    // contact
    const contactId = await contactOf(admin, buyer.companyId);
    await recordsOne(
      "contact",
      contactId,
      () => api("POST", `/contacts/${contactId}`, { token: admin, body: { position: "Buyer" } }),
      "position",
      null,
      "Buyer",
    );
    // material
    const materialId = await newMaterial(admin, { companyId: seller.companyId, name: "Audit PP" });
    await recordsOne(
      "material",
      materialId,
      () => api("POST", `/materials/${materialId}`, { token: admin, body: { name: "Audit PP black" } }),
      "name",
      "Audit PP",
      "Audit PP black",
    );
    // lead
    const lead = await newLead(admin, { companyId: buyer.companyId, description: "Audit lead" });
    await recordsOne(
      "lead",
      lead.id,
      () => api("POST", "/leads", { token: admin, body: { id: lead.id, description: "Audit lead, edited" } }),
      "description",
      "Audit lead",
      "Audit lead, edited",
    );
    // task
    const task = await api("POST", "/tasks", { token: admin, body: { description: "Call back", topicType: "LEAD", topicId: lead.id } });
    expect(task.status, JSON.stringify(task.body)).toBeLessThan(300);
    await recordsOne(
      "task",
      task.body.id,
      () => api("POST", "/tasks", { token: admin, body: { id: task.body.id, description: "Call back Monday", topicType: "LEAD", topicId: lead.id } }),
      "description",
      "Call back",
      "Call back Monday",
    );
    const gone = await api("DELETE", "/tasks", { token: admin, body: { topicType: "LEAD", topicId: lead.id, taskId: task.body.id } });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    const deleted = (await history("task", task.body.id)).body.items[0];
    expect(deleted).toMatchObject({ action: "delete", actor: adminId });
    expect(deleted.changes.description).toEqual({ old: "Call back Monday", new: null });
    // sample
    const sample = await api("POST", "/samples", { token: admin, body: { leadId: lead.id, materialId, amountKg: 25 } });
    expect(sample.status, JSON.stringify(sample.body)).toBe(201);
    await recordsOne(
      "sample",
      sample.body.id,
      () => api("POST", "/samples", { token: admin, body: { id: sample.body.id, leadId: lead.id, materialId, amountKg: 30 } }),
      "amountKg",
      25,
      30,
    );
    // deal
    const deal = await api("PUT", "/deals", { token: admin, body: { buyerId: buyer.companyId, sellerId: seller.companyId } });
    expect(deal.status, JSON.stringify(deal.body)).toBe(201);
    await recordsOne("deal", deal.body.id, () => api("POST", `/deals/${deal.body.id}`, { token: admin, body: { carrier: "MSC" } }), "carrier", null, "MSC");
    // certificate register (its id is the company's)
    const cert = { type: "efsa", number: `EFSA-${tag()}`, issuer: "EFSA", validFrom: "2026-01-01", validUntil: "2030-01-01" };
    const certId = `cert-${randomUUID()}`;
    expect((await api("POST", `/companies/${buyer.companyId}/certificates/${certId}`, { token: admin, body: cert })).status).toBe(200);
    const certEntry = await recordsOne(
      "certificates",
      buyer.companyId,
      () => api("POST", `/companies/${buyer.companyId}/certificates/${certId}`, { token: admin, body: { ...cert, issuer: "EU EFSA" } }),
      "certificates",
      [expect.objectContaining({ id: certId, issuer: "EFSA" })],
      [expect.objectContaining({ id: certId, issuer: "EU EFSA" })],
    );
    expect(certEntry.version).toBe(2);
    // request and match
    const type = "pom";
    await newMaterial(admin, { companyId: seller.companyId, type, condition: "regrind", name: `Audit match ${tag()}` });
    const request = await api("POST", "/material-requests", {
      token: buyer.accessToken,
      body: { description: "Audit request", materialType: type, conditions: ["regrind"], amount: 5 },
    });
    expect(request.status, JSON.stringify(request.body)).toBe(201);
    const requestId = request.body.id as string;
    await matchingSettled(requestId, admin, null);
    const current = await api("GET", `/material-requests/${requestId}`, { token: admin });
    await recordsOne(
      "request",
      requestId,
      () => api("POST", `/material-requests/${requestId}`, { token: admin, body: { description: "Audit request, edited", version: current.body.version } }),
      "description",
      "Audit request",
      "Audit request, edited",
    );
    const match = (await api("GET", `/material-requests/${requestId}/matches`, { token: admin })).body.items[0];
    expect(match).toBeTruthy();
    await recordsOne(
      "match",
      match.id,
      () =>
        api("POST", `/material-requests/${requestId}/matches`, {
          token: admin,
          body: { id: match.id, materialId: match.materialId, materialRequestId: requestId, status: "contacted" },
        }),
      "status",
      match.status,
      "contacted",
    );
  });

  it("records the delete of a material, a request, a contact and a lead: every field removed, by whom", async () => {
    const t = await newTenant();
    const materialId = await newMaterial(admin, { companyId: t.companyId, name: `Audit delete ${tag()}` });
    const request = await api("POST", "/material-requests", {
      token: t.accessToken,
      body: { description: "Audit delete request", materialType: "pp", amount: 2 },
    });
    expect(request.status, JSON.stringify(request.body)).toBe(201);
    await matchingSettled(request.body.id, admin, null);
    const contactId = await contactOf(admin, t.companyId);
    const lead = await newLead(admin, { companyId: t.companyId, description: "Audit delete lead" });
    const deletes: [string, string, string, string, unknown][] = [
      ["material", materialId, `/materials/${materialId}`, "companyId", t.companyId],
      ["request", request.body.id, `/material-requests/${request.body.id}`, "description", "Audit delete request"],
      ["contact", contactId, `/contacts/${contactId}`, "id", contactId],
      ["lead", lead.id, `/leads/${lead.id}`, "description", "Audit delete lead"],
    ];
    for (const [entityType, id, path, field, value] of deletes) {
      const gone = await api("DELETE", path, { token: admin });
      expect(gone.status, `${entityType} ${JSON.stringify(gone.body)}`).toBeLessThan(300);
      const entries = (await history(entityType, id)).body.items;
      expect(
        entries.filter((e) => e.action === "delete"),
        entityType,
      ).toHaveLength(1);
      expect(entries[0], entityType).toMatchObject({ action: "delete", actor: adminId, entityType, entityId: id });
      expect(entries[0].changes[field], `${entityType}.${field}`).toEqual({ old: value, new: null });
    }
  });

  it("an ordinary user reads their own company's history without staff fields, and another company's answers 404", async () => {
    const [own, other] = await Promise.all([newTenant(), newTenant()]);
    const materialId = await newMaterial(own.accessToken, { name: "Own PP" });
    const u = await api("POST", `/materials/${materialId}`, { token: admin, body: { internalName: "staff note", name: "Own PP 2" } });
    expect(u.status, JSON.stringify(u.body)).toBe(200);
    const staff = await history("material", materialId);
    expect(staff.body.items[0].changes).toHaveProperty("internalName");
    const mine = await history("material", materialId, own.accessToken);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.items[0].changes).toHaveProperty("name");
    expect(mine.body.items[0].changes).not.toHaveProperty("internalName");
    expect((await history("material", materialId, other.accessToken)).status).toBe(404);
    // a contact's copied company facts (the company's staff-only score among them) never show
    const contact = await history("contact", own.userId, own.accessToken);
    expect(contact.status, JSON.stringify(contact.body)).toBe(200);
    expect(contact.body.items.length).toBeGreaterThan(0);
    for (const e of contact.body.items) expect(Object.keys(e.changes)).not.toContain("companyScore");
    expect((await history("material", randomUUID(), other.accessToken)).status).toBe(404);
    // staff-only kinds answer 404 to ordinary users, even for their own company's records
    const lead = await newLead(admin, { companyId: own.companyId });
    await api("POST", "/leads", { token: admin, body: { id: lead.id, description: "x" } });
    expect((await history("lead", lead.id, own.accessToken)).status).toBe(404);
  });

  it("pages with a sealed cursor bound to the record", async () => {
    const t = await newTenant();
    const materialId = await newMaterial(admin, { companyId: t.companyId, name: "Paged PP" });
    for (const name of ["Paged PP 1", "Paged PP 2", "Paged PP 3"]) await api("POST", `/materials/${materialId}`, { token: admin, body: { name } });
    const first = await history("material", materialId, admin, "&limit=2");
    expect(first.body.items.map((e) => e.changes.name?.new)).toEqual(["Paged PP 3", "Paged PP 2"]);
    expect(first.body.cursor).toBeTruthy();
    const next = await history("material", materialId, admin, `&limit=2&cursor=${encodeURIComponent(first.body.cursor!)}`);
    expect(next.status).toBe(200);
    expect(next.body.items[0].changes.name?.new).toBe("Paged PP 1");
    const mine = await history("material", materialId, t.accessToken, `&limit=2&cursor=${encodeURIComponent(first.body.cursor!)}`);
    expect(mine.body.items[0].changes.name?.new).toBe("Paged PP 1");
    const other = await history("material", randomUUID(), admin, `&cursor=${encodeURIComponent(first.body.cursor!)}`);
    expect(other.status).toBe(400);
    expect(issuePaths(other)).toEqual(["query.cursor"]);
  });

  it("bad queries are 400s naming the field", async () => {
    const noType = await api("GET", `/audit?entityId=x`, { token: admin });
    expect(noType.status).toBe(400);
    expect(issuePaths(noType)).toEqual(["query.entityType"]);
    const badType = await history("invoice", "x");
    expect(badType.status).toBe(400);
    expect(issuePaths(badType)).toEqual(["query.entityType"]);
    const noId = await api("GET", `/audit?entityType=lead`, { token: admin });
    expect(issuePaths(noId)).toEqual(["query.entityId"]);
    const badLimit = await history("lead", "x", admin, "&limit=0");
    expect(issuePaths(badLimit)).toEqual(["query.limit"]);
  });
});
