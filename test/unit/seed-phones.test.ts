import { describe, expect, it } from "vitest";
import { seedCompanies, seedContacts } from "../../scripts/seed/crm-data";

/** The seeded companies and contacts dial their own country (the research and enrichment read the phone next to the country). */
const CALLING_CODES: Record<string, string> = {
  DE: "49",
  NL: "31",
  BE: "32",
  FR: "33",
  IT: "39",
  ES: "34",
  PL: "48",
  CZ: "420",
  AT: "43",
  DK: "45",
  SE: "46",
  PT: "351",
  CH: "41",
  GB: "44",
};
const prefix = (phone: string) => /^\+(\d+)\s/.exec(phone)?.[1];

describe("seed data", () => {
  it("gives every company and contact a phone number of its company's country", () => {
    const byId = new Map(seedCompanies.map((c) => [c.id, c]));
    const wrong: string[] = [];
    for (const c of seedCompanies)
      for (const phone of [c.phoneNumber, ...(c.phoneNumbers ?? [])].filter((p): p is string => !!p))
        if (prefix(phone) !== CALLING_CODES[c.address?.countryCode ?? ""]) wrong.push(`${c.name} (${c.address?.countryCode}): ${phone}`);
    for (const p of seedContacts) {
      const country = byId.get(p.companyId)?.address?.countryCode ?? "";
      if (prefix(p.phoneNumber) !== CALLING_CODES[country]) wrong.push(`${p.firstName} ${p.lastName} (${country}): ${p.phoneNumber}`);
    }
    expect(wrong).toEqual([]);
    expect(seedContacts.length).toBeGreaterThan(0);
  });
});
