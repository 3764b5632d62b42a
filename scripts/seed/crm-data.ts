import { applicationTags } from "../../shared/schemas/applications";
import type { CompanyRecord } from "../../shared/schemas/company";
import { companyTypes, industries, potentials } from "../../shared/schemas/enums";
import { demoCompanies, seededCompanyId } from "./demo-companies";

/**
 * Local demo CRM only (never deployed): the demo companies plus generated ones, so every list filter and
 * company tab shows something — every company type, buyers and sellers, over more than 8 countries, with
 * contacts, notes, documents and events. Deterministic (fixed ids, no randomness): the seed is idempotent.
 */

const DAY = 24 * 3600 * 1000;
/** A fixed clock for the demo's history, so dates read naturally and stay stable across restarts. */
const BASE = Date.parse("2026-11-01T09:00:00.000Z");
export const daysAgo = (d: number, hours = 0) => new Date(BASE - d * DAY + hours * 3600 * 1000).toISOString();

/** A seeded country: its code, a city and address there, the company-form suffix, and its telephone calling code. */
type Country = [code: string, city: string, street: string, zip: string, suffix: string, callingCode: string];
const COUNTRIES: Country[] = [
  ["DE", "Hamburg", "Am Kaiserkai 10", "20457", "GmbH", "49"],
  ["NL", "Rotterdam", "Maasboulevard 4", "3011", "B.V.", "31"],
  ["BE", "Antwerpen", "Havenlaan 21", "2030", "NV", "32"],
  ["FR", "Lille", "Rue Nationale 8", "59000", "SAS", "33"],
  ["IT", "Bologna", "Via Emilia 55", "40100", "S.p.A.", "39"],
  ["ES", "Bilbao", "Calle Mayor 3", "48001", "S.A.", "34"],
  ["PL", "Łódź", "ul. Piotrkowska 90", "90-001", "Sp. z o.o.", "48"],
  ["CZ", "Brno", "Náměstí Svobody 1", "602 00", "s.r.o.", "420"],
  ["AT", "Graz", "Herrengasse 7", "8010", "GmbH", "43"],
  ["DK", "Aarhus", "Havnegade 2", "8000", "A/S", "45"],
  ["SE", "Malmö", "Stortorget 5", "211 22", "AB", "46"],
  ["PT", "Braga", "Rua do Souto 12", "4700", "Lda", "351"],
];
const STEMS = [
  "Polycycle",
  "Greenloop",
  "Rematter",
  "Circulon",
  "Plastiflow",
  "Nova Regranulat",
  "Bluewave Polymers",
  "Terra Compounds",
  "Evergreen Films",
  "Kreislauf Kunststoffe",
  "Orbis Packaging",
  "Verdant Moulding",
  "Clearcycle",
  "Pellet Partners",
  "Second Life Plastics",
  "Granova",
  "Resinex",
  "Loopline",
  "Matter Again",
  "Purecycle Trade",
  "Octa Moulders",
  "Fibra Regen",
  "Blue Bottle Brands",
  "Polarc Distribution",
  "Reform Plastics",
  "Ecoform Technik",
  "Neoplast Materials",
  "Urban Mine Polymers",
  "Ceres Agrofilm",
  "Helix Automotive Parts",
];
const POLYMERS = ["pp", "hdpe", "ldpe", "pet", "abs", "pa6", "ps", "pc"];
const FIRST = ["Anna", "Lukas", "Sofia", "Mateo", "Emma", "Jonas", "Chiara", "Pablo", "Zofia", "Tomáš", "Lea", "Mads", "Ines", "Hugo", "Marta", "Niels"];
const LAST = [
  "Becker",
  "Jansen",
  "Peeters",
  "Moreau",
  "Bianchi",
  "Fernández",
  "Kowalska",
  "Novák",
  "Gruber",
  "Nielsen",
  "Berg",
  "Costa",
  "Lambert",
  "Weber",
  "Ricci",
  "Vos",
];
const POSITIONS = ["Purchasing manager", "Head of sales", "Managing director", "Quality manager", "Technical lead", null];
const NOTES = [
  "Met at K 2025; interested in regular volumes from Q2.",
  "Asked for a sample of 25 kg, shipped via DHL.",
  "Prefers calls in the morning. Price expectations below market.",
  "Audit of their plant planned; EuCertPlast renewal due in spring.",
];

const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z0-9]+/g, "");

export interface SeedCompany extends Omit<CompanyRecord, "createdDate" | "updatedDate" | "createdBy" | "updatedBy" | "version"> {
  createdAt: string;
}

