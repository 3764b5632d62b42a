import { describe, expect, it } from "vitest";
import { MATERIAL_LIST_FIELDS } from "../../shared/schemas/material";
import { api, login } from "../fixtures/api";
import { newTenant, tag } from "../fixtures/factories";
import { SEEDED_COMPANY } from "../../scripts/seed/demo-companies";

const SELLER_CO = SEEDED_COMPANY.demoRecycling;

type PageBody = { items: Record<string, any>[]; cursor: string | null };

async function create(token: string, body: Record<string, unknown>) {
  const r = await api("PUT", "/materials", { token, body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

/** Every page of a list; asserts no page is empty while it hands out a cursor. */
async function allPages(path: string, token?: string, maxPages = 200) {
  const items: Record<string, any>[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const sep = path.includes("?") ? "&" : "?";
    const r: { status: number; body: PageBody } = await api("GET", `${path}${cursor ? `${sep}cursor=${encodeURIComponent(cursor)}` : ""}`, { token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    if (r.body.cursor) expect(r.body.items.length, `page ${pages + 1} of ${path} is empty but has a cursor`).toBeGreaterThan(0);
    items.push(...r.body.items);
    cursor = r.body.cursor;
    pages++;
  } while (cursor && pages < maxPages);
  return { items, pages };
}

const expectBadCursor = (r: { status: number; body: any }, what: string) => {
  expect(r.status, `${what}: ${JSON.stringify(r.body)}`).toBe(400);
  expect(r.body.issues?.[0]?.path, what).toBe("query.cursor");
};

describe("list cursors are opaque and tamper-evident", () => {
  it("forged, truncated, altered, oversized and other-partition cursors answer 400 on every list route", async () => {
    const [admin, seller, buyer] = await Promise.all([login("admin@example.com"), login("seller@example.com"), login("buyer@example.com")]);
    const routes: [string, string | undefined][] = [
      ["/materials", buyer.accessToken],
      ["/materials", admin.accessToken],
      ["/materials?types=pp,pet", admin.accessToken],
      ["/companies", admin.accessToken],
      [`/companies/${SELLER_CO}/materials`, seller.accessToken],
      ["/public-materials", undefined],
      ["/warehouse/materials", admin.accessToken],
    ];
    const forged = [
      "not-a-cursor",
      Buffer.from(JSON.stringify({ pk: "$recyclate#id_x", sk: "$material_1" })).toString("base64url"),
      `${Buffer.from(JSON.stringify({ createdDate: "2999-01-01T00:00:00.000Z", id: "z" })).toString("base64url")}.AAAA`,
      "a".repeat(1500),
      "x.y.z",
    ];
    for (const [path, token] of routes) {
      const sep = path.includes("?") ? "&" : "?";
      for (const c of forged) expectBadCursor(await api("GET", `${path}${sep}cursor=${encodeURIComponent(c)}`, { token }), `${path} forged ${c.slice(0, 20)}`);
      const first = await api("GET", `${path}${sep}limit=1`, { token });
      expect(first.status).toBe(200);
      if (!first.body.cursor) continue;
      const real: string = first.body.cursor;
      expectBadCursor(await api("GET", `${path}${sep}cursor=${encodeURIComponent(real.slice(0, -2))}`, { token }), `${path} truncated`);
      const [payload, tag] = real.split(".");
      const altered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, "base64url").toString()), id: "zzzz" })).toString("base64url");
      expectBadCursor(await api("GET", `${path}${sep}cursor=${altered}.${tag}`, { token }), `${path} altered`);
      expect((await api("GET", `${path}${sep}limit=1&cursor=${encodeURIComponent(real)}`, { token })).status).toBe(200);
    }
  });

  it("a cursor of another company or another filter is refused, never answered with its data", async () => {
    const [seller, buyer, admin] = await Promise.all([login("seller@example.com"), login("buyer@example.com"), login("admin@example.com")]);
    await create(seller.accessToken, { name: "Cursor partition 1", type: "pp" });
    await create(seller.accessToken, { name: "Cursor partition 2", type: "pp" });
    const sellers = await api("GET", "/materials?limit=1", { token: seller.accessToken });
    expect(sellers.body.cursor).toBeTruthy();
    expectBadCursor(
      await api("GET", `/materials?cursor=${encodeURIComponent(sellers.body.cursor)}`, { token: buyer.accessToken }),
      "buyer with seller's cursor",
    );
    expectBadCursor(await api("GET", `/public-materials?cursor=${encodeURIComponent(sellers.body.cursor)}`), "catalog with a company cursor");
    const pp = await api("GET", "/materials?types=pp&limit=1", { token: admin.accessToken });
    expectBadCursor(await api("GET", `/materials?types=pet&cursor=${encodeURIComponent(pp.body.cursor)}`, { token: admin.accessToken }), "other filter");
  });
});

