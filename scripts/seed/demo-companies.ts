import type { CompanyInput } from "../../shared/schemas/company";

/** Local demo data only: never deployed. Fixed ids keep links in the README and tests stable. */
export const DEMO_PASSWORD = "Recycle#2026";

/**
 * A seeded company's fixed id: 0 the platform, 1 and 2 the demo seller's and buyer's companies, 100–109 the
 * extra demo companies (in the order of `extra` below), 200… the generated CRM companies (crm-data.ts).
 */
export const seededCompanyId = (n: number) => `c0000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** The seeded companies that seeds, tests and benches name, by name instead of by a repeated id literal. */
export const SEEDED_COMPANY = {
  platform: seededCompanyId(0),
  demoRecycling: seededCompanyId(1),
  demoPackaging: seededCompanyId(2),
  polimeri: seededCompanyId(100),
  reciclados: seededCompanyId(101),
  granulaty: seededCompanyId(102),
  plastiques: seededCompanyId(103),
  nordicRegrind: seededCompanyId(104),
  autoteile: seededCompanyId(105),
  embalagens: seededCompanyId(106),
  dutchFilm: seededCompanyId(107),
  brandCo: seededCompanyId(108),
  alpine: seededCompanyId(109),
  polycycle: seededCompanyId(200),
  greenloop: seededCompanyId(201),
  rematter: seededCompanyId(202),
  circulon: seededCompanyId(203),
} as const;

export const demoCompanies: (CompanyInput & { id: string })[] = [
  {
    id: SEEDED_COMPANY.demoRecycling,
    name: "Demo Recycling GmbH",
    type: "recycler",
    website: "https://demo-recycling.example.com",
    email: "info@demo-recycling.example.com",
    score: 4,
    applications: ["Pallets", "Pipes", "Crates"],
    address: { street: "Industriestraße 12", city: "Duisburg", zip: "47053", countryCode: "DE" },
    sellerProfile: {
      certificates: ["euCertPlast", "iso9001"],
      materials: [
        { type: "pp", capacity: { amountKg: 400000, frequency: "month" } },
        { type: "hdpe", capacity: { amountKg: 250000, frequency: "month" } },
      ],
    },
    verified: true,
  },
  {
    id: SEEDED_COMPANY.demoPackaging,
    name: "Demo Packaging AG",
    type: "converter",
    website: "https://demo-packaging.example.com",
    score: 3,
    applications: ["Food trays", "Bottles"],
    address: { street: "Hafenweg 3", city: "Basel", zip: "4057", countryCode: "CH" },
    buyerProfile: { potential: "high", applications: ["Food trays", "Cosmetic bottles"], products: ["Thermoformed trays"], materials: ["pet", "pp"] },
    verified: true,
  },
  {
    id: SEEDED_COMPANY.platform,
    name: "Recyclate Marketplace (platform)",
    type: "other",
    website: "https://recyclate.example.com",
    address: { city: "Berlin", countryCode: "DE" },
    verified: true,
  },
];

const extra: [string, CompanyInput["type"], string, string, "seller" | "buyer", number][] = [
  ["Polimeri Riciclati S.r.l.", "recycler", "Milano", "IT", "seller", 5],
  ["Reciclados Ibéricos S.L.", "recycler", "Valencia", "ES", "seller", 3],
  ["Granulaty Polska Sp. z o.o.", "compounder", "Poznań", "PL", "seller", 4],
  ["Plastiques Circulaires SAS", "trader", "Lyon", "FR", "seller", 2],
  ["Nordic Regrind AB", "recycler", "Göteborg", "SE", "seller", 4],
  ["Autoteile Kunststoff KG", "converter", "Stuttgart", "DE", "buyer", 5],
  ["Embalagens Verdes Lda", "converter", "Porto", "PT", "buyer", 3],
  ["Dutch Film Extrusion B.V.", "converter", "Eindhoven", "NL", "buyer", 4],
  ["BrandCo Consumer Goods Ltd", "brandOwner", "Manchester", "GB", "buyer", 2],
  ["Alpine Compounds GmbH", "compounder", "Linz", "AT", "seller", 3],
];

extra.forEach(([name, type, city, countryCode, scope, score], i) => {
  demoCompanies.push({
    id: seededCompanyId(100 + i),
    name,
    type,
    score,
    address: { city, countryCode },
    ...(scope === "seller"
      ? {
          sellerProfile: {
            certificates: i % 2 ? ["euCertPlast"] : ["recyClass"],
            materials: [{ type: ["pp", "hdpe", "ldpe", "pet", "pa6"][i % 5], capacity: { amountKg: 50000 * (i + 1), frequency: "month" } }],
          },
        }
      : {
          buyerProfile: {
            potential: (["high", "medium", "low"] as const)[i % 3],
            applications: ["Automotive bumpers"],
            products: [],
            materials: ["pp", "abs"],
          },
        }),
  });
});

export const demoUsers = [
  { email: "admin@example.com", firstName: "Ada", lastName: "Admin", position: "Sales lead", companyId: SEEDED_COMPANY.platform, superAdmin: true },
  { email: "sales@example.com", firstName: "Sam", lastName: "Sales", position: "Account manager", companyId: SEEDED_COMPANY.platform, superAdmin: true },
  { email: "seller@example.com", firstName: "Sven", lastName: "Seller", position: "Sales manager", companyId: demoCompanies[0].id, superAdmin: false },
  { email: "buyer@example.com", firstName: "Bea", lastName: "Buyer", position: "Purchasing", companyId: demoCompanies[1].id, superAdmin: false },
] as const;

/** Contacts without a login, so contact lists are not empty (the last number: index into demoCompanies). */
export const demoContacts = [
  ["Marco", "Rossi", "m.rossi@polimeri.example.com", "CEO", 3],
  ["Lucía", "García", "lucia@reciclados.example.com", "Export manager", 4],
  ["Piotr", "Nowak", "p.nowak@granulaty.example.com", "Technical director", 5],
  ["Claire", "Dubois", "claire@plastiques.example.com", "Trader", 6],
  ["Erik", "Lindqvist", "erik@nordicregrind.example.com", "Plant manager", 7],
  ["Jana", "Keller", "j.keller@autoteile.example.com", "Buyer", 8],
  ["João", "Silva", "joao@embalagens.example.com", "Procurement", 9],
  ["Daan", "de Vries", "daan@dutchfilm.example.com", "R&D", 10],
] as const;
