import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, login, type Answer } from "../fixtures/api";
import { startCrashStack, type CrashStack } from "../fixtures/crash-stack";
import { newTenant, tag } from "../fixtures/factories";

/**
 * A lead create killed with SIGKILL after its write, before its answer (so before its idempotency record was
 * completed), retried with the same key after the restart: one lead, the one answered, counted once (ADR 0174).
 */
let stack: CrashStack;
let admin: string;

beforeAll(async () => {
  stack = await startCrashStack({ crashAt: "leads.create.beforeAnswer" });
  admin = (await login("admin@example.com")).accessToken;
});
afterAll(() => stack?.stop());

/** The killed attempt's in-progress mark lasts as long as its invocation might have: wait it out as the SPA does. */
async function retried(send: () => Promise<Answer>): Promise<Answer> {
  for (let i = 0; ; i++) {
    const r = await send();
    if (r.status !== 409 || !r.headers.get("retry-after") || i >= 30) return r;
    await new Promise((done) => setTimeout(done, Number(r.headers.get("retry-after")) * 1000));
  }
}

/** The company's leads and this week's created-leads counter, read in this process against the stack's table. */
async function stored(companyId: string): Promise<{ leads: string[]; counted: number }> {
  Object.assign(process.env, stack.env);
  const { companyLeadIds, LEADS_WEEKLY } = await import("../../functions/domains/leads");
  const { readCounter } = await import("../../functions/db/queries/analytics-counters");
  const { weekOf } = await import("../../functions/domains/insights");
  return { leads: await companyLeadIds(companyId), counted: (await readCounter(LEADS_WEEKLY)).get(weekOf(new Date())) ?? 0 };
}

describe("a lead create killed part-way, retried with its key after the restart", () => {
  async function killedThenRetried(nextCrashAt?: string) {
    const { companyId } = await newTenant();
    const before = await stored(companyId);
    const key = randomUUID();
    const body = { type: "buy", description: `Killed lead ${tag()}`, companyId };
    const sendSame = () => api("PUT", "/leads", { token: admin, body, headers: { "idempotency-key": key } });
    expect(await sendSame().catch((e: Error) => e)).toBeInstanceOf(Error);
    await stack.crashed();
    await stack.restart(nextCrashAt ? { crashAt: nextCrashAt } : undefined);
    const again = await retried(sendSame);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    const after = await stored(companyId);
    expect(after.leads).toEqual([again.body.id]);
    expect(after.counted - before.counted).toBe(1);
  }

  it("killed after the write and its counters, before the answer: the retry answers that lead", async () => {
    // the next case's point: the retry here, a replay, must not reach it
    await killedThenRetried("leads.afterCreate");
  });

  it("killed after the write, before its counters: the retry answers that lead; the restart's reconciliation counts it", async () => {
    await killedThenRetried();
  });
});