describe("filtered lists without read-until-full", () => {
  it("several types are merged newest first, every page full, no repeats, no empty page with a cursor", async () => {
    const a = await login("admin@example.com");
    const tag = `mg${Date.now()}`;
    const made: { id: string; type: string }[] = [];
    for (const type of ["hdpe", "pet", "ps", "hdpe", "pet", "hdpe", "ps"])
      made.push({ ...(await create(a.accessToken, { name: `${tag} ${type}`, companyId: SELLER_CO, type })), type });
    const { items } = await allPages("/materials?types=hdpe,pet&limit=2", a.accessToken);
    expect(items.every((m) => m.type === "hdpe" || m.type === "pet")).toBe(true);
    expect(new Set(items.map((m) => m.id)).size).toBe(items.length);
    const dates = items.map((m) => `${m.createdDate}#${m.id}`);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const m of made.filter((x) => x.type !== "ps")) expect(items.map((i) => i.id)).toContain(m.id);
    // The indexed facets agree with the plain filter they replace.
    const byCountry = await allPages("/materials?countries=de,pl&conditions=regrind,granules&limit=3", a.accessToken);
    expect(byCountry.items.every((m) => ["DE", "PL"].includes(m.countryOfOrigin) && ["regrind", "granules"].includes(m.condition))).toBe(true);
  });

  it("two facets at once come from the pair index: every match, only matches, and an edit moves a material (ADR 0155)", async () => {
    const [a, s] = await Promise.all([login("admin@example.com"), newTenant()]);
    const t = tag();
    const combos = [
      ["pp", "regrind", "DE"],
      ["pp", "regrind", "PL"],
      ["pp", "granules", "DE"],
      ["hdpe", "regrind", "DE"],
      ["hdpe", "regrind", "FR"],
      ["pet", undefined, "PL"],
      ["pp", "regrind", undefined],
    ] as const;
    const made = await Promise.all(
      combos.map(([type, condition, countryOfOrigin], i) => create(s.accessToken, { name: `${t} ${i}`, type, condition, countryOfOrigin })),
    );
    const ids = (pred: (c: (typeof combos)[number]) => boolean) =>
      made
        .filter((_, i) => pred(combos[i]))
        .map((m) => m.id)
        .sort();
    const listed = async (qs: string) => (await allPages(`/materials?${qs}&q=${t}&limit=2`, a.accessToken)).items.map((m) => m.id).sort();
    expect(await listed("countries=DE,PL&conditions=regrind")).toEqual(ids(([, c, k]) => c === "regrind" && (k === "DE" || k === "PL")));
    expect(await listed("types=pp,hdpe&conditions=regrind")).toEqual(ids(([ty, c]) => c === "regrind" && (ty === "pp" || ty === "hdpe")));
    expect(await listed("type=pp&countries=de")).toEqual(ids(([ty, , k]) => ty === "pp" && k === "DE"));
    expect(await listed("types=pp&conditions=regrind&countries=DE,PL")).toEqual(
      ids(([ty, c, k]) => ty === "pp" && c === "regrind" && (k === "DE" || k === "PL")),
    );
    // An edit rewrites the pair keys: the first material leaves "pp, regrind" for "pp, powder".
    const edited = await api("POST", `/materials/${made[0].id}`, { token: s.accessToken, body: { version: 1, condition: "powder" } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await listed("type=pp&conditions=regrind")).toEqual(ids(([ty, c]) => ty === "pp" && c === "regrind").filter((id) => id !== made[0].id));
    expect(await listed("type=pp&conditions=powder")).toEqual([made[0].id]);
  });

  it("exactly `limit` matches answer one page and no cursor", async () => {
    const a = await login("admin@example.com");
    const tag = `ex${Date.now()}`;
    for (let i = 0; i < 3; i++) await create(a.accessToken, { name: `${tag} ${i}`, companyId: SELLER_CO, type: "pa" });
    const r = await api("GET", `/materials?q=${tag}&limit=3`, { token: a.accessToken });
    expect(r.body.items).toHaveLength(3);
    expect(r.body.cursor).toBeNull();
  });

  it("companies?q pages hold matches, never an empty page while more match (13.6)", async () => {
    const a = await login("admin@example.com");
    // Companies of its own (other test files create, rename and delete companies meanwhile), found by a rare q.
    const tag = `pg${Date.now().toString(36)}`;
    for (const n of [1, 2, 3, 4, 5]) expect((await api("PUT", "/companies", { token: a.accessToken, body: { name: `Paging ${tag} ${n}` } })).status).toBe(201);
    const everything = await api("GET", `/companies?q=${tag}&limit=200`, { token: a.accessToken });
    expect(everything.body.items).toHaveLength(5);
    const paged = await allPages(`/companies?q=${tag}&limit=1`, a.accessToken);
    expect(paged.items.map((c) => c.id)).toEqual(everything.body.items.map((c: { id: string }) => c.id));
    expect(paged.pages).toBe(5);
  });
});

describe("list items", () => {
  it("answer the list columns only; an ordinary user's items carry no staff fields", async () => {
    const [seller, admin] = await Promise.all([login("seller@example.com"), login("admin@example.com")]);
    await create(seller.accessToken, { name: "List shape", type: "pp", description: "long text the list never shows", packagingTypes: ["bigBags#1000 kg"] });
    const allowed = new Set<string>([...MATERIAL_LIST_FIELDS, "company"]);
    const mine = await api("GET", "/materials?limit=5", { token: seller.accessToken });
    expect(mine.body.items.length).toBeGreaterThan(0);
    for (const m of mine.body.items) {
      for (const k of Object.keys(m)) expect(allowed.has(k), `unexpected field ${k}`).toBe(true);
      for (const k of ["internalName", "createdBy", "updatedBy", "description", "packagingTypes", "searchText"]) expect(m).not.toHaveProperty(k);
      if (m.company) expect(Object.keys(m.company).sort()).toEqual(["id", "name"]);
      expect(m.images.length).toBeLessThanOrEqual(1);
    }
    const staff = await api("GET", "/materials?limit=5", { token: admin.accessToken });
    const withCompany = staff.body.items.find((m: { company?: unknown }) => m.company);
    expect(Object.keys(withCompany.company)).toEqual(expect.arrayContaining(["score", "verified", "assignedUserId"]));
    const pub = await api("GET", "/public-materials?limit=5");
    for (const m of pub.body.items) for (const k of ["company", "companyId", "version", "createdBy", "internalName"]) expect(m).not.toHaveProperty(k);
  });
});
