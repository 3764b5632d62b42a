import { describe, expect, it } from "vitest";
import { api, login } from "../fixtures/api";
import { newTenant } from "../fixtures/factories";
import { SEEDED_COMPANY } from "../../scripts/seed/demo-companies";

const SELLER_CO = SEEDED_COMPANY.demoRecycling;
const BUYER_CO = SEEDED_COMPANY.demoPackaging;

const level1 = {
  name: "PP homopolymer black regrind",
  type: "pp",
  packagingTypes: ["bigBags#1000 kg"],
  color: "black",
  condition: "regrind",
  recycledContent: 95,
  viscosity: { type: "meltFlowRate", min: "8", max: "12", temperature: 230, weight: 2.16, standard: "dinEnIso1133" },
  countryOfOrigin: "de",
  capacity: { amount: 120, frequency: "month" },
  pricePerTon: { amount: 850 },
};

async function create(token: string, body: Record<string, unknown>) {
  const r = await api("PUT", "/materials", { token, body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

describe("materials CRUD and access", () => {
  it("a seller creates, reads, updates and deletes their own material", async () => {
    const s = await newTenant();
    const m = await create(s.accessToken, { ...level1, internalName: "ignored for sellers", isPublic: false });
    expect(m).toMatchObject({
      companyId: s.companyId,
      name: level1.name,
      isPublic: false,
      countryOfOrigin: "DE",
      dataQualityLevel: 1,
      invalid: false,
      version: 1,
      images: [],
      documents: [],
    });
    expect(m.viscosity).toMatchObject({ min: 8, max: 12 });
    expect(m.pricePerTon).toEqual({ amount: 850, currency: "EUR" });

    const got = await api("GET", `/materials/${m.id}`, { token: s.accessToken });
    expect(got.status).toBe(200);
    expect(got.body.id).toBe(m.id);

    const upd = await api("POST", `/materials/${m.id}`, {
      token: s.accessToken,
      body: {
        version: 1,
        chainOfCustody: "massBalance",
        recyclingMethod: "mechanical",
        source: "postConsumer",
        fillers: [{ filler: "other#stone dust", percentage: 2 }],
        lotNumber: "L-1",
        certificateOfAnalysis: true,
        ashContent: 0.8,
        residualMoistureContent: 0.05,
        density: 0.905,
      },
    });
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    expect(upd.body).toMatchObject({ version: 2, dataQualityLevel: 2, type: "pp", name: level1.name });
    expect(upd.body).not.toHaveProperty("updatedBy");

    const cleared = await api("POST", `/materials/${m.id}`, { token: s.accessToken, body: { condition: null } });
    expect(cleared.body).toMatchObject({ version: 3, dataQualityLevel: null, invalid: true });
    expect(cleared.body.condition).toBeUndefined();

    const del = await api("DELETE", `/materials/${m.id}`, { token: s.accessToken });
    expect(del.status).toBe(204);
    expect((await api("GET", `/materials/${m.id}`, { token: s.accessToken })).status).toBe(404);
    expect((await api("DELETE", `/materials/${m.id}`, { token: s.accessToken })).status).toBe(404);
  });

  it("another company's material answers 404 for read, update, delete and uploads", async () => {
    const [b, s] = await Promise.all([newTenant(), newTenant()]);
    const m = await create(b.accessToken, { name: "Buyer's own PET" });
    const mine = await create(s.accessToken, { name: "Seller's own PP" });
    expect(m.companyId).toBe(b.companyId);
    for (const [method, path, body] of [
      ["GET", `/materials/${m.id}`, undefined],
      ["POST", `/materials/${m.id}`, { name: "hijacked" }],
      ["DELETE", `/materials/${m.id}`, undefined],
      ["POST", `/materials/${m.id}/upload-image`, { contentType: "image/png", size: 10 }],
      ["POST", `/materials/${m.id}/upload-document`, { contentType: "application/pdf", size: 10 }],
    ] as const) {
      const r = await api(method, path, { token: s.accessToken, body });
      expect(r.status, `${method} ${path}`).toBe(404);
    }
    expect((await api("GET", `/materials/${m.id}`, { token: b.accessToken })).body.name).toBe("Buyer's own PET");
    expect((await api("GET", `/companies/${b.companyId}/materials`, { token: s.accessToken })).status).toBe(404);
    const list = await api("GET", "/materials?limit=200", { token: s.accessToken });
    expect(list.body.items.map((x: { id: string }) => x.id)).toEqual([mine.id]);
    const admin = await login("admin@example.com");
    expect((await api("GET", `/materials/${m.id}`, { token: admin.accessToken })).status).toBe(200);
  });

  it("without a token every material route answers 401", async () => {
    expect((await api("GET", "/materials")).status).toBe(401);
    expect((await api("PUT", "/materials", { body: level1 })).status).toBe(401);
  });

  it("ordinary users cannot list in the catalog or set the internal name; admins can", async () => {
    const s = await newTenant();
    expect((await api("PUT", "/materials", { token: s.accessToken, body: { ...level1, isPublic: true } })).status).toBe(403);
    const m = await create(s.accessToken, level1);
    expect((await api("POST", `/materials/${m.id}`, { token: s.accessToken, body: { isPublic: true } })).status).toBe(403);
    const same = await api("POST", `/materials/${m.id}`, { token: s.accessToken, body: { isPublic: false, internalName: "mine", name: "Renamed" } });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ isPublic: false, name: "Renamed" });

    const a = await login("admin@example.com");
    expect((await api("GET", `/materials/${m.id}`, { token: a.accessToken })).body.internalName).toBe(level1.name);
    const listed = await api("POST", `/materials/${m.id}`, { token: a.accessToken, body: { isPublic: true, internalName: "PP-BLK-001" } });
    expect(listed.body).toMatchObject({ isPublic: true, internalName: "PP-BLK-001", updatedBy: a.userId });
  });

  it("admins create for any company, or get 400 for an unknown company", async () => {
    const a = await login("admin@example.com");
    const b = await newTenant();
    const m = await create(a.accessToken, { ...level1, companyId: b.companyId, internalName: "Internal X", isPublic: true });
    expect(m).toMatchObject({ companyId: b.companyId, internalName: "Internal X", isPublic: true });
    const bad = await api("PUT", "/materials", { token: a.accessToken, body: { ...level1, companyId: "nope" } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe("body.companyId");
    const own = await api("GET", `/companies/${b.companyId}/materials?limit=200`, { token: b.accessToken });
    expect(own.body.items.map((x: { id: string }) => x.id)).toEqual([m.id]);
  });

  it("staff must name the customer's company: none, or the platform's own, answers 400 and stores nothing", async () => {
    const a = await login("admin@example.com");
    const platform = SEEDED_COMPANY.platform;
    const name = `Platform-owned PP ${Date.now()}`;
    const none = await api("PUT", "/materials", { token: a.accessToken, body: { ...level1, name } });
    expect(none.status, JSON.stringify(none.body)).toBe(400);
    expect(none.body.issues).toEqual([{ path: "body.companyId", message: "Company is required" }]);
    const own = await api("PUT", "/materials", { token: a.accessToken, body: { ...level1, name, companyId: platform } });
    expect(own.status, JSON.stringify(own.body)).toBe(400);
    expect(own.body.issues).toEqual([{ path: "body.companyId", message: "Materials belong to a customer's company; pick the company that offers it" }]);
    const listed = await api("GET", `/companies/${platform}/materials?limit=200`, { token: a.accessToken });
    expect(listed.body.items.map((m: { name: string }) => m.name)).not.toContain(name);
    // an ordinary user's material is still their own company's, with or without naming it
    const s = await newTenant();
    expect((await create(s.accessToken, level1)).companyId).toBe(s.companyId);
  });

  it("a stale version answers 409 and does not overwrite", async () => {
    const s = await newTenant();
    const m = await create(s.accessToken, level1);
    expect((await api("POST", `/materials/${m.id}`, { token: s.accessToken, body: { version: 1, lotNumber: "A" } })).status).toBe(200);
    const stale = await api("POST", `/materials/${m.id}`, { token: s.accessToken, body: { version: 1, lotNumber: "B" } });
    expect(stale.status).toBe(409);
    expect((await api("GET", `/materials/${m.id}`, { token: s.accessToken })).body).toMatchObject({ lotNumber: "A", version: 2 });
  });

  it("unknown ids answer 404", async () => {
    const a = await login("admin@example.com");
    expect((await api("GET", "/materials/does-not-exist", { token: a.accessToken })).status).toBe(404);
    expect((await api("POST", "/materials/does-not-exist", { token: a.accessToken, body: { name: "x" } })).status).toBe(404);
  });
});

describe("public catalog", () => {
  it("a listed material appears without sign-in, without internal fields, and disappears when unlisted", async () => {
    const a = await login("admin@example.com");
    const m = await create(a.accessToken, { ...level1, companyId: SELLER_CO, name: "Catalog PP", internalName: "SECRET-INTERNAL", lotNumber: "LOT-9" });
    const before = await api("GET", `/catalog/materials/${m.id}`);
    expect(before.status).toBe(404);

    await api("POST", `/materials/${m.id}`, { token: a.accessToken, body: { isPublic: true } });
    const one = await api("GET", `/catalog/materials/${m.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: m.id, name: "Catalog PP", type: "pp", dataQualityLevel: 1, invalid: false });
    for (const hidden of ["internalName", "createdBy", "updatedBy", "companyId", "lotNumber", "version"]) expect(one.body, hidden).not.toHaveProperty(hidden);
    expect(JSON.stringify(one.body)).not.toContain("SECRET-INTERNAL");

    const list = await api("GET", "/public-materials?limit=200");
    expect(list.status).toBe(200);
    const found = list.body.items.find((x: { id: string }) => x.id === m.id);
    expect(found).toBeDefined();
    expect(found).not.toHaveProperty("internalName");
    expect(list.body.items.every((x: { isPublic: boolean }) => x.isPublic)).toBe(true);
    expect(JSON.stringify(list.body)).not.toContain("SECRET-INTERNAL");

    await api("POST", `/materials/${m.id}`, { token: a.accessToken, body: { isPublic: false } });
    expect((await api("GET", `/catalog/materials/${m.id}`)).status).toBe(404);
    const after = await api("GET", "/public-materials?limit=200");
    expect(after.body.items.some((x: { id: string }) => x.id === m.id)).toBe(false);
  });
});

describe("lists: pagination and filters", () => {
  it("pages through a company's materials without repeats or gaps", async () => {
    const b = await login("buyer@example.com");
    const mine = [];
    for (let i = 0; i < 7; i++) mine.push((await create(b.accessToken, { name: `Page test ${i}`, type: "ps" })).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const r: { status: number; body: { items: { id: string; type: string }[]; cursor: string | null } } = await api(
        "GET",
        `/materials?type=ps&limit=3${cursor ? `&cursor=${cursor}` : ""}`,
        { token: b.accessToken },
      );
      expect(r.status).toBe(200);
      expect(r.body.items.length).toBeLessThanOrEqual(3);
      expect(r.body.items.every((x) => x.type === "ps")).toBe(true);
      seen.push(...r.body.items.map((x) => x.id));
      cursor = r.body.cursor;
      pages++;
    } while (cursor && pages < 10);
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of mine) expect(seen).toContain(id);
    expect(pages).toBeGreaterThanOrEqual(3);
  });

  it("a bad cursor answers 400", async () => {
    const b = await login("buyer@example.com");
    const r = await api("GET", "/materials?cursor=not-a-cursor", { token: b.accessToken });
    expect(r.status).toBe(400);
    expect(r.body.issues[0].path).toBe("query.cursor");
  });

  it("admin filters: search, types, conditions, countries, colors, source, invalid, documents, company filters", async () => {
    const a = await login("admin@example.com");
    const tag = `zq${Date.now()}`;
    const m1 = await create(a.accessToken, {
      ...level1,
      companyId: SELLER_CO,
      name: `${tag} alpha`,
      type: "hdpe",
      condition: "granules",
      countryOfOrigin: "PL",
      color: "white",
      source: "postIndustrial",
      processingMethods: ["extrusion"],
    });
    const m2 = await create(a.accessToken, { name: `${tag} beta`, companyId: BUYER_CO, type: "pet", internalName: `${tag}-internal` });
    const ids = async (qs: string) => {
      const r = await api("GET", `/materials?limit=200&q=${tag}&${qs}`, { token: a.accessToken });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.items.map((x: { id: string }) => x.id).sort();
    };
    expect(await ids("")).toEqual([m1.id, m2.id].sort());
    expect(await ids(`q=${tag}-INTERNAL`)).toEqual([m2.id]);
    expect(await ids("types=hdpe")).toEqual([m1.id]);
    expect(await ids("types=hdpe,pet")).toEqual([m1.id, m2.id].sort());
    expect(await ids("type=pet")).toEqual([m2.id]);
    expect(await ids("conditions=granules")).toEqual([m1.id]);
    expect(await ids("countries=pl")).toEqual([m1.id]);
    expect(await ids("colors=white,black")).toEqual([m1.id]);
    expect(await ids("source=postIndustrial")).toEqual([m1.id]);
    expect(await ids("processingMethods=extrusion")).toEqual([m1.id]);
    expect(await ids("showInvalid=true")).toEqual([m2.id]);
    expect(await ids("hasDocuments=true")).toEqual([]);
    expect(await ids("hasDocuments=false")).toEqual([m1.id, m2.id].sort());
    expect(await ids("score=4")).toEqual([m1.id]);
    expect(await ids("score=3")).toEqual([m2.id]);
    expect(await ids("companyVerified=true")).toEqual([m1.id, m2.id].sort());
    expect(await ids("companyVerified=false")).toEqual([]);
    expect(await ids("assignee=nobody")).toEqual([]);
    const withCompany = await api("GET", `/materials?q=${tag}&types=hdpe`, { token: a.accessToken });
    expect(withCompany.body.items[0].company).toMatchObject({ id: SELLER_CO, name: "Demo Recycling GmbH", score: 4 });
    const bad = await api("GET", "/materials?types=wood&score=9", { token: a.accessToken });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path.split(".").slice(0, 2).join("."))).toEqual(
      expect.arrayContaining(["query.types", "query.score"]),
    );
  });

  it("filtered admin pages are full and continue with the cursor", async () => {
    const a = await login("admin@example.com");
    const tag = `pg${Date.now()}`;
    const made = [];
    for (let i = 0; i < 5; i++) made.push((await create(a.accessToken, { name: `${tag} ${i}`, companyId: SELLER_CO, type: "san" })).id);
    const p1 = await api("GET", `/materials?q=${tag}&limit=2`, { token: a.accessToken });
    expect(p1.body.items).toHaveLength(2);
    const p2 = await api("GET", `/materials?q=${tag}&limit=2&cursor=${p1.body.cursor}`, { token: a.accessToken });
    const p3 = await api("GET", `/materials?q=${tag}&limit=2&cursor=${p2.body.cursor}`, { token: a.accessToken });
    const all = [...p1.body.items, ...p2.body.items, ...p3.body.items].map((x: { id: string }) => x.id);
    expect(all.sort()).toEqual(made.sort());
    expect(p3.body.cursor).toBeNull();
  });
});

describe("warehouse", () => {
  it("is admin only: 403 for ordinary users", async () => {
    const s = await login("seller@example.com");
    for (const [method, path, body] of [
      ["GET", "/warehouse/materials", undefined],
      ["GET", "/warehouse/materials/x", undefined],
      ["POST", "/warehouse/materials", { id: "x", availableAmountKg: 1 }],
      ["DELETE", "/warehouse/materials/x", undefined],
    ] as const)
      expect((await api(method, path, { token: s.accessToken, body })).status, `${method} ${path}`).toBe(403);
  });

  it("admins save, read, list and delete a material's available amount", async () => {
    const a = await login("admin@example.com");
    const m = await create(a.accessToken, { ...level1, companyId: SELLER_CO, name: "Warehouse PP" });
    const none = await api("GET", `/warehouse/materials/${m.id}`, { token: a.accessToken });
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();
    const saved = await api("POST", "/warehouse/materials", { token: a.accessToken, body: { id: m.id, availableAmountKg: 2500 } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: m.id, availableAmountKg: 2500, reserved: [], version: 1 });
    const again = await api("POST", "/warehouse/materials", { token: a.accessToken, body: { id: m.id, availableAmountKg: "1800" } });
    expect(again.body).toMatchObject({ availableAmountKg: 1800, version: 2 });
    const list = await api("GET", "/warehouse/materials?limit=200", { token: a.accessToken });
    const row = list.body.items.find((x: { id: string }) => x.id === m.id);
    expect(row).toMatchObject({
      availableAmountKg: 1800,
      reserved: [],
      material: { name: "Warehouse PP", type: "pp", companyId: SELLER_CO, companyName: "Demo Recycling GmbH" },
    });
    expect(typeof row.updatedDate).toBe("string");
    expect((await api("POST", "/warehouse/materials", { token: a.accessToken, body: { id: m.id, availableAmountKg: -1 } })).status).toBe(400);
    expect((await api("POST", "/warehouse/materials", { token: a.accessToken, body: { id: "missing", availableAmountKg: 1 } })).status).toBe(404);
    expect((await api("DELETE", `/warehouse/materials/${m.id}`, { token: a.accessToken })).status).toBe(204);
    expect((await api("GET", `/warehouse/materials/${m.id}`, { token: a.accessToken })).body).toBeNull();
  });
});
