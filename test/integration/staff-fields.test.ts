import { describe, expect, it } from "vitest";
import { api, login } from "../fixtures/api";
import { newTenant } from "../fixtures/factories";
import { SEEDED_COMPANY } from "../../scripts/seed/demo-companies";

/**
 * Ordinary users see only what is theirs to see. Staff-only fields (docs/decisions/0065-domain-modules-and-views.md)
 * are absent from every single-item answer an ordinary
 * user gets, while a super admin's answers carry them.
 */
const SELLER_CO = SEEDED_COMPANY.demoRecycling;
const COMPANY_STAFF = ["score", "assignedUserId", "verified", "createdBy", "updatedBy"];
const MATERIAL_STAFF = ["internalName", "createdBy", "updatedBy"];
const STAFF_NAME = "STAFF-ONLY-INTERNAL-NAME";

const material = { name: "PP staff-field probe", type: "pp", countryOfOrigin: "de" };

function expectNone(body: object, fields: string[], where: string) {
  for (const f of fields) expect(body, `${where}: ${f}`).not.toHaveProperty(f);
}

describe("staff-only fields", () => {
  it("a company answer carries score, owner, verification and authors for staff only", async () => {
    const s = await login("seller@example.com");
    const a = await login("admin@example.com");
    const own = await api("GET", `/companies/${SELLER_CO}`, { token: s.accessToken });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: SELLER_CO, name: "Demo Recycling GmbH" });
    expectNone(own.body, COMPANY_STAFF, "GET /companies/{id}");
    const listed = await api("GET", "/companies", { token: s.accessToken });
    expectNone(listed.body.items[0], COMPANY_STAFF, "GET /companies");

    const staff = await api("GET", `/companies/${SELLER_CO}`, { token: a.accessToken });
    expect(staff.body).toMatchObject({ score: 4, verified: true });
    for (const f of COMPANY_STAFF) expect(staff.body, f).toHaveProperty(f);
  });

  it("a material staff named carries its internal name and authors for staff only, on every route", async () => {
    const s = await newTenant();
    const a = await login("admin@example.com");
    const created = await api("PUT", "/materials", { token: a.accessToken, body: { ...material, companyId: s.companyId, internalName: STAFF_NAME } });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body).toMatchObject({ internalName: STAFF_NAME, createdBy: a.userId });

    const got = await api("GET", `/materials/${id}`, { token: s.accessToken });
    expect(got.status).toBe(200);
    expectNone(got.body, MATERIAL_STAFF, "GET /materials/{id}");
    expect(JSON.stringify(got.body)).not.toContain(STAFF_NAME);
    expect(JSON.stringify(got.body)).not.toContain(a.userId);

    const updated = await api("POST", `/materials/${id}`, { token: s.accessToken, body: { color: "black" } });
    expect(updated.status).toBe(200);
    expectNone(updated.body, MATERIAL_STAFF, "POST /materials/{id}");
    expect(JSON.stringify(updated.body)).not.toContain(STAFF_NAME);

    const own = await api("PUT", "/materials", { token: s.accessToken, body: material });
    expect(own.status).toBe(201);
    expectNone(own.body, MATERIAL_STAFF, "PUT /materials");

    const page = await api("GET", `/companies/${s.companyId}/materials?limit=100`, { token: s.accessToken });
    expect(page.status).toBe(200);
    const item = page.body.items.find((m: { id: string }) => m.id === id);
    expect(item).toBeDefined();
    expectNone(item, MATERIAL_STAFF, "GET /companies/{id}/materials");
    if (item.company) expectNone(item.company, ["score", "verified", "assignedUserId"], "company summary");
    expect(JSON.stringify(page.body)).not.toContain(STAFF_NAME);

    const staff = await api("GET", `/materials/${id}`, { token: a.accessToken });
    expect(staff.body).toMatchObject({ internalName: STAFF_NAME, createdBy: a.userId, updatedBy: s.userId });
  });

  it("a material request carries its assignee, internal id, metadata, channel and authors for staff only", async () => {
    const b = await newTenant();
    const a = await login("admin@example.com");
    const REQUEST_STAFF = ["assigneeId", "assignee", "internalId", "metadata", "originChannel", "createdBy", "updatedBy", "matchCount", "matchedDate"];
    const created = await api("POST", "/material-requests", {
      token: a.accessToken,
      body: { description: "Staff field probe", companyId: b.companyId, internalId: STAFF_NAME, assigneeId: a.userId, metadata: { channel: "phone" } },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ internalId: STAFF_NAME, assigneeId: a.userId, metadata: { channel: "phone" } });
    const got = await api("GET", `/material-requests/${created.body.id}`, { token: b.accessToken });
    expect(got.status).toBe(200);
    expectNone(got.body, REQUEST_STAFF, "GET /material-requests/{id}");
    expect(JSON.stringify(got.body)).not.toContain(STAFF_NAME);
    const page = await api("GET", "/material-requests?limit=200", { token: b.accessToken });
    const item = page.body.items.find((r: { id: string }) => r.id === created.body.id);
    expect(item).toBeDefined();
    expectNone(item, REQUEST_STAFF, "GET /material-requests");
  });

  it("a contact answer carries staff's verification and authors for staff only", async () => {
    const s = await login("seller@example.com");
    const a = await login("admin@example.com");
    const own = await api("GET", `/contacts/${s.userId}`, { token: s.accessToken });
    expect(own.status).toBe(200);
    expectNone(own.body, ["verified", "createdBy", "updatedBy"], "GET /contacts/{id}");
    const staff = await api("GET", `/contacts/${s.userId}`, { token: a.accessToken });
    expect(staff.body).toHaveProperty("createdBy");
  });
});
