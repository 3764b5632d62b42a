import { beforeAll, describe, expect, inject, it } from "vitest";
import * as Contacts from "../../functions/domains/contacts";
import * as Requests from "../../functions/domains/requests";
import { db } from "../../functions/db/service";
import type { AuthContext } from "../../functions/lib/auth";
import { ContactCreate } from "../../shared/schemas/contact";
import { leadStatuses } from "../../shared/schemas/lead";
import { MaterialRequestInput } from "../../shared/schemas/material-request";
import { api, login } from "../fixtures/api";
import { onWrites } from "../fixtures/client-hooks";
import { newTenant, tag, type Tenant } from "../fixtures/factories";

/**
 * The company delete finishes whatever happens around it: children created while it runs, a fault half-way,
 * a stale delete the sweep picks up. Children are counted afterwards by the company's own indexes.
 * Creates and deletes that must interleave run in this process (the in-process document client is hooked),
 * the rest over HTTP against the same tables.
 */
let admin: string;
let staff: AuthContext;

beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  const a = await login("admin@example.com");
  admin = a.accessToken;
  staff = { userId: a.userId, email: "admin@example.com", companyId: null, isSuperAdmin: true } as AuthContext;
});

/** Every child of a company still stored, by kind (each one Query on the index the kind keeps by company). */
async function childrenOf(companyId: string): Promise<Record<string, number>> {
  const count = async (q: { go(o: object): Promise<{ data: unknown[] }> }) => (await q.go({ pages: "all" })).data.length;
  const d = db();
  return {
    contacts: await count(d.contact.query.byCompany({ companyId })),
    requests: await count(d.materialRequest.query.byCompany({ companyId })),
    materials: await count(d.material.query.byCompany({ companyId })),
    leads: await count(d.lead.query.byCompany({ companyId })),
    researches: await count(d.research.query.byCompany({ companyId })),
    notes: await count(d.note.query.byTopic({ topicType: "COMPANY", topicId: companyId })),
    events: await count(d.companyEvent.query.byCompany({ companyId })),
    emails: await count(d.emailMessage.query.byCompany({ companyId })),
  };
}
const total = (c: Record<string, number>) => Object.values(c).reduce((a, b) => a + b, 0);

/** A tenant with some of every kind of child (over HTTP, as users make them). */
async function populated(): Promise<Tenant> {
  const t = await newTenant();
  for (let i = 0; i < 3; i++)
    expect((await api("POST", "/contacts", { token: admin, body: { companyId: t.companyId, firstName: `C${i}`, lastName: "Child" } })).status).toBe(201);
  for (let i = 0; i < 2; i++) {
    expect(
      (await api("PUT", "/materials", { token: t.accessToken, body: { name: `Gone PP ${i}`, type: "pp", countryOfOrigin: "LI", batchSize: 7 + i } })).status,
    ).toBe(201);
    expect((await api("POST", "/material-requests", { token: t.accessToken, body: { description: `Need ${tag()}`, materialType: "pp" } })).status).toBe(201);
  }
  expect((await api("PUT", "/leads", { token: admin, body: { type: "buy", description: `Lead ${tag()}`, companyId: t.companyId } })).status).toBe(201);
  expect((await api("POST", "/notes", { token: admin, body: { topicType: "COMPANY", topicId: t.companyId, content: "Call back" } })).status).toBe(201);
  expect((await api("PUT", `/v2/companies/${t.companyId}/researches`, { token: admin, body: {} })).status).toBe(201);
  return t;
}

/** Make the `n`-th child delete (a DeleteItem naming a record by key) fail while `fn` runs. */
async function failingNthDelete<T>(n: number, fn: () => Promise<T>): Promise<unknown> {
  let seen = 0;
  const remove = onWrites((input) => {
    const i = input as { Key?: unknown; UpdateExpression?: string };
    if (i.Key && !i.UpdateExpression && ++seen === n) throw new Error("injected: child delete failed");
  });
  try {
    await fn();
    return null;
  } catch (e) {
    return e;
  } finally {
    remove();
  }
}

