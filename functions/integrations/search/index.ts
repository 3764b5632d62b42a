import { secretValue } from "../../lib/secrets";
import { httpSearch } from "./http";
import { offlineSearch } from "./offline";
import type { SearchProvider } from "./types";

export * from "./types";

/** The configured provider: the web search API when WEB_SEARCH_URL and its key (a secret) are set, else the offline corpus. */
export function searchProvider(): SearchProvider {
  const url = process.env.WEB_SEARCH_URL;
  const apiKey = secretValue("WEB_SEARCH_API_KEY");
  return url && apiKey ? httpSearch({ url, apiKey }) : offlineSearch;
}
