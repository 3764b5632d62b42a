import { randomUUID } from "node:crypto";
import type { ApolloOrganization } from "../../../shared/schemas/integration";
import { getProviderOrganization } from "../../db/queries/provider-data";
import type { EnrichmentProvider } from "./types";

/**
 * The default provider (no APOLLO_API_KEY): organizations seeded into the table by domain
 * (scripts/seed/enrichment.ts), in Apollo's shape. A push only mints an account id; the core module records it
 * like the API's (ADR 0142).
 */
export class OfflineApolloProvider implements EnrichmentProvider {
  readonly source = "offline" as const;

  organization(domain: string): Promise<ApolloOrganization | null> {
    return getProviderOrganization("apollo", domain);
  }

  async pushAccount(_: unknown, knownAccountId: string | null): Promise<{ accountId: string }> {
    return { accountId: knownAccountId ?? `offline-${randomUUID()}` };
  }
}
