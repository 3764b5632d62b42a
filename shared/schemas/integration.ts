import { id } from "./common";
import * as z from "./zod";

/**
 * Company enrichment and the v2 company action (the company Actions menu's 'Enrich'). The provider is Apollo's organization enrichment.
 */
export const integrationProviders = ["apollo"] as const;
export type IntegrationProvider = (typeof integrationProviders)[number];

/** POST /v2/companies/{id}/action. generate-outreach-email answers {subject, body}. */
export const CompanyAction = z.discriminatedUnion("action", [
  z.object({ action: z.literal("pull-integration"), provider: z.enum(integrationProviders) }),
  z.object({ action: z.literal("push-integration"), provider: z.enum(integrationProviders) }),
  z.object({ action: z.literal("generate-outreach-email"), contactId: id }),
]);
export type CompanyAction = z.input<typeof CompanyAction>;

/** The organization as the provider gives it (Apollo's field names), kept as received apart from trimming. */
export interface ApolloOrganization {
  id?: string;
  name: string;
  website_url?: string | null;
  primary_domain?: string | null;
  linkedin_url?: string | null;
  phone?: string | null;
  industry?: string | null;
  keywords?: string[];
  estimated_num_employees?: number | null;
  founded_year?: number | null;
  annual_revenue_printed?: string | null;
  short_description?: string | null;
  city?: string | null;
  country?: string | null;
  street_address?: string | null;
  logo_url?: string | null;
  [field: string]: unknown;
}

export interface CompanyIntegration {
  provider: IntegrationProvider;
  timestamp: string;
  /** Where the data came from: the provider's API, or the offline provider over seeded data. */
  source: "api" | "offline";
  payload: { organization: ApolloOrganization };
}

export type CompanyActionAnswer =
  | { action: "pull-integration"; integration: CompanyIntegration }
  | { action: "push-integration"; provider: IntegrationProvider; pushedDate: string }
  | { action: "generate-outreach-email"; subject: string; body: string };
