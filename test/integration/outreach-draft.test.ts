import { beforeAll, describe, expect, inject, it } from "vitest";
import { applicationTags } from "../../shared/schemas/applications";
import { companyTypes } from "../../shared/schemas/enums";
import { SEEDED_COMPANY } from "../../scripts/seed/demo-companies";
import { seedContacts } from "../../scripts/seed/crm-data";
import { api, login } from "../fixtures/api";

/** Polycycle GmbH and its first seeded contact (English): no booth visit is on record for either. */
const COMPANY = SEEDED_COMPANY.polycycle;
const CONTACT = seedContacts.find((c) => c.id === "p-seed-00-0")!;

let admin: string;
beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  admin = (await login("admin@example.com")).accessToken;
});

describe("the CRM's draft with AI (POST /v2/companies/{id}/action generate-outreach-email)", () => {
  it("writes what the calling sales person would send: no booth without a visit, signed by the caller, labels only", async () => {
    const r = await api<{ subject: string; body: string }>("POST", `/v2/companies/${COMPANY}/action`, {
      token: admin,
      body: { action: "generate-outreach-email", contactId: CONTACT.id },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const text = `${r.body.subject}\n${r.body.body.replace(/<[^>]+>/g, "\n")}`;
    expect(text).toContain(`${CONTACT.firstName} ${CONTACT.lastName}`);
    expect(text).not.toMatch(/booth|trade fair/i);
    // The caller's own contact record (demo-companies.ts): Ada Admin, Sales lead.
    expect(r.body.body).toMatch(/Ada Admin<br>Sales lead<\/p>$/);
    for (const key of [...companyTypes, ...applicationTags].filter((k) => /[A-Z]/.test(k))) expect(text, key).not.toContain(key);
  });
});
