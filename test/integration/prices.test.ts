import { beforeAll, describe, expect, inject, it } from "vitest";
import { compareToIndex } from "../../shared/rules/price-index";
import type { PriceHistory } from "../../shared/schemas/insights";
import { api, login } from "../fixtures/api";
import { issuePaths, newMaterial, newTenant, tag, type Tenant } from "../fixtures/factories";

/**
 * The price index (ADR 0210): GET /prices/history and a deal against its grade's index. A series is shared
 * by every material of its grade, so the tests compare the current week before and after their own writes
 * (prices far below and above anything else of the grade), never with the seeded values.
 */

const GRADE = { type: "pbs", condition: "powder", color: "transparent" } as const;
const query = (q: Record<string, string | number> = {}) =>
  new URLSearchParams(Object.fromEntries(Object.entries({ ...GRADE, ...q }).map(([k, v]) => [k, String(v)])));

let admin: string;
let tenant: Tenant;
beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  admin = (await login("admin@example.com")).accessToken;
  tenant = await newTenant();
});

async function history(q: Record<string, string | number> = {}): Promise<PriceHistory> {
  const r = await api("GET", `/prices/history?${query(q)}`, { token: admin });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
}
const thisWeek = async () => (await history({ weeks: 1 })).points[0];

const material = (price: number) =>
  newMaterial(tenant.accessToken, { type: GRADE.type, condition: GRADE.condition, color: GRADE.color, pricePerTon: { amount: price, currency: "EUR" } });

describe("GET /prices/history", () => {
  it("answers 52 weekly points by default, oldest first, the current week last, weeks without prices as nulls", async () => {
    const h = await history();
    expect(h).toMatchObject({ materialType: GRADE.type, condition: GRADE.condition, color: GRADE.color });
    expect(h.points).toHaveLength(52);
    const weeks = h.points.map((p) => p.week);
    expect([...weeks].sort()).toEqual(weeks);
    expect(new Set(weeks).size).toBe(52);
    for (let i = 1; i < 52; i++) expect(Date.parse(weeks[i]) - Date.parse(weeks[i - 1])).toBe(7 * 86_400_000);
    expect(new Date(`${weeks[51]}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(Date.now() - Date.parse(weeks[51])).toBeLessThan(7 * 86_400_000);
    for (const p of h.points) if (!p.sampleSize) expect(p).toMatchObject({ min: null, avg: null, max: null });
    expect((await history({ weeks: 5 })).points).toHaveLength(5);
  });

  it("bad values answer 400 naming the field; ordinary users 403", async () => {
    for (const [q, field] of [
      [{ weeks: 0 }, "weeks"],
      [{ weeks: 53 }, "weeks"],
      [{ weeks: "2.5" }, "weeks"],
      [{ weeks: "many" }, "weeks"],
      [{ type: "nylon" }, "type"],
      [{ condition: "melted" }, "condition"],
      [{ color: "red" }, "color"],
    ] as const) {
      const r = await api("GET", `/prices/history?${query(q)}`, { token: admin });
      expect(r.status, `${JSON.stringify(q)} ${JSON.stringify(r.body)}`).toBe(400);
      expect(issuePaths(r).join(" ")).toMatch(new RegExp(field));
    }
    const missing = await api("GET", "/prices/history?weeks=3", { token: admin });
    expect(missing.status).toBe(400);
    expect(issuePaths(missing).join(" ")).toMatch(/type/);
    expect((await api("GET", `/prices/history?${query()}`, { token: tenant.accessToken })).status).toBe(403);
  });

  it("a material's price enters its week once, at its latest price", async () => {
    const before = await thisWeek();
    const low = await material(1.5);
    await material(900_000_000);
    const after = await thisWeek();
    expect(after.sampleSize).toBe(before.sampleSize + 2);
    expect(after.min).toBe(1.5);
    expect(after.max).toBe(900_000_000);
    // Re-saved twice in the same week: still one sample, at its newest price.
    for (const amount of [2.5, 3.5]) {
      const r = await api("POST", `/materials/${low}`, { token: tenant.accessToken, body: { pricePerTon: { amount, currency: "EUR" } } });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const resaved = await thisWeek();
    expect(resaved.sampleSize).toBe(after.sampleSize);
    expect(resaved.min).toBe(3.5);
  });
});

describe("a deal against the index of its grade", () => {
  it("compares the contract price with the grade's average of the week the deal was made", async () => {
    const materialId = await material(1000);
    const lead = await api("PUT", "/leads", {
      token: admin,
      body: { type: "buy", description: `Index lead ${tag()}`, companyId: tenant.companyId, status: "won", materialIds: [materialId] },
    });
    expect(lead.status, JSON.stringify(lead.body)).toBe(201);
    const index = (await thisWeek()).avg!;
    const price = Math.round(index * 0.88 * 100) / 100;
    const deal = await api("PUT", "/deals", {
      token: admin,
      body: { leadId: lead.body.id, contractData: { materials: [{ description: "PBS powder", quantity: 5, price }], currency: "EUR" } },
    });
    expect(deal.status, JSON.stringify(deal.body)).toBe(201);
    const r = await api("GET", `/deals/${deal.body.id}/price-index`, { token: admin });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      grade: { materialType: GRADE.type, condition: GRADE.condition, color: GRADE.color },
      contractPrice: price,
      indexAvg: index,
    });
    expect(r.body.comparison).toEqual(compareToIndex(price, index));
    expect(r.body.comparison).toMatchObject({ position: "below" });
    expect(r.body.comparison.percent).toBeGreaterThanOrEqual(11);
    expect(r.body.comparison.percent).toBeLessThanOrEqual(12);
  });

  it("a deal without a lead has no grade and no comparison; an unknown deal is 404", async () => {
    const deal = await api("PUT", "/deals", {
      token: admin,
      body: { contractData: { materials: [{ description: "x", quantity: 1, price: 500 }], currency: "USD" } },
    });
    expect(deal.status, JSON.stringify(deal.body)).toBe(201);
    const r = await api("GET", `/deals/${deal.body.id}/price-index`, { token: admin });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ grade: null, indexAvg: null, comparison: null, contractPrice: 431.8 });
    expect((await api("GET", "/deals/d0000000-0000-4000-8000-00000000dead/price-index", { token: admin })).status).toBe(404);
  });
});
