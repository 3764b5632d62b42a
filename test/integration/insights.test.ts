import { beforeAll, describe, expect, inject, it } from "vitest";
import { EUR_PER_UNIT } from "../../shared/rules/currency";
import { api, login } from "../fixtures/api";
import { SEEDED_COMPANY } from "../../scripts/seed/demo-companies";

/** GET /prices and GET /analytics: staff only, fed by material writes (ADR 0123, 0124). */
const SELLER_CO = SEEDED_COMPANY.demoRecycling;
const DAY = 86_400_000;
const day = (ago: number) => new Date(Date.now() - ago * DAY).toISOString().slice(0, 10);

let admin: string;
beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  admin = (await login("admin@example.com")).accessToken;
});

type Slice = { key: string; value: number };
const slice = async (metric: string, key: string) => {
  const r = await api("GET", `/analytics?metric=${metric}`, { token: admin });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (r.body.slices as Slice[]).find((s) => s.key === key)?.value;
};

describe("insights access and input", () => {
  it("ordinary users get 403, an unknown metric 400 naming metric", async () => {
    const seller = (await login("seller@example.com")).accessToken;
    expect((await api("GET", "/prices", { token: seller })).status).toBe(403);
    expect((await api("GET", "/analytics?metric=WEEKLY_CREATED_TOTALS", { token: seller })).status).toBe(403);
    for (const q of ["?metric=NOPE", ""]) {
      const r = await api("GET", `/analytics${q}`, { token: admin });
      expect(r.status).toBe(400);
      expect(r.body.issues.map((i: { path: string }) => i.path).join(" ")).toMatch(/metric/);
    }
  });

  it("answers every metric in its shape", async () => {
    for (const metric of ["WEEKLY_CREATED_TOTALS", "WEEKLY_MATERIALS_ACTIVITY"]) {
      const r = await api("GET", `/analytics?metric=${metric}`, { token: admin });
      expect(r.body).toMatchObject({ metric, kind: "weekly" });
      expect(r.body.points).toHaveLength(12);
      expect(r.body.points[11].week <= new Date().toISOString().slice(0, 10)).toBe(true);
    }
    const r = await api("GET", "/analytics?metric=MATERIAL_TOTAL_CAPACITY_BY_TYPE", { token: admin });
    expect(r.body).toMatchObject({ kind: "breakdown", unit: "t/year" });
    expect(r.body.slices.length).toBeGreaterThan(0); // the seed's materials, counted by the rebuild
  });
});

describe("analytics counters follow material writes", () => {
  it("create, update and delete move the breakdowns; create and update count as activity", async () => {
    // A country no other test uses, so its slice is this test's alone.
    const body = {
      name: "Counter probe",
      type: "pp",
      condition: "regrind",
      color: "black",
      countryOfOrigin: "LI",
      batchSize: 10,
      capacity: { amount: 5, frequency: "month" },
      companyId: SELLER_CO,
    };
    const created = await api("PUT", "/materials", { token: admin, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await slice("MATERIAL_TOTAL_AMOUNT_BY_COUNTRY", "LI")).toBe(10);
    expect(await slice("MATERIAL_TOTAL_CAPACITY_BY_COUNTRY", "LI")).toBe(60);
    const weekly = (await api("GET", "/analytics?metric=WEEKLY_CREATED_TOTALS", { token: admin })).body.points;
    expect(weekly[11].value).toBeGreaterThanOrEqual(1);

    const updated = await api("POST", `/materials/${created.body.id}`, {
      token: admin,
      body: { version: 1, batchSize: 12.5, capacity: { amount: 30, frequency: "year" } },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(await slice("MATERIAL_TOTAL_AMOUNT_BY_COUNTRY", "LI")).toBe(12.5);
    expect(await slice("MATERIAL_TOTAL_CAPACITY_BY_COUNTRY", "LI")).toBe(30);
    const activity = (await api("GET", "/analytics?metric=WEEKLY_MATERIALS_ACTIVITY", { token: admin })).body.points;
    expect(activity[11].value).toBeGreaterThanOrEqual(2);

    expect((await api("DELETE", `/materials/${created.body.id}`, { token: admin })).status).toBe(204);
    expect(await slice("MATERIAL_TOTAL_AMOUNT_BY_COUNTRY", "LI")).toBeUndefined();
    expect(await slice("MATERIAL_TOTAL_CAPACITY_BY_COUNTRY", "LI")).toBeUndefined();
  });
});

describe("price statistics", () => {
  // A group no other test or seed uses: PEEK powder, transparent.
  const group = { materialType: "peek", condition: "powder", colorGroup: "transparent" } as const;
  const row = async () => {
    const r = await api("GET", "/prices", { token: admin });
    expect(r.status).toBe(200);
    return {
      list: r.body,
      row: r.body.items.find(
        (i: { materialType: string; condition: string; color: string }) => i.materialType === "peek" && i.condition === "powder" && i.color === "transparent",
      ),
    };
  };

  it("from the observations of the last 2 weeks in EUR per tonne, the 2 weeks before for the trend", async () => {
    const { recordPriceObservations } = await import("../../functions/domains/insights");
    const at = (ago: number) => `${day(ago)}T08:00:00.000Z`;
    await recordPriceObservations([
      { ...group, materialId: "peek-a", day: day(1), observedAt: at(1), amount: 4000, currency: "EUR" },
      { ...group, materialId: "peek-b", day: day(3), observedAt: at(3), amount: Math.round(6000 / EUR_PER_UNIT.USD), currency: "USD" },
      { ...group, materialId: "peek-a", day: day(20), observedAt: at(20), amount: 4000, currency: "EUR" },
      { ...group, materialId: "peek-c", day: day(40), observedAt: at(40), amount: 99999, currency: "EUR" },
    ]);
    const { list, row: r } = await row();
    expect(list.from).toBe(day(13));
    expect(list.to).toBe(day(0));
    expect(r).toMatchObject({
      min: 4000,
      max: expect.closeTo(6000, 0),
      sampleSize: 2,
      previous: { min: 4000, avg: 4000, max: 4000, sampleSize: 1 },
      trend: "up",
    });
    expect(r.avg).toBeCloseTo(5000, 0);

    // A material saved with a price in GBP joins the current window at once.
    const m = await api("PUT", "/materials", {
      token: admin,
      body: {
        name: "PEEK powder probe",
        type: "peek",
        condition: "powder",
        color: "transparent",
        countryOfOrigin: "DE",
        pricePerTon: { amount: 2000, currency: "GBP" },
        companyId: SELLER_CO,
      },
    });
    expect(m.status, JSON.stringify(m.body)).toBe(201);
    const after = (await row()).row;
    expect(after.sampleSize).toBe(3);
    expect(after.min).toBe(2000 * EUR_PER_UNIT.GBP);

    // Deleting the material takes its price out of the statistics.
    expect((await api("DELETE", `/materials/${m.body.id}`, { token: admin })).status).toBe(204);
    expect((await row()).row.sampleSize).toBe(2);
  });
});
