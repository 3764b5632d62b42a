import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { WarehouseMaterial } from "../../shared/schemas/material";
import type { Sample } from "../../shared/schemas/sample";
import { api, login } from "../fixtures/api";
import { contactOf, issuePaths, newLead, newMaterial, newTenant } from "../fixtures/factories";

/** Samples (ADR 0137, 0138): each test's leads are on a buyer company of its own, the materials on a seller company of its own (tenants). */

let admin: string;

beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  admin = (await login("admin@example.com")).accessToken;
});

/** A buyer and a seller company of the test's own, with a lead on the buyer and a material of the seller. */
async function parties() {
  const [buyer, seller] = await Promise.all([newTenant(), newTenant()]);
  const [lead, materialId] = await Promise.all([newLead(admin, { companyId: buyer.companyId }), newMaterial(admin, { companyId: seller.companyId })]);
  return { buyer, seller, lead, materialId };
}

const save = (body: object, token = admin) => api("POST", "/samples", { token, body });
const list = async (query: string): Promise<Sample[]> => {
  const r = await api("GET", `/samples?limit=200${query}`, { token: admin });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.items;
};
const address = { street: "Hafenstraße 1", city: "Hamburg", zip: "20457", countryCode: " de " };

describe("samples", () => {
  it("creates a sample with the lead's company (never the body's), embedding company, contact, material and lead", async () => {
    const { buyer, seller, lead, materialId } = await parties();
    const buyerContact = await contactOf(admin, buyer.companyId);
    const r = await save({
      leadId: lead.id,
      materialId,
      contactId: buyerContact,
      amountKg: 25,
      address,
      cost: { amount: 40, currency: "EUR" },
      carrier: "ups",
      trackingNumber: "1Z999",
      companyId: seller.companyId,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({
      status: "draft",
      companyId: buyer.companyId,
      company: { id: buyer.companyId, name: buyer.companyName },
      contact: { id: buyerContact },
      material: { id: materialId, type: "pp" },
      lead: { id: lead.id, description: lead.description },
      amountKg: 25,
      address: { ...address, countryCode: "DE" },
      carrier: "ups",
      statusUpdatedDate: r.body.createdDate,
    });
    expect((await list(`&leadId=${lead.id}`)).map((s) => s.id)).toEqual([r.body.id]);
    expect((await list(`&materialId=${materialId}`)).map((s) => s.id)).toEqual([r.body.id]);
    expect((await list("")).map((s) => s.id)).toContain(r.body.id);
  });

  it("updates by id; statusUpdatedDate moves only when the status does; empty amount becomes null", async () => {
    const { lead, materialId } = await parties();
    const created = await save({ leadId: lead.id, materialId, amountKg: 10 });
    const same = await save({ id: created.body.id, leadId: lead.id, materialId, amountKg: "", trackingNumber: "JD014" });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body).toMatchObject({
      amountKg: null,
      trackingNumber: "JD014",
      status: "draft",
      statusUpdatedDate: created.body.statusUpdatedDate,
      version: 2,
    });
    const sent = await save({ id: created.body.id, leadId: lead.id, materialId, status: "sent", carrier: "dhl" });
    expect(sent.body.status).toBe("sent");
    expect(sent.body.statusUpdatedDate > created.body.statusUpdatedDate).toBe(true);
    // An update that does not name the status keeps it (no silent reset to draft).
    const tracked = await save({ id: created.body.id, leadId: lead.id, materialId, trackingNumber: "JD015" });
    expect(tracked.body).toMatchObject({ status: "sent", trackingNumber: "JD015", statusUpdatedDate: sent.body.statusUpdatedDate });
    expect((await list(`&leadId=${lead.id}`)).map((s) => s.id)).toEqual([created.body.id]);
    expect((await list(`&materialId=${materialId}`)).map((s) => s.id)).toEqual([created.body.id]);
  });

  it("answers 400 naming the field and writes nothing", async () => {
    const { seller, lead, materialId } = await parties();
    const sellerContact = await contactOf(admin, seller.companyId);
    for (const [body, path] of [
      [{ status: "lost" }, "body.status"],
      [{ amountKg: -1 }, "body.amountKg"],
      [{ carrier: "fedex" }, "body.carrier"],
      [{ address: { ...address, countryCode: "DEU" } }, "body.address.countryCode"],
      [{ address: { ...address, city: "" } }, "body.address.city"],
      [{ cost: { amount: "x" } }, "body.cost.amount"],
      [{ contactId: sellerContact }, "body.contactId"],
      [{ contactId: "nobody" }, "body.contactId"],
    ] as const) {
      const r = await save({ leadId: lead.id, materialId, ...body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(issuePaths(r)).toContain(path);
    }
    expect(await list(`&leadId=${lead.id}`)).toEqual([]);
    expect(await list(`&materialId=${materialId}`)).toEqual([]);
  });

  it("answers 404 for an unknown lead, material or sample id", async () => {
    const { lead, materialId } = await parties();
    expect((await save({ leadId: randomUUID(), materialId })).status).toBe(404);
    expect((await save({ leadId: lead.id, materialId: randomUUID() })).status).toBe(404);
    expect((await save({ id: randomUUID(), leadId: lead.id, materialId })).status).toBe(404);
    expect(await list(`&leadId=${lead.id}`)).toEqual([]);
    expect(await list(`&materialId=${materialId}`)).toEqual([]);
  });

  it("refuses an ordinary user, even of the lead's or the material's company, on every route with 403", async () => {
    const { buyer, seller, lead, materialId } = await parties();
    for (const user of [seller, buyer]) {
      expect((await api("GET", "/samples", { token: user.accessToken })).status).toBe(403);
      expect((await api("GET", `/samples?materialId=${materialId}`, { token: user.accessToken })).status).toBe(403);
      expect((await save({ leadId: lead.id, materialId }, user.accessToken)).status).toBe(403);
    }
    expect(await list(`&leadId=${lead.id}`)).toEqual([]);
    expect(await list(`&materialId=${materialId}`)).toEqual([]);
  });
});

describe("warehouse reservations", () => {
  it("reserves the sum of a material's draft samples, each linking to its lead; sent ones no longer reserve", async () => {
    const [buyer, seller] = await Promise.all([newTenant(), newTenant()]);
    const materialId = await newMaterial(admin, { companyId: seller.companyId });
    expect((await api("POST", "/warehouse/materials", { token: admin, body: { id: materialId, availableAmountKg: 1000 } })).status).toBe(200);
    const a = await newLead(admin, { companyId: buyer.companyId });
    const b = await newLead(admin, { companyId: buyer.companyId });
    const s1 = await save({ leadId: a.id, materialId, amountKg: 25 });
    await save({ leadId: b.id, materialId, amountKg: 15.5 });
    await save({ leadId: b.id, materialId });
    const get = async () => (await api("GET", `/warehouse/materials/${materialId}`, { token: admin })).body as WarehouseMaterial;
    let w = await get();
    expect(w.reserved.reduce((s, r) => s + r.amountKg, 0)).toBe(40.5);
    expect(w.reserved.map((r) => r.leadId).sort()).toEqual([a.id, b.id, b.id].sort());
    expect(w.reserved.find((r) => r.sampleId === s1.body.id)).toMatchObject({ amountKg: 25, leadId: a.id, lead: { id: a.id, description: a.description } });
    await save({ id: s1.body.id, leadId: a.id, materialId, amountKg: 25, status: "sent" });
    w = await get();
    expect(w.reserved.reduce((s, r) => s + r.amountKg, 0)).toBe(15.5);
    const page = await api("GET", "/warehouse/materials?limit=200", { token: admin });
    const row = (page.body.items as WarehouseMaterial[]).find((x) => x.id === materialId);
    expect(row?.reserved.map((r) => r.amountKg).sort()).toEqual([0, 15.5]);
  });

  it("the demo seed's draft samples reserve stock on seeded materials", async () => {
    const page = await api("GET", "/warehouse/materials?limit=200", { token: admin });
    const seeded = (page.body.items as WarehouseMaterial[]).flatMap((w) => w.reserved.filter((r) => r.sampleId?.startsWith("5a3b0000")));
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.every((r) => r.lead?.id === r.leadId)).toBe(true);
    const tasks = await api("GET", "/tasks?limit=200", { token: admin });
    expect(tasks.body.items.some((t: { id: string }) => t.id.startsWith("7a5c0000"))).toBe(true);
  });
});

describe("deleting a lead", () => {
  it("removes its tasks and samples with it", async () => {
    const { lead, materialId } = await parties();
    const sample = await api("POST", "/samples", { token: admin, body: { leadId: lead.id, materialId, amountKg: 5 } });
    expect(sample.status, JSON.stringify(sample.body)).toBe(201);
    const task = await api("POST", "/tasks", { token: admin, body: { topicType: "LEAD", topicId: lead.id, description: "Follow up" } });
    expect(task.status, JSON.stringify(task.body)).toBe(201);
    expect((await api("DELETE", `/leads/${lead.id}`, { token: admin })).status).toBe(200);
    expect((await api("GET", `/samples?leadId=${lead.id}`, { token: admin })).body.items).toEqual([]);
    expect((await api("GET", `/samples?materialId=${materialId}`, { token: admin })).body.items).toEqual([]);
    expect((await api("GET", `/tasks?topicType=LEAD&topicId=${lead.id}`, { token: admin })).body.items).toEqual([]);
  });
});
