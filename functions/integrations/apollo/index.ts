import { secretValue } from "../../lib/secrets";
import { ApolloHttpProvider, APOLLO_DEFAULT_BASE_URL } from "./http";
import { OfflineApolloProvider } from "./offline";
import type { EnrichmentProvider } from "./types";

export { ApolloHttpProvider, trimOrganization } from "./http";
export { OfflineApolloProvider } from "./offline";
export { ProviderError, type EnrichmentProvider, type PushedAccount } from "./types";

/** Apollo's HTTP API when its key is configured (a secret, functions/lib/secrets.ts), else the offline provider. */
export function apolloProvider(): EnrichmentProvider {
  const key = secretValue("APOLLO_API_KEY");
  return key ? new ApolloHttpProvider(key, process.env.APOLLO_BASE_URL || APOLLO_DEFAULT_BASE_URL) : new OfflineApolloProvider();
}
