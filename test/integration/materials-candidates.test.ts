import { beforeAll, describe, expect, inject, it } from "vitest";
import { loadCandidates } from "../../functions/domains/materials";
import { api, login } from "../fixtures/api";
import { newTenant, tag, type Tenant } from "../fixtures/factories";

/**
 * The matching engine's candidate index (gsi10, ADR 0205) follows every write of a material: a created one is
 * a candidate of its type with the fields the engine reads, an edit shows at once (a type change moves it),
 * listing or unlisting leaves it a candidate (the matching ranks unlisted materials too), and a deleted one
 * is gone, alone or with its company.
 */
let admin: string;
let seller: Tenant;

beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  admin = (await login("admin@example.com")).accessToken;
  seller = await newTenant();
});

const candidate = async (type: string, id: string) => (await loadCandidates([type])).find((c) => c.id === id);

async function create(body: object, companyId = seller.companyId) {
  const r = await api("PUT", "/materials", { token: admin, body: { companyId, ...body } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.id as string;
}

async function edit(id: string, body: object) {
  const r = await api("POST", `/materials/${id}`, { token: admin, body });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

describe("the candidate index follows material writes", () => {
  it("create → a candidate of its type; edit → its new fields; type change → moves; listing → stays; delete → gone", async () => {
    const name = `Candidate POM ${tag()}`;
    const id = await create({ name, type: "pom", color: "natural", condition: "regrind", capacity: { amount: 30, frequency: "month" } });
    expect(await candidate("pom", id)).toMatchObject({ id, name, type: "pom", color: "natural", condition: "regrind", companyId: seller.companyId });

    await edit(id, { color: "black", pricePerTon: { amount: 900, currency: "EUR" } });
    expect(await candidate("pom", id)).toMatchObject({ color: "black", pricePerTon: { amount: 900, currency: "EUR" } });

    await edit(id, { type: "peek" });
    expect(await candidate("pom", id)).toBeUndefined();
    expect(await candidate("peek", id)).toMatchObject({ type: "peek", color: "black" });

    await edit(id, { isPublic: true });
    await edit(id, { isPublic: false });
    expect(await candidate("peek", id)).toMatchObject({ id });

    expect((await api("DELETE", `/materials/${id}`, { token: admin })).status).toBe(204);
    expect(await candidate("peek", id)).toBeUndefined();
  });

  it("a type-less read holds every type; a company's delete takes its materials out", async () => {
    const company = await newTenant();
    const ids = [
      await create({ name: `Candidate PA6 ${tag()}`, type: "pa6" }, company.companyId),
      await create({ name: `Candidate PS ${tag()}`, type: "ps" }, company.companyId),
    ];
    const everything = new Set((await loadCandidates(null)).map((c) => c.id));
    expect(ids.every((id) => everything.has(id))).toBe(true);

    const del = await api("DELETE", `/companies/${company.companyId}`, { token: admin });
    expect([200, 202, 204], JSON.stringify(del.body)).toContain(del.status);
    await expect.poll(async () => [await candidate("pa6", ids[0]), await candidate("ps", ids[1])], { timeout: 10_000 }).toEqual([undefined, undefined]);
  });
});
