import { beforeAll, describe, expect, inject, it } from "vitest";
import type { CompanyListItem } from "../../shared/schemas/company";
import { allPages, api, login } from "../fixtures/api";
import { newTenant, tag } from "../fixtures/factories";
import { SEEDED_COMPANY } from "../../scripts/seed/demo-companies";
import { HELD_MESSAGE } from "../../functions/domains/companies";

const BUYER_CO = SEEDED_COMPANY.demoPackaging;

let admin: string;
let seller: string;
let sellerCo: string;

beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  admin = (await login("admin@example.com")).accessToken;
  const s = await login("seller@example.com");
  seller = s.accessToken;
  sellerCo = s.companyId!;
});

const all = (path: string, token = admin) => allPages<CompanyListItem>(path, token, 50);

describe("companies in both shapes", () => {
  it("staff create in the older shape; profiles, certificates, materials and capacity are folded and read back", async () => {
    const name = `Folded ${tag()}`;
    const r = await api("PUT", "/companies", {
      token: admin,
      body: {
        name,
        profiles: ["seller"],
        certificates: ["iso9001"],
        materials: ["PP", "HDPE"],
        capacity: { amount: 10, frequency: "month" },
        website: " ",
        address: { countryCode: "de" },
        score: 4,
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({
      name,
      profiles: ["seller"],
      certificates: ["iso9001"],
      materials: ["PP", "HDPE"],
      capacity: { amount: 120, frequency: "year" },
      address: { countryCode: "DE" },
      score: 4,
    });
    expect(r.body.website ?? null).toBeNull();
    const v2 = await api("GET", `/v2/companies/${r.body.id}`, { token: admin });
    expect(v2.status).toBe(200);
    expect(v2.body).toMatchObject({
      id: r.body.id,
      sellerProfile: { certificates: ["iso9001"], materials: [{ type: "PP" }, { type: "HDPE" }] },
      buyerProfile: null,
      contacts: [],
    });
    const events = await api("GET", `/events?type=company&companyId=${r.body.id}`, { token: admin });
    expect(events.body.items.map((e: { type: string }) => e.type)).toEqual(["CompanyCreated"]);
  });

  it("an ordinary user may not create companies, read another one, or read events", async () => {
    expect((await api("PUT", "/companies", { token: seller, body: { name: "Mine" } })).status).toBe(403);
    expect((await api("PUT", "/v2/companies", { token: seller, body: { name: "Mine" } })).status).toBe(403);
    expect((await api("GET", `/companies/${BUYER_CO}`, { token: seller })).status).toBe(404);
    expect((await api("GET", `/v2/companies/${BUYER_CO}`, { token: seller })).status).toBe(404);
    expect((await api("POST", `/companies/${BUYER_CO}`, { token: seller, body: { name: "Taken over" } })).status).toBe(404);
    expect((await api("GET", `/companies/${BUYER_CO}/users`, { token: seller })).status).toBe(404);
    expect((await api("GET", `/events?type=company&companyId=${sellerCo}`, { token: seller })).status).toBe(403);
  });
});

describe("updates", () => {
  it("a user edits their own company; staff fields are refused and nothing changes", async () => {
    const own = await newTenant();
    const before = await api("GET", `/companies/${own.companyId}`, { token: own.accessToken });
    expect(before.status).toBe(200);
    expect(before.body.score).toBeUndefined(); // staff-only fields never leave the server for users
    const refused = await api("POST", `/companies/${own.companyId}`, {
      token: own.accessToken,
      body: { name: "Renamed", score: 5, version: before.body.version },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.issues.map((i: { path: string }) => i.path)).toEqual(["body.score"]);
    const v2Refused = await api("POST", `/v2/companies/${own.companyId}`, { token: own.accessToken, body: { name: "Renamed", accountOwnerId: own.userId } });
    expect(v2Refused.status).toBe(403);
    expect((await api("GET", `/companies/${own.companyId}`, { token: admin })).body).toMatchObject({ name: before.body.name, version: before.body.version });

    const ok = await api("POST", `/companies/${own.companyId}`, {
      token: own.accessToken,
      body: { name: "Renamed", website: "https://renamed.example", version: before.body.version },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ name: "Renamed", website: "https://renamed.example", version: before.body.version + 1 });
    const stale = await api("POST", `/companies/${own.companyId}`, { token: own.accessToken, body: { name: "Late", version: before.body.version } });
    expect(stale.status).toBe(409);

    const events = await api("GET", `/events?type=company&companyId=${own.companyId}`, { token: admin });
    const updated = events.body.items.find((e: { type: string }) => e.type === "CompanyUpdated");
    expect(updated.data.oldCompany).toMatchObject({ name: before.body.name, website: null });
    expect(updated.data.newCompany).toMatchObject({ name: "Renamed", website: "https://renamed.example" });
    expect(updated.data.newCompany.version).toBeUndefined();
  });

  it("bad input answers 400 naming the field and writes nothing", async () => {
    const own = await newTenant();
    const before = await api("GET", `/companies/${own.companyId}`, { token: admin });
    for (const [body, path] of [
      [{ name: "" }, "body.name"],
      [{ name: "X", website: "javascript:alert(1)" }, "body.website"],
      [{ name: "X", email: "nope" }, "body.email"],
      [{ name: "X", address: { countryCode: "DEU" } }, "body.address.countryCode"],
      [{ name: "X", score: 6 }, "body.score"],
    ] as const) {
      const r = await api("POST", `/companies/${own.companyId}`, { token: admin, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    expect((await api("GET", `/companies/${own.companyId}`, { token: admin })).body.version).toBe(before.body.version);
  });
});

describe("GET /companies", () => {
  it("filters by type and score over every page, merges several types by name, and sorts", async () => {
    const recyclers = await all("/companies?types=recycler");
    expect(recyclers.length).toBeGreaterThan(0);
    expect(recyclers.every((c) => c.type === "recycler")).toBe(true);
    const two = await all("/companies?types=recycler,trader&score=4,5");
    expect(two.every((c) => (c.type === "recycler" || c.type === "trader") && (c.score === 4 || c.score === 5))).toBe(true);
    const names = two.map((c) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const sellers = await all("/companies?scope=seller");
    expect(sellers.length).toBeGreaterThan(0);
    expect(sellers.every((c) => c.scope === "seller")).toBe(true);
    const newest = await all("/companies?sort=-createdDate");
    const dates = newest.map((c) => c.createdDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("q finds names containing the text inside a word, pages and filters the same, and follows renames and deletes", async () => {
    const t = tag();
    const make = async (name: string, type: string) => (await api("PUT", "/companies", { token: admin, body: { name, type } })).body.id as string;
    const ids = [
      await make(`Zq${t}alpha Recyclers GmbH`, "recycler"),
      await make(`Beta-zq${t}al Trading`, "trader"),
      await make(`Gamma zq${t}a Plast`, "recycler"),
    ];
    const names = (items: CompanyListItem[]) => items.map((c) => c.name);
    // "q<tag>al" sits inside the words "zq<tag>alpha" and "zq<tag>al": only those two, name-sorted, over 1-item pages
    expect(names(await all(`/companies?q=Q${t}AL&limit=1`))).toEqual([`Beta-zq${t}al Trading`, `Zq${t}alpha Recyclers GmbH`]);
    const first = await api("GET", `/companies?q=q${t}al&limit=1`, { token: admin });
    expect(first.body.items).toHaveLength(1);
    expect(first.body.cursor).toBeTruthy();
    // more than one word: every word must be in the name, in order, as the filter path does
    expect(names(await all(`/companies?q=${encodeURIComponent(`zq${t}a plast`)}`))).toEqual([`Gamma zq${t}a Plast`]);
    expect(names(await all(`/companies?q=q${t}a&types=recycler&sort=-name`))).toEqual([`Zq${t}alpha Recyclers GmbH`, `Gamma zq${t}a Plast`]);
    await api("POST", `/companies/${ids[0]}`, { token: admin, body: { name: `Renamed ${t} Ltd` } });
    expect(names(await all(`/companies?q=q${t}al`))).toEqual([`Beta-zq${t}al Trading`]);
    expect(names(await all(`/companies?q=named ${t}`))).toEqual([`Renamed ${t} Ltd`]);
    await api("DELETE", `/companies/${ids[1]}`, { token: admin });
    expect(names(await all(`/companies?q=q${t}al`))).toEqual([]);
  });

  it("refuses a cursor minted for other filters", async () => {
    const first = await api("GET", "/companies?types=recycler&limit=1", { token: admin });
    expect(first.body.cursor).toBeTruthy();
    const other = await api("GET", `/companies?types=trader&limit=1&cursor=${encodeURIComponent(first.body.cursor)}`, { token: admin });
    expect(other.status).toBe(400);
  });
});

describe("duplicates, import and export", () => {
  it("finds a company by normalised name, website domain and VAT number", async () => {
    const name = `Dupli ${tag()}`;
    const made = await api("PUT", "/companies", {
      token: admin,
      body: { name: `${name} GmbH`, website: `https://www.${name.replace(" ", "")}.example/about`, registrationNumber: "DE 123.456" },
    });
    expect(made.status).toBe(201);
    const byName = await api("GET", `/companies/duplicates?name=${encodeURIComponent(`${name.toUpperCase()} Ltd.`)}`, { token: admin });
    expect(byName.body.items).toEqual([{ id: made.body.id, name: `${name} GmbH`, reason: "name" }]);
    const byWeb = await api("GET", `/companies/duplicates?website=${encodeURIComponent(`${name.replace(" ", "").toLowerCase()}.example`)}`, { token: admin });
    expect(byWeb.body.items.map((d: { id: string }) => d.id)).toEqual([made.body.id]);
    const excluded = await api("GET", `/companies/duplicates?name=${encodeURIComponent(name)}&excludeId=${made.body.id}`, { token: admin });
    expect(excluded.body.items).toEqual([]);
  });

  it("imports 12 rows with 2 bad ones: 10 land whole, the 2 are reported, a re-import doubles nothing", async () => {
    const t = tag();
    // Few rows: one import call runs them one after another within the emulated Lambda's 29 s, on a busy machine too.
    const rows = Array.from({ length: 12 }, (_, i) => ({
      row: i + 1,
      data:
        i === 4
          ? { company: { name: "" } }
          : i === 11
            ? { company: { name: `Imp ${t} ${i}`, website: "not a url" } }
            : {
                company: { name: `Imp ${t} ${i}`, type: "converter", address: { countryCode: "pl" } },
                contacts: [{ firstName: "Ann", email: `imp-${t}-${i}@example.com` }],
              },
    }));
    const r = await api("POST", "/companies/import", { token: admin, body: { rows } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.imported).toHaveLength(10);
    expect(r.body.failed.map((f: { row: number }) => f.row)).toEqual([5, 12]);
    expect(r.body.failed[1].issues[0].path).toBe("company.website");
    const company = await api("GET", `/v2/companies/${r.body.imported[0].companyId}`, { token: admin });
    expect(company.body.contacts.map((c: { email: string }) => c.email)).toEqual([`imp-${t}-0@example.com`]);
    const again = await api("POST", "/companies/import", { token: admin, body: { rows } });
    expect(again.body.imported).toHaveLength(0);
    expect(again.body.duplicates).toHaveLength(10);
    expect((await api("POST", "/companies/import", { token: seller, body: { rows } })).status).toBe(403);
  });

  it("the same rows imported twice at once land once each (companies and contacts); neither import reports a row as failed", async () => {
    const t = tag();
    const rows = Array.from({ length: 12 }, (_, i) => ({
      row: i + 1,
      data: {
        company: { name: `Twin ${t} ${i}`, website: `https://twin-${t}-${i}.example` },
        contacts: [{ firstName: "Tia", email: `twin-${t}-${i}@example.com` }],
      },
    }));
    const [a, b] = await Promise.all([0, 1].map(() => api("POST", "/companies/import", { token: admin, body: { rows } })));
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(b.status, JSON.stringify(b.body)).toBe(200);
    // Both calls write the same records (the row's stable ids), so each row is stored by one of them or
    // finished by both, and reported by each as imported or already imported.
    const imported = new Set([...a.body.imported, ...b.body.imported].map((x: { row: number }) => x.row));
    expect([...imported].sort((x, y) => x - y)).toEqual(rows.map((r) => r.row));
    for (const x of [a, b]) {
      expect(x.body.failed).toEqual([]);
      expect(x.body.imported.length + x.body.duplicates.length).toBe(12);
    }
    const stored = await allPages<{ id: string; name: string }>(`/companies?search=${encodeURIComponent(`Twin ${t}`)}`, admin);
    expect(stored.filter((c) => c.name.startsWith(`Twin ${t} `))).toHaveLength(12);
    for (const i of [0, 5, 11]) {
      const dup = await api("GET", `/contacts/duplicates?email=${encodeURIComponent(`twin-${t}-${i}@example.com`)}`, { token: admin });
      expect(dup.body.items, `row ${i}`).toHaveLength(1);
    }
  });

  it("a claim left by a crashed import never locks a row out; one held by a running import refuses the row for now", async () => {
    const t = tag();
    const row = (name: string) => ({ row: 1, data: { company: { name } } });
    const { normaliseCompanyName } = await import("../../shared/rules/company-keys");
    const { db } = await import("../../functions/db/service");
    // left by a crash 10 minutes ago, its company never written: taken over, the row imported
    await db()
      .claim.put({
        scope: "companyKey",
        value: `name#${normaliseCompanyName(`Crashed ${t}`)}`,
        owner: "00000000-0000-4000-8000-00000000c0de",
        takenAt: Date.now() - 10 * 60_000,
      })
      .go();
    const crashed = await api("POST", "/companies/import", { token: admin, body: { rows: [row(`Crashed ${t}`)] } });
    expect(crashed.body.imported).toHaveLength(1);
    // held right now by another import whose company is not written yet: refused for now (never called a
    // duplicate of a company that may never exist), nothing written
    await db()
      .claim.put({
        scope: "companyKey",
        value: `name#${normaliseCompanyName(`Running ${t}`)}`,
        owner: "00000000-0000-4000-8000-0000000b0b00",
        takenAt: Date.now(),
      })
      .go();
    const running = await api("POST", "/companies/import", { token: admin, body: { rows: [row(`Running ${t}`)] } });
    expect(running.body.failed).toEqual([{ row: 1, issues: [{ path: "row", message: HELD_MESSAGE }] }]);
    expect(running.body.duplicates).toEqual([]);
    expect(running.body.imported).toEqual([]);
  });

  it("exports the filtered list as CSV", async () => {
    const res = await fetch(`${inject("baseUrl")}/api/companies/export?types=recycler`, { headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    const lines = (await res.text()).trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^name,type,scope/);
    expect(lines.slice(1).every((l) => l.includes(",recycler,"))).toBe(true);
    expect(lines.length - 1).toBe((await all("/companies?types=recycler")).length);
  });
});

describe("DELETE /companies/{id}", () => {
  it("removes the company with its contacts, notes and events; a user who deleted their own can no longer sign in", async () => {
    const own = await newTenant();
    const colleague = await api("POST", "/contacts", { token: own.accessToken, body: { companyId: own.companyId, firstName: "Col", lastName: "League" } });
    expect(colleague.status).toBe(201);
    const note = await api("POST", "/notes", { token: admin, body: { topicType: "COMPANY", topicId: own.companyId, content: "Call back" } });
    expect(note.status).toBe(201);
    const material = await api("PUT", "/materials", { token: own.accessToken, body: { name: "To go", type: "pp" } });
    expect(material.status).toBe(201);

    expect((await api("DELETE", `/companies/${BUYER_CO}`, { token: own.accessToken })).status).toBe(404);
    const r = await api("DELETE", `/companies/${own.companyId}`, { token: own.accessToken });
    expect(r.status, JSON.stringify(r.body)).toBe(200);

    expect((await api("GET", `/companies/${own.companyId}`, { token: admin })).status).toBe(404);
    expect((await api("GET", `/contacts/${colleague.body.id}`, { token: admin })).status).toBe(404);
    expect((await api("GET", `/materials/${material.body.id}`, { token: admin })).status).toBe(404);
    expect((await api("GET", `/notes?topicType=COMPANY&topicId=${own.companyId}`, { token: admin })).body.items).toEqual([]);
    expect((await api("GET", `/events?type=company&companyId=${own.companyId}`, { token: admin })).body.items).toEqual([]);
    expect((await api("GET", "/me", { token: own.accessToken })).status).toBe(401);
    expect((await api("POST", "/auth/authenticate", { body: { email: own.email, password: own.password } })).status).toBe(401);
  });
});
