import { describe, expect, it } from "vitest";
import { seedCompanies, seedContacts } from "../../scripts/seed/crm-data";

/** The countries' telephone calling codes (ITU-T E.164), as the test's own reference. */
const CALLING: Record<string, string> = {
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
  US: "1",
};

const prefixOf = (phone: string) => /^\+(\d+)\s/.exec(phone)?.[1];

describe("seeded CRM data", () => {
  it("dials each company's own country: phone prefix and country code agree (the enrichment copies both)", () => {
    const checked = seedCompanies.filter((c) => c.address?.countryCode && (c.phoneNumber || c.phoneNumbers?.length));
    expect(checked.length).toBeGreaterThan(20);
    for (const c of checked) {
      for (const phone of [c.phoneNumber, ...(c.phoneNumbers ?? [])].filter(Boolean) as string[]) {
        expect(prefixOf(phone), `${c.name} (${c.address!.countryCode}) ${phone}`).toBe(CALLING[c.address!.countryCode!]);
      }
    }
  });

  it("gives contacts the phone prefix of their company's country", () => {
    const country = new Map(seedCompanies.map((c) => [c.id, c.address?.countryCode ?? null]));
    for (const p of seedContacts) expect(prefixOf(p.phoneNumber), `${p.email} ${p.phoneNumber}`).toBe(CALLING[country.get(p.companyId)!]);
  });
});
