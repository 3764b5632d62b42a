import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, login } from "../fixtures/api";
import { startCrashStack, type CrashStack } from "../fixtures/crash-stack";
import { newTenant, tag, type Tenant } from "../fixtures/factories";

/**
 * A company delete killed half-way (SIGKILL between two child deletes, or just after its tombstone) is
 * finished after the restart, by the recovery step `resumeCompanyDeletes` or by a second DELETE, with no
 * child left. Children are counted by the company's own indexes, in this process against the stack's tables.
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
  for (let i = 0; i < 3; i++) expect((await api("POST", "/contacts", { token: admin, body: { companyId: t.companyId, firstName: `C${i}`, lastName: "Child" } })).status).toBe(201);
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
  it("between two child deletes: after the restart the company is gone for readers, and the recovery step finishes it", async () => {
    const t = await populated();
    expect(await childrenLeft(t.companyId)).toBeGreaterThan(8);
    const answer = await api("DELETE", `/companies/${t.companyId}`, { token: admin }).catch((e: Error) => e);
    expect(answer).toBeInstanceOf(Error);
    await stack.crashed();

    await stack.restart({ crashAt: "companies.afterTombstone" });
    admin = (await login("admin@example.com")).accessToken;
    const left = await childrenLeft(t.companyId);
    expect(left).toBeGreaterThan(0);
    expect((await api("GET", `/companies/${t.companyId}`, { token: admin })).status).toBe(404);

    const { resumeCompanyDeletes, DELETE_LEASE_MS } = await import("../../functions/core/companies/delete-job");
    const swept = await resumeCompanyDeletes(new Date(Date.now() + DELETE_LEASE_MS + 1000));
    expect(swept.found).toBeGreaterThanOrEqual(1);
    expect(swept.repaired).toBe(swept.found);
    expect(await childrenLeft(t.companyId)).toBe(0);
    const { db } = await import("../../functions/db/service");
    expect((await db().company.get({ id: t.companyId }).go()).data).toBeNull();
  });

  it("just after its tombstone: a second DELETE after the restart finishes it and answers as the first would", async () => {
    const t = await populated();
    const answer = await api("DELETE", `/companies/${t.companyId}`, { token: admin }).catch((e: Error) => e);
    expect(answer).toBeInstanceOf(Error);
    await stack.crashed();

    await stack.restart();
    admin = (await login("admin@example.com")).accessToken;
    expect(await childrenLeft(t.companyId)).toBeGreaterThan(8);
    expect((await api("POST", "/contacts", { token: admin, body: { companyId: t.companyId, firstName: "Late", lastName: "Comer" } })).status).toBe(409);
    const again = await api("DELETE", `/companies/${t.companyId}`, { token: admin });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toEqual({ id: t.companyId });
    expect(await childrenLeft(t.companyId)).toBe(0);
  });
});
