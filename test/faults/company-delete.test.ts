import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, login } from "../fixtures/api";
import { startCrashStack, type CrashStack } from "../fixtures/crash-stack";
import { newTenant, tag, type Tenant } from "../fixtures/factories";

/**
 * A company delete killed half-way (SIGKILL between two child deletes, or just after its tombstone) is
 * finished by the recovery sweep of the next start, with no child left. (A second DELETE finishing a delete
 * cut short while the stack lives is in test/integration/company-delete.test.ts.) Children are counted by the company's own indexes, in this process against the stack's tables.
 */
let stack: CrashStack;
let admin: string;

beforeAll(async () => {
  stack = await startCrashStack({ crashAt: "companies.deleteChildren#3" });
  admin = (await login("admin@example.com")).accessToken;
});
afterAll(() => stack?.stop());

async function populated(): Promise<Tenant> {
  const t = await newTenant();
  for (let i = 0; i < 3; i++)
    expect((await api("POST", "/contacts", { token: admin, body: { companyId: t.companyId, firstName: `C${i}`, lastName: "Child" } })).status).toBe(201);
  for (let i = 0; i < 2; i++) {
    expect((await api("PUT", "/materials", { token: t.accessToken, body: { name: `Gone PP ${i}`, type: "pp" } })).status).toBe(201);
    expect((await api("POST", "/material-requests", { token: t.accessToken, body: { description: `Need ${tag()}`, materialType: "pp" } })).status).toBe(201);
  }
  expect((await api("PUT", "/leads", { token: admin, body: { type: "buy", description: `Lead ${tag()}`, companyId: t.companyId } })).status).toBe(201);
  expect((await api("PUT", `/v2/companies/${t.companyId}/researches`, { token: admin, body: {} })).status).toBe(201);
  return t;
}

/** The children still stored, over every kind the delete removes (Queries on their company indexes). */
async function childrenLeft(companyId: string): Promise<number> {
  Object.assign(process.env, stack.env);
  const { db } = await import("../../functions/db/service");
  const d = db();
  const queries = [
    d.contact.query.byCompany({ companyId }),
    d.materialRequest.query.byCompany({ companyId }),
    d.material.query.byCompany({ companyId }),
    d.lead.query.byCompany({ companyId }),
    d.research.query.byCompany({ companyId }),
    d.companyEvent.query.byCompany({ companyId }),
  ] as { go(o: object): Promise<{ data: unknown[] }> }[];
  let n = 0;
  for (const q of queries) n += (await q.go({ pages: "all" })).data.length;
  return n;
}

describe("a company delete killed half-way", () => {
  /** Gone for good: no child, no record, 404 to readers, and a second DELETE answers 404. */
  async function finished(companyId: string) {
    expect(await childrenLeft(companyId)).toBe(0);
    const { db } = await import("../../functions/db/service");
    expect((await db().company.get({ id: companyId }).go()).data).toBeNull();
    expect((await api("GET", `/companies/${companyId}`, { token: admin })).status).toBe(404);
    expect((await api("DELETE", `/companies/${companyId}`, { token: admin })).status).toBe(404);
  }

  it("between two child deletes: the next start's recovery sweep finishes it", async () => {
    const t = await populated();
    expect(await childrenLeft(t.companyId)).toBeGreaterThan(8);
    const answer = await api("DELETE", `/companies/${t.companyId}`, { token: admin }).catch((e: Error) => e);
    expect(answer).toBeInstanceOf(Error);
    await stack.crashed();

    await stack.restart();
    admin = (await login("admin@example.com")).accessToken;
    await finished(t.companyId);
  });

  it("just after its tombstone: the next start's recovery sweep finishes it too", async () => {
    await stack.restart({ crashAt: "companies.afterTombstone" });
    admin = (await login("admin@example.com")).accessToken;
    const t = await populated();
    const answer = await api("DELETE", `/companies/${t.companyId}`, { token: admin }).catch((e: Error) => e);
    expect(answer).toBeInstanceOf(Error);
    await stack.crashed();

    await stack.restart();
    admin = (await login("admin@example.com")).accessToken;
    await finished(t.companyId);
  });
});
