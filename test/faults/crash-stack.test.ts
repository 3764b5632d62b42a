import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allPages, api, login } from "../fixtures/api";
import { startCrashStack, type CrashStack } from "../fixtures/crash-stack";
import { BUYER_CO, tag } from "../fixtures/factories";

/**
 * The crash harness itself: a process killed between a lead's write and its counters answers nothing, and the
 * stack started again on the same data has the lead and still signs users in.
 */
describe("a stack killed at a crash point", () => {
  let stack: CrashStack;
  beforeAll(async () => {
    stack = await startCrashStack({ crashAt: "leads.afterCreate" });
  });
  afterAll(() => stack?.stop());

  it("dies there, and its data is all there after a restart", async () => {
    const { accessToken } = await login("admin@example.com");
    const description = `Crash ${tag()}`;
    const answer = await api("PUT", "/leads", { token: accessToken, body: { type: "buy", description, companyId: BUYER_CO } }).catch((e: Error) => e);
    expect(answer).toBeInstanceOf(Error);
    await stack.crashed();

    await stack.restart();
    const fresh = await api("POST", "/auth/authenticate", { body: { email: "admin@example.com", password: "Recycle#2026" } });
    expect(fresh.status).toBe(200);
    const leads = await allPages<{ description: string }>("/leads", fresh.body.accessToken);
    expect(leads.filter((l) => l.description === description)).toHaveLength(1);
  });
});