/** The generated companies, after the demo ones: every company type at least three times, 12 countries. */
function generated(): SeedCompany[] {
  return STEMS.map((stem, i) => {
    const [countryCode, city, street, zip, suffix, callingCode] = COUNTRIES[i % COUNTRIES.length];
    // The phone number dials the company's own country: the enrichment data copies it next to the country.
    const phone = `+${callingCode} ${400000 + i * 137}`;
    const type = companyTypes[i % companyTypes.length];
    const seller = ["recycler", "compounder", "trader", "distributor"].includes(type) || (type === "other" && i % 2 === 0);
    const name = `${stem} ${suffix}`;
    const domain = `${slug(stem)}.example.com`;
    const polymers = [POLYMERS[i % POLYMERS.length], POLYMERS[(i + 3) % POLYMERS.length]];
    const apps = [
      applicationTags[(i * 7) % applicationTags.length],
      applicationTags[(i * 7 + 3) % applicationTags.length],
      applicationTags[(i * 11 + 5) % applicationTags.length],
    ];
    return {
      id: seededCompanyId(200 + i),
      name,
      description: `${seller ? "Supplier of recycled" : "Buyer of recycled"} ${polymers.join(" and ").toUpperCase()} based in ${city}.`,
      website: `https://${domain}`,
      email: `info@${domain}`,
      phoneNumber: phone,
      phoneNumbers: [phone],
      type,
      industries: [industries[i % industries.length], industries[(i + 4) % industries.length]],
      applications: apps,
      score: i % 6 === 5 ? null : (i % 5) + 1,
      registrationNumber: `${countryCode}${100000000 + i * 7919}`,
      address: { street, city, zip, countryCode },
      verified: i % 3 !== 1,
      buyerProfile: seller
        ? null
        : {
            potential: potentials[i % potentials.length],
            applications: apps.slice(0, 2),
            products: [`${polymers[0].toUpperCase()} parts`],
            materials: polymers,
          },
      sellerProfile: seller
        ? {
            certificates: i % 2 ? ["euCertPlast"] : ["recyClass", "iso9001"],
            materials: polymers.map((type, k) => ({ type, capacity: { amountKg: (i + 1) * 10000 * (k + 1), frequency: "month" as const } })),
          }
        : null,
      materialSources: seller ? [i % 2 ? "postConsumer" : "postIndustrial"] : [],
      createdAt: daysAgo(150 - i * 4),
    };
  });
}

/** Every demo company as the stored record (the demo ones first, keeping their fixed ids). */
export const seedCompanies: SeedCompany[] = [
  ...demoCompanies.map((c, i): SeedCompany => {
    const { version: _v, profiles: _p, certificates: _c, materials: _m, capacity: _cap, ...rest } = c;
    return { ...(rest as Omit<SeedCompany, "createdAt">), createdAt: daysAgo(200 - i) };
  }),
  ...generated(),
];

export interface SeedContact {
  id: string;
  companyId: string;
  firstName: string;
  lastName: string;
  email: string;
  position: string | null;
  phoneNumber: string;
  language: string;
  newsletter: boolean;
}

/** Two or three contacts per generated company (fixed ids), one of them without a position. */
export const seedContacts: SeedContact[] = generated().flatMap((c, i) =>
  Array.from({ length: 2 + (i % 2) }, (_, k) => {
    const firstName = FIRST[(i + k * 5) % FIRST.length];
    const lastName = LAST[(i * 3 + k) % LAST.length];
    const domain = new URL(c.website!).hostname;
    return {
      id: `p-seed-${String(i).padStart(2, "0")}-${k}`,
      companyId: c.id,
      firstName,
      lastName,
      email: `${slug(firstName)}.${slug(lastName)}@${domain}`,
      position: POSITIONS[(i + k) % POSITIONS.length],
      phoneNumber: `${c.phoneNumber!.split(" ")[0]} ${500000 + i * 31 + k}`,
      language: ["en", "de", "fr", "it", "es", "pl", "pt"][(i + k) % 7],
      newsletter: (i + k) % 2 === 0,
    };
  }),
);

/** Notes on every third company (ids fixed through their position). */
export const seedNotes = seedCompanies.flatMap((c, i) =>
  i % 3 === 0
    ? NOTES.slice(0, 1 + (i % 2)).map((content, k) => ({ id: `n-seed-${i}-${k}`, companyId: c.id, content, createdDate: daysAgo(40 - (i % 30), k + 1) }))
    : [],
);

/** Companies that get a PDF on their documents tab. */
export const seedDocuments = [
  { companyId: demoCompanies[0].id, id: "d-seed-0", name: "EuCertPlast certificate 2026.pdf", title: "EuCertPlast certificate" },
  { companyId: demoCompanies[0].id, id: "d-seed-1", name: "Technical datasheet rPP.pdf", title: "Technical datasheet" },
  { companyId: demoCompanies[3].id, id: "d-seed-2", name: "Company profile.pdf", title: "Company profile" },
];