describe("a delete while children are being created", () => {
  it("leaves no orphan of 12 contacts and 8 requests created at the same time", async () => {
    const { remove } = await import("../../functions/domains/companies");
    const t = await newTenant();
    // Hold each child's write until the delete is under way (half) or has removed the record (the other half):
    // each create has already found the company by then, the slowest interleaving a create can have.
    let underWay!: () => void;
    let recordGone!: () => void;
    const started = new Promise<void>((r) => (underWay = r));
    const gone = new Promise<void>((r) => (recordGone = r));
    let held = 0;
    const unhook = onWrites(async (input) => {
      const i = input as { Item?: { __edb_e__?: string }; Key?: { pk?: string; sk?: string }; UpdateExpression?: string };
      // the children's own items (not their audit entries, which name the kind of record too)
      if (i.Item && (i.Item.__edb_e__ === "contact" || i.Item.__edb_e__ === "materialRequest")) await (held++ % 2 ? gone : started);
      else if (i.Key && !i.UpdateExpression) {
        underWay();
        if (i.Key.sk === "$company_1" && i.Key.pk?.endsWith(t.companyId)) setTimeout(recordGone, 0);
      }
    });
    let outcomes: PromiseSettledResult<unknown>[];
    try {
      const creates = [
        ...Array.from({ length: 12 }, (_, i) =>
          Contacts.create(ContactCreate.parse({ companyId: t.companyId, firstName: `Racer${i}`, lastName: "Contact" }) as never, staff),
        ),
        ...Array.from({ length: 8 }, (_, i) =>
          Requests.create(MaterialRequestInput.parse({ companyId: t.companyId, description: `Racing need ${i}`, materialType: "pp" }) as never, staff),
        ),
      ];
      const deleted = remove(t.companyId, { ...staff, userId: t.userId, companyId: t.companyId, isSuperAdmin: false });
      outcomes = await Promise.allSettled([deleted, ...creates]);
    } finally {
      unhook();
      underWay();
      recordGone();
    }
    expect(outcomes[0].status, String((outcomes[0] as PromiseRejectedResult).reason)).toBe("fulfilled");
    expect(held).toBe(20); // every create found the company and reached its write
    const orphans = await childrenOf(t.companyId);
    expect({ contacts: orphans.contacts, requests: orphans.requests }).toEqual({ contacts: 0, requests: 0 });
    // a create that lost the race is refused as the company being deleted, or as gone
    for (const o of outcomes.slice(1)) if (o.status === "rejected") expect([404, 409]).toContain((o.reason as { statusCode?: number }).statusCode);
    expect((await api("GET", `/companies/${t.companyId}`, { token: admin })).status).toBe(404);
  });
});

describe("DELETE /companies/{id} removes every child", () => {
  it("researches, contacts, materials, requests, leads, notes and events go, and the counters equal a recount", async () => {
    const t = await populated();
    expect(total(await childrenOf(t.companyId))).toBeGreaterThan(10);
    expect((await childrenOf(t.companyId)).researches).toBe(1);
    const r = await api("DELETE", `/companies/${t.companyId}`, { token: admin });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ id: t.companyId });
    expect(await childrenOf(t.companyId)).toEqual({ contacts: 0, requests: 0, materials: 0, leads: 0, researches: 0, notes: 0, events: 0, emails: 0 });
    await expectCountersEqualRecount();
  });
});

describe("a delete that stopped half-way", () => {
  it("is hidden from readers meanwhile and finished by a second DELETE, answering as the first would", async () => {
    const { remove } = await import("../../functions/domains/companies");
    const t = await populated();
    const failed = await failingNthDelete(4, () => remove(t.companyId, staff));
    expect(String(failed)).toMatch(/injected/);
    const left = await childrenOf(t.companyId);
    expect(total(left)).toBeGreaterThan(0);
    // meanwhile: gone for readers and lists, and no child can be added
    expect((await api("GET", `/companies/${t.companyId}`, { token: admin })).status).toBe(404);
    expect((await api("GET", `/v2/companies/${t.companyId}`, { token: admin })).status).toBe(404);
    const listed = await api("GET", `/companies?q=${encodeURIComponent(t.companyName)}`, { token: admin });
    expect(listed.body.items.map((c: { id: string }) => c.id)).not.toContain(t.companyId);
    expect((await api("POST", "/contacts", { token: admin, body: { companyId: t.companyId, firstName: "Late", lastName: "Comer" } })).status).toBe(409);

    const again = await api("DELETE", `/companies/${t.companyId}`, { token: admin });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toEqual({ id: t.companyId });
    expect(total(await childrenOf(t.companyId))).toBe(0);
    expect((await db().company.get({ id: t.companyId }).go()).data).toBeNull();
    expect((await api("DELETE", `/companies/${t.companyId}`, { token: admin })).status).toBe(404);
    await expectCountersEqualRecount();
  });

  it("is finished by resumeCompanyDeletes once its lease is over, and only then", async () => {
    const { remove } = await import("../../functions/domains/companies");
    const { resumeCompanyDeletes, DELETE_LEASE_MS } = await import("../../functions/domains/companies");
    const t = await populated();
    expect(String(await failingNthDelete(6, () => remove(t.companyId, staff)))).toMatch(/injected/);
    expect(total(await childrenOf(t.companyId))).toBeGreaterThan(0);

    const early = await resumeCompanyDeletes();
    expect(early.found).toBe(0);
    expect(total(await childrenOf(t.companyId))).toBeGreaterThan(0);

    const later = new Date(Date.now() + DELETE_LEASE_MS + 1000);
    const swept = await resumeCompanyDeletes(later);
    expect(swept.found).toBeGreaterThanOrEqual(1);
    expect(swept.repaired).toBe(swept.found);
    expect(total(await childrenOf(t.companyId))).toBe(0);
    expect((await db().company.get({ id: t.companyId }).go()).data).toBeNull();
    expect(await resumeCompanyDeletes(later)).toEqual({ found: 0, repaired: 0 });
    await expectCountersEqualRecount();
  });
});

