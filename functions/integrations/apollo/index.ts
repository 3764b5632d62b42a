import { ApolloHttpProvider, APOLLO_DEFAULT_BASE_URL } from "./http";
import { OfflineApolloProvider } from "./offline";
import type { EnrichmentProvider } from "./types";

export { ApolloHttpProvider, trimOrganization } from "./http";
export { OfflineApolloProvider } from "./offline";
export { ProviderError, type EnrichmentProvider, type PushedAccount } from "./types";

/** Apollo's HTTP API when APOLLO_API_KEY is set (functions/lib/env.ts INTEGRATION_ENV), else the offline provider. */
export function apolloProvider(): EnrichmentProvider {
  const key = process.env.APOLLO_API_KEY;
  return key ? new ApolloHttpProvider(key, process.env.APOLLO_BASE_URL || APOLLO_DEFAULT_BASE_URL) : new OfflineApolloProvider();
}
