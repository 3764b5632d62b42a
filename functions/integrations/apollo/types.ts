import type { ApolloOrganization } from "../../../shared/schemas/integration";

/**
 * An organization-enrichment provider (ADR 0142). Two implement it:
 * the HTTP client of Apollo's API (when APOLLO_API_KEY is set) and the offline provider over seeded data.
 */
export interface EnrichmentProvider {
  /** Where answers come from, stored with each pull so the UI can say it. */
  readonly source: "api" | "offline";
  /** The organization behind a web domain (e.g. "example.com"); null when the provider has no data for it. */
  organization(domain: string): Promise<ApolloOrganization | null>;
  /** Create or update the company as an account at the provider; answers the provider's account id. */
  pushAccount(account: PushedAccount, knownAccountId: string | null): Promise<{ accountId: string }>;
}

/** What we tell the provider about a company: the facts Apollo's account has a field for. */
export interface PushedAccount {
  name: string;
  domain: string;
  phone: string | null;
}

/** The provider failed (network, timeout, refused key, its own error): the route answers 502 with this message. */
export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ProviderError";
  }
}
