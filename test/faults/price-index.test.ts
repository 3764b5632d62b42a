import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PriceHistory } from "../../shared/schemas/insights";
import { api, login } from "../fixtures/api";
import { startCrashStack, type CrashStack } from "../fixtures/crash-stack";
import { SELLER_CO, tag } from "../fixtures/factories";

/**
 * A price write killed with SIGKILL between the material's week entry and the week's point: the recovery sweep
 * of the next start recomputes the weeks of the recent price observations, so the week's point counts the price
 * once (not lost, not doubled), and a later price of the same week counts beside it.
 */
describe("a price write killed between the week entry and the week's point", () => {
  let stack: CrashStack;
  beforeAll(async () => {
    stack = await startCrashStack({ crashAt: "prices.afterWeekEntry" });
  });
  afterAll(() => stack?.stop());

  // a series no seeded material is in
  const series = { type: "pca", condition: "agglomerate", color: "natural" };
  const admin = async () => (await login("admin@example.com")).accessToken;
  const thisWeek = async (token: string) => {
    const r = await api<PriceHistory>("GET", `/prices/history?type=${series.type}&condition=${series.condition}&color=${series.color}&weeks=1`, { token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.points[0];
  };
  const priced = (token: string, amount: number) =>
    api("PUT", "/materials", {
      token,
      body: {
        companyId: SELLER_CO,
        name: `Priced rPCA ${tag()}`,
        type: series.type,
        condition: series.condition,
        color: series.color,
        countryOfOrigin: "DE",
        pricePerTon: { amount, currency: "EUR" },
      },
    });

  it("the restart's recovery counts the price once; the week's next price counts beside it", async () => {
    const before = await thisWeek(await admin());
    const killed = await priced(await admin(), 900).catch((e: Error) => e);
    expect(killed).toBeInstanceOf(Error);
    await stack.crashed();

    await stack.restart();
    const token = await admin();
    const after = await thisWeek(token);
    expect(after.sampleSize).toBe(before.sampleSize + 1);
    expect(after.max).toBe(Math.max(900, before.max ?? 0));

    const next = await priced(token, 1100);
    expect(next.status, JSON.stringify(next.body)).toBe(201);
    const later = await thisWeek(token);
    expect(later.sampleSize).toBe(before.sampleSize + 2);
    expect(later.max).toBe(Math.max(1100, before.max ?? 0));

    await stack.restart();
    expect((await thisWeek(await admin())).sampleSize).toBe(before.sampleSize + 2);
  });
});
