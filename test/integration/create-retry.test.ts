import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { companyLeadIds, LEADS_WEEKLY } from "../../functions/domains/leads";
import { WEEKLY_CREATED, weekOf } from "../../functions/domains/insights";
import { readCounter } from "../../functions/db/queries/analytics-counters";
import { listCompanyContacts } from "../../functions/domains/contacts";
import { recentDeals } from "../../functions/domains/deals";
import { listCompanyRequestIds } from "../../functions/domains/requests";
import { listCompanyMaterialIds } from "../../functions/domains/materials";
import { topicNotes } from "../../functions/domains/notes";
import { taskIdsOf } from "../../functions/domains/tasks";
import { api, login, type Answer } from "../fixtures/api";
import { newLead, newTenant, tag, type Tenant } from "../fixtures/factories";
import { loseCompletion } from "../fixtures/idempotency";

/**
 * A create retried after its answer was lost stores one record (ADR 0174): the create is done with a key, its
 * idempotency record is deleted (as if the process died before completing it, and the in-progress mark
 * expired), the same request is sent again with the same key: the same record is answered, one is stored,
 * and the counters the create moves moved once.
 */
let admin: string;
let tenant: Tenant;

beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  admin = (await login("admin@example.com")).accessToken;
  tenant = await newTenant();
});

/** The create, its completion lost, the retry with the same key and body: both answers. */
async function createTwice(routeId: string, method: string, path: string, token: string, body: object): Promise<[Answer, Answer]> {
  const headers = { "idempotency-key": randomUUID() };
  const first = await api(method, path, { token, body, headers });
  expect(first.status, JSON.stringify(first.body)).toBeLessThan(300);
  await loseCompletion(routeId, first.body?.id);
  const again = await api(method, path, { token, body, headers });
  expect(again.status, JSON.stringify(again.body)).toBe(first.status);
  // run again, not replayed from the idempotency record
  expect(again.headers.get("idempotent-replayed")).toBeNull();
  return [first, again];
}

const thisWeek = () => weekOf(new Date());
const counterNow = async (counter: string) => (await readCounter(counter)).get(thisWeek()) ?? 0;

describe("a create retried after its completion was lost answers the first record and stores no second", () => {
  it("a lead (counted once)", async () => {
    const companyId = tenant.companyId;
    const before = await counterNow(LEADS_WEEKLY);
    const [first, again] = await createTwice("leads.create", "PUT", "/leads", admin, { type: "buy", description: `Retry lead ${tag()}`, companyId });
    expect(again.body).toEqual(first.body);
    expect(await companyLeadIds(companyId)).toEqual([first.body.id]);
    expect((await counterNow(LEADS_WEEKLY)) - before).toBe(1);
  });

  it("a material (counted once)", async () => {
    const before = await counterNow(WEEKLY_CREATED);
    const [first, again] = await createTwice("materials.create", "PUT", "/materials", tenant.accessToken, {
      name: `Retry PP ${tag()}`,
      type: "pp",
      countryOfOrigin: "DE",
    });
    expect(again.body).toEqual(first.body);
    expect(await listCompanyMaterialIds(tenant.companyId)).toEqual([first.body.id]);
    expect((await counterNow(WEEKLY_CREATED)) - before).toBe(1);
  });

  it("a contact", async () => {
    const owner = await newTenant();
    const before = (await listCompanyContacts(owner.companyId, { limit: 100 })).items.length;
    const [first, again] = await createTwice("contacts.create", "POST", "/contacts", owner.accessToken, {
      companyId: owner.companyId,
      firstName: "Retry",
      lastName: `Contact ${tag()}`,
    });
    expect(again.body).toEqual(first.body);
    const ids = (await listCompanyContacts(owner.companyId, { limit: 100 })).items.map((c) => c.id);
    expect(ids).toHaveLength(before + 1);
    expect(ids).toContain(first.body.id);
  });

  it("a task", async () => {
    const lead = await newLead(admin);
    const [first, again] = await createTwice("tasks.save", "POST", "/tasks", admin, { topicType: "LEAD", topicId: lead.id, description: "Call back" });
    expect(again.body).toEqual(first.body);
    expect(await taskIdsOf("LEAD", lead.id)).toEqual([first.body.id]);
  });

  it("a material request", async () => {
    const buyer = await newTenant();
    const [first, again] = await createTwice("requests.create", "POST", "/material-requests", buyer.accessToken, {
      description: `Retry need ${tag()}`,
      materialType: "pom",
      amount: 5,
    });
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.description).toBe(first.body.description);
    expect(await listCompanyRequestIds(buyer.companyId)).toEqual([first.body.id]);
  });

  it("a deal (one transaction number)", async () => {
    const [buyer, seller] = [await newTenant(), await newTenant()];
    const [first, again] = await createTwice("deals.create", "PUT", "/deals", admin, { buyerId: buyer.companyId, sellerId: seller.companyId });
    expect(again.body).toEqual(first.body);
    const items = await recentDeals(100);
    expect(items.filter((d) => d.buyerId === buyer.companyId).map((d) => d.id)).toEqual([first.body.id]);
  });

  it("a note on a company", async () => {
    const [first, again] = await createTwice("notes.create", "POST", "/notes", admin, {
      topicType: "COMPANY",
      topicId: tenant.companyId,
      content: `Retry note ${tag()}`,
    });
    expect(again.body).toEqual(first.body);
    const { items } = await topicNotes("COMPANY", tenant.companyId, { limit: 100 });
    expect(items.filter((n) => n.content === first.body.content).map((n) => n.id)).toEqual([first.body.id]);
  });

  it("a company", async () => {
    const name = `Retry Co ${tag()}`;
    const [first, again] = await createTwice("companies.create", "PUT", "/companies", admin, { name, type: "converter" });
    expect(again.body).toEqual(first.body);
    const found = await api("GET", `/companies/duplicates?name=${encodeURIComponent(name)}`, { token: admin });
    expect(found.body.items.map((c: { id: string }) => c.id)).toEqual([first.body.id]);
  });
});

describe("the derived ids stay apart", () => {
  it("another caller with the same key and body makes its own record", async () => {
    const [one, two] = [await newTenant(), await newTenant()];
    const headers = { "idempotency-key": randomUUID() };
    const body = { name: `Shared key PP ${tag()}`, type: "pp", countryOfOrigin: "DE" };
    const a = await api("PUT", "/materials", { token: one.accessToken, body, headers });
    const b = await api("PUT", "/materials", { token: two.accessToken, body, headers });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.id).not.toBe(a.body.id);
    expect(await listCompanyMaterialIds(two.companyId)).toEqual([b.body.id]);
  });

  it("without a key every create is new", async () => {
    const owner = await newTenant();
    const body = { name: `No key PP ${tag()}`, type: "pp", countryOfOrigin: "DE" };
    const a = await api("PUT", "/materials", { token: owner.accessToken, body });
    const b = await api("PUT", "/materials", { token: owner.accessToken, body });
    expect(b.body.id).not.toBe(a.body.id);
    expect(await listCompanyMaterialIds(owner.companyId)).toHaveLength(2);
  });
});
