import { websiteDomain } from "../../shared/rules/company-keys";
import type { ApolloOrganization } from "../../shared/schemas/integration";
import { pullIntegration } from "../../functions/core/enrichment";
import { getCompany } from "../../functions/domains/companies";
import { putProviderOrganizations } from "../../functions/db/queries/provider-data";
import { OfflineApolloProvider } from "../../functions/integrations/apollo";
import { seedCompanies } from "./crm-data";

/**
 * Local demo data only (never deployed): the offline Apollo provider's organizations, one per seeded company
 * with a website (ADR 0142), in Apollo's field names, derived from the company so they read plausibly; and a few
 * companies already enriched through the real pull (the rest are left for the Actions menu's Enrich).
 */
const SEEDER = "seed";
const INDUSTRIES = ["plastics", "packaging & containers", "chemicals", "environmental services", "automotive", "wholesale"];
const REVENUE = ["$4.2M", "$12M", "$27.5M", "$58M", "$130M", "$1.1M"];
const COUNTRY_NAMES: Record<string, string> = {
  DE: "Germany",
  NL: "Netherlands",
  BE: "Belgium",
  FR: "France",
  IT: "Italy",
  ES: "Spain",
  PL: "Poland",
  CZ: "Czechia",
  AT: "Austria",
  DK: "Denmark",
  SE: "Sweden",
  PT: "Portugal",
  CH: "Switzerland",
  GB: "United Kingdom",
};
/** Generated companies enriched at seed time (indexes into seedCompanies, after the demo ones). */
const ENRICHED = [13, 14, 16, 19];

function organizationOf(c: (typeof seedCompanies)[number], i: number, domain: string): ApolloOrganization {
  const slug = domain.split(".")[0];
  const materials = [...(c.sellerProfile?.materials.map((m) => m.type) ?? []), ...(c.buyerProfile?.materials ?? [])];
  return {
    id: `seed-org-${String(i).padStart(3, "0")}`,
    name: c.name,
    website_url: `http://www.${domain}`,
    primary_domain: domain,
    linkedin_url: `http://www.linkedin.com/company/${slug}`,
    phone: c.phoneNumber ?? null,
    industry: INDUSTRIES[i % INDUSTRIES.length],
    keywords: [
      ...new Set([
        "recycled plastics",
        ...materials.map((m) => `r${m}`),
        c.sellerProfile ? "regranulate" : "plastic products",
        ...(c.applications ?? []).map((a) => a.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase()),
      ]),
    ].slice(0, 8),
    estimated_num_employees: 20 + ((i * 37) % 480),
    founded_year: 1968 + ((i * 7) % 52),
    annual_revenue_printed: REVENUE[i % REVENUE.length],
    short_description: `${c.name} ${c.sellerProfile ? "recycles and compounds post-consumer and post-industrial plastics" : "processes recycled plastics into finished products"}${c.address?.city ? ` from its site in ${c.address.city}` : ""}.`,
    city: c.address?.city ?? null,
    country: c.address?.countryCode ? (COUNTRY_NAMES[c.address.countryCode] ?? c.address.countryCode) : null,
    street_address: c.address?.street ?? null,
  };
}

export async function seedEnrichment() {
  const rows = seedCompanies.flatMap((c, i) => {
    const domain = c.website ? websiteDomain(c.website) : null;
    return domain ? [{ domain, organization: organizationOf(c, i, domain) }] : [];
  });
  await putProviderOrganizations("apollo", rows);
  const offline = new OfflineApolloProvider();
  for (const i of ENRICHED) {
    const company = seedCompanies[i] && (await getCompany(seedCompanies[i].id));
    if (company && !company.integrations?.length) await pullIntegration(company.id, "apollo", SEEDER, offline);
  }
}