describe("a company being deleted refuses new children", () => {
  it("contacts, requests, materials, leads, notes, researches and e-mails answer 409", async () => {
    const { markCompanyDeleting } = await import("../../functions/domains/companies");
    const t = await newTenant();
    expect(await markCompanyDeleting(t.companyId, new Date().toISOString())).toBeTruthy();
    const id = t.companyId;
    const tries = {
      contact: await api("POST", "/contacts", { token: admin, body: { companyId: id, firstName: "No", lastName: "Way" } }),
      ownContact: await api("POST", "/contacts", { token: t.accessToken, body: { companyId: id, firstName: "No", lastName: "Way" } }),
      request: await api("POST", "/material-requests", { token: admin, body: { companyId: id, description: "Need", materialType: "pp" } }),
      ownMaterial: await api("PUT", "/materials", { token: t.accessToken, body: { name: "No PP", type: "pp" } }),
      material: await api("PUT", "/materials", { token: admin, body: { companyId: id, name: "No PP", type: "pp" } }),
      lead: await api("PUT", "/leads", { token: admin, body: { type: "buy", description: "No lead", companyId: id } }),
      note: await api("POST", "/notes", { token: admin, body: { topicType: "COMPANY", topicId: id, content: "No note" } }),
      research: await api("PUT", `/v2/companies/${id}/researches`, { token: admin, body: {} }),
      email: await api("POST", `/companies/${id}/email-messages`, {
        token: admin,
        body: { message: { to: [{ email: "x@example.com" }], subject: "No", body: "<p>No</p>" } },
      }),
    };
    const statuses = Object.fromEntries(Object.entries(tries).map(([k, r]) => [k, r.status]));
    for (const [k, s] of Object.entries(statuses)) expect(s, `${k}: ${JSON.stringify((tries as Record<string, { body: unknown }>)[k].body)}`).toBe(409);
    expect(total(await childrenOf(id))).toBe(1); // the user signed up with it
    expect((await api("GET", `/companies/${id}/users`, { token: admin })).status).toBe(404);
    // the delete it stands for can still be finished
    expect((await api("DELETE", `/companies/${id}`, { token: admin })).status).toBe(200);
    expect(total(await childrenOf(id))).toBe(0);
  });
});

/** The standing counters a delete moves against the records themselves: amounts by country, leads by status. */
async function expectCountersEqualRecount() {
  const { readCounter } = await import("../../functions/db/queries/analytics-counters");
  const { LEADS_STATUS } = await import("../../functions/domains/leads");
  const li = (
    await db()
      .material.query.byCountry({ countryOfOrigin: "LI" } as never)
      .go({ pages: "all" })
  ).data as { batchSize?: number }[];
  const recount = li.reduce((s, m) => s + Math.round((m.batchSize ?? 0) * 1000), 0);
  expect((await readCounter("amount:country")).get("LI") ?? 0).toBe(recount);
  const byStatus = await readCounter(LEADS_STATUS);
  for (const status of leadStatuses) {
    const n = (
      await db()
        .lead.query.byStatus({ status } as never)
        .go({ pages: "all", attributes: ["id"] })
    ).data.length;
    expect(byStatus.get(status) ?? 0, status).toBe(n);
  }
}
