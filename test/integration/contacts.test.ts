import { beforeAll, describe, expect, inject, it } from "vitest";
import type { ContactListItem } from "../../shared/schemas/contact";
import { allPages, api, login, type Answer } from "../fixtures/api";
import { newTenant, tag } from "../fixtures/factories";
import { SEEDED_COMPANY } from "../../scripts/seed/demo-companies";

const SELLER_CO = SEEDED_COMPANY.demoRecycling;
const BUYER_CO = SEEDED_COMPANY.demoPackaging;
const ITALIAN_CO = SEEDED_COMPANY.polimeri;

let admin: string;
let seller: string;

beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  admin = (await login("admin@example.com")).accessToken;
  seller = (await login("seller@example.com")).accessToken;
});

const all = (path: string, token: string) => allPages<ContactListItem>(path, token);

describe("GET /contacts", () => {
  it("an ordinary user lists only their own company's contacts", async () => {
    const items = await all("/contacts", seller);
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((c) => c.companyId))).toEqual(new Set([SELLER_CO]));
    // their own company filter cannot be widened by the Filter dialog's facts
    expect((await all("/contacts?countries=IT", seller)).length).toBe(0);
  });

  it("staff see every company's contacts, with the company name on each row", async () => {
    const items = await all("/contacts", admin);
    expect(new Set(items.map((c) => c.companyId)).size).toBeGreaterThan(5);
    expect(items.find((c) => c.companyId === ITALIAN_CO)?.companyName).toBe("Polimeri Riciclati S.r.l.");
    expect(items[0]).not.toHaveProperty("companyCountry");
  });

  it("filters by country, score, verified and text, over indexes and filter expressions alike", async () => {
    const it_ = await all("/contacts?countries=it", admin);
    expect(it_.length).toBeGreaterThan(0);
    expect(it_.every((c) => c.companyId === ITALIAN_CO || c.companyName !== null)).toBe(true);
    const both = await all("/contacts?countries=IT,DE&companyScore=5", admin);
    const five = await all("/contacts?companyScore=5", admin);
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThanOrEqual(five.length);
    for (const c of both) expect(five.map((f) => f.id)).toContain(c.id);
    const verified = await all("/contacts?companyVerified=true", admin);
    expect(verified.map((c) => c.companyId)).toContain(SELLER_CO);
    const q = await all("/contacts?q=ROSSI", admin);
    expect(q.map((c) => c.lastName)).toContain("Rossi");
    expect(q.every((c) => `${c.firstName} ${c.lastName} ${c.email} ${c.position}`.toLowerCase().includes("rossi"))).toBe(true);
  });

  it("pages without gaps or repeats", async () => {
    const whole = await all("/contacts", admin);
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const r: Answer = await api("GET", `/contacts?limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { token: admin });
      paged.push(...r.body.items.map((c: ContactListItem) => c.id));
      cursor = r.body.cursor;
    } while (cursor);
    expect(paged).toEqual(whole.map((c) => c.id));
  });

  it("refuses a bad filter naming it", async () => {
    const r = await api("GET", "/contacts?companyScore=9", { token: admin });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body.issues)).toContain("companyScore");
  });

  it("a company change reaches its contacts' facts (refreshContactsCompanyFacts)", async () => {
    const { createCompany, updateCompany, getCompany } = await import("../../functions/domains/companies");
    const { refreshContactsCompanyFacts } = await import("../../functions/domains/contacts");
    // Written straight to the table: the company routes belong to the companies module.
    const co = await createCompany({ name: `Facts ${tag()}`, score: 2, address: { countryCode: "LU" } }, "test");
    expect(co.id).toBeTruthy();
    const made = await api("POST", "/contacts", { token: admin, body: { companyId: co.id, firstName: "Fact", lastName: "Checker" } });
    expect(made.status).toBe(201);
    expect((await all("/contacts?countries=LU&companyScore=2", admin)).map((c) => c.id)).toContain(made.body.id);
    await updateCompany(co, { score: 4, address: { countryCode: "MT" }, name: "Renamed Facts" }, "test");
    await refreshContactsCompanyFacts((await getCompany(co.id))!);
    expect((await all("/contacts?countries=LU", admin)).map((c) => c.id)).not.toContain(made.body.id);
    const moved = await all("/contacts?countries=MT&companyScore=4", admin);
    expect(moved.find((c) => c.id === made.body.id)?.companyName).toBe("Renamed Facts");
  });
});

describe("POST /contacts", () => {
  it("an ordinary user creates in their own company only; another or an unknown company is 404", async () => {
    const own = await api("POST", "/contacts", {
      token: seller,
      body: { companyId: SELLER_CO, firstName: "New", lastName: "Colleague", email: `nc-${tag()}@example.com`, language: "de" },
    });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect(own.body).toMatchObject({ companyId: SELLER_CO, firstName: "New", language: "de" });
    expect(own.body).not.toHaveProperty("verified");
    expect((await api("POST", "/contacts", { token: seller, body: { companyId: BUYER_CO, firstName: "X" } })).status).toBe(404);
    expect((await api("POST", "/contacts", { token: admin, body: { companyId: "c-unknown-1", firstName: "X" } })).status).toBe(404);
    const staff = await api("POST", "/contacts", { token: admin, body: { companyId: BUYER_CO, firstName: "Staff", lastName: "Made" } });
    expect(staff.status).toBe(201);
  });

  it("bad input answers 400 naming the field and writes nothing", async () => {
    const last = `Nobody${tag().replace(/\W/g, "")}`;
    const bad = await api("POST", "/contacts", { token: seller, body: { companyId: SELLER_CO, lastName: last, email: "not-an-email", language: "deu" } });
    expect(bad.status).toBe(400);
    const fields = JSON.stringify(bad.body.issues);
    expect(fields).toContain("email");
    expect(fields).toContain("language");
    expect((await all(`/contacts?q=${last}`, admin)).length).toBe(0);
    const noCompany = await api("POST", "/contacts", { token: admin, body: { firstName: "X" } });
    expect(noCompany.status).toBe(400);
    expect(JSON.stringify(noCompany.body.issues)).toContain("companyId");
  });

  it("another company's contact answers 404 to an ordinary user", async () => {
    const other = (await all("/contacts", admin)).find((c) => c.companyId === BUYER_CO)!;
    expect((await api("GET", `/contacts/${other.id}`, { token: seller })).status).toBe(404);
    expect((await api("DELETE", `/contacts/${other.id}`, { token: seller })).status).toBe(404);
    expect((await api("GET", `/contacts/${other.id}`, { token: admin })).status).toBe(200);
  });
});

describe("GET /contacts/duplicates", () => {
  it("staff see every holder of the e-mail; an ordinary user only their own company's", async () => {
    const email = `dup-${tag()}@example.com`;
    await api("POST", "/contacts", { token: admin, body: { companyId: BUYER_CO, email } });
    await api("POST", "/contacts", { token: seller, body: { companyId: SELLER_CO, email: email.toUpperCase() } });
    const staff = await api("GET", `/contacts/duplicates?email=${encodeURIComponent(email)}`, { token: admin });
    expect(staff.status).toBe(200);
    expect(staff.body.items.map((d: { companyId: string }) => d.companyId).sort()).toEqual([SELLER_CO, BUYER_CO].sort());
    const own = await api("GET", `/contacts/duplicates?email=${encodeURIComponent(email)}`, { token: seller });
    expect(own.body.items.map((d: { companyId: string }) => d.companyId)).toEqual([SELLER_CO]);
    expect(own.body.items[0].reason).toBe("email");
  });
});

describe("GET /contacts/export", () => {
  it("answers CSV of the filtered contacts to users listed in contacts-csv-download", async () => {
    const r = await fetch(`${inject("baseUrl")}/api/contacts/export?countries=IT`, { headers: { authorization: `Bearer ${admin}` } });
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^text\/csv/);
    const text = await r.text();
    const [header, ...rows] = text.trim().split(/\r?\n/);
    expect(header).toContain("firstName");
    expect(rows.length).toBe((await all("/contacts?countries=IT", admin)).length);
    expect(rows.every((row) => row.includes("IT"))).toBe(true);
  });

  it("staff not listed get 403, ordinary users 403", async () => {
    const sales = (await login("sales@example.com")).accessToken;
    expect((await api("GET", "/contacts/export", { token: sales })).status).toBe(403);
    expect((await api("GET", "/contacts/export", { token: seller })).status).toBe(403);
  });

  it("staff can read who is listed through the config route (the web's CSV button)", async () => {
    const r = await api("GET", "/config?configName=contacts-csv-download", { token: admin });
    expect(r.body.value).toContain("admin@example.com");
  });
});

describe("DELETE /contacts/{id}", () => {
  it("deleting a contact with a login removes the login: the user can no longer sign in or call", async () => {
    const u = await newTenant();
    const r = await api("DELETE", `/contacts/${u.userId}`, { token: admin });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ id: u.userId });
    expect((await api("GET", `/contacts/${u.userId}`, { token: admin })).status).toBe(404);
    expect((await api("GET", "/me", { token: u.accessToken })).status).toBe(401);
    const again = await api("POST", "/auth/authenticate", { body: { email: u.email, password: u.password } });
    expect(again.status).toBe(401);
  });

  it("an ordinary user deletes a colleague without a login; deleting yourself is refused with 409", async () => {
    const c = await api("POST", "/contacts", { token: seller, body: { companyId: SELLER_CO, firstName: "Temp" } });
    expect((await api("DELETE", `/contacts/${c.body.id}`, { token: seller })).status).toBe(200);
    expect((await api("GET", `/contacts/${c.body.id}`, { token: seller })).status).toBe(404);
    const me = await login("seller@example.com");
    const self = await api("DELETE", `/contacts/${me.userId}`, { token: seller });
    expect(self.status).toBe(409);
    expect(self.body.message).toMatch(/own contact/);
  });

  it("deleting a company's main contact clears mainContactId, and the timeline records the change", async () => {
    const name = `Main ${tag()}`;
    const co = await api("PUT", "/companies", { token: admin, body: { name } });
    const c = await api("POST", "/contacts", { token: admin, body: { companyId: co.body.id, firstName: "Main" } });
    expect((await api("POST", `/companies/${co.body.id}`, { token: admin, body: { name, mainContactId: c.body.id } })).body.mainContactId).toBe(c.body.id);
    // another company's person is refused, naming the field
    const other = await api("POST", `/companies/${co.body.id}`, { token: admin, body: { name, mainContactId: (await login("seller@example.com")).userId } });
    expect(other.status).toBe(400);
    expect(other.body.issues[0].path).toBe("body.mainContactId");
    expect((await api("DELETE", `/contacts/${c.body.id}`, { token: admin })).status).toBe(200);
    expect((await api("GET", `/companies/${co.body.id}`, { token: admin })).body.mainContactId ?? null).toBeNull();
    const events = await api("GET", `/events?type=company&companyId=${co.body.id}`, { token: admin });
    expect(events.body.items[0].type).toBe("CompanyUpdated");
    expect(events.body.items[0].data.oldCompany.mainContactId).toBe(c.body.id);
  });
});
