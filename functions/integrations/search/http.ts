import { DEFAULT_LIMIT, domainOf, trimText, type SearchProvider, type SearchQuery, type SearchResult } from "./types";

export interface WebSearchConfig {
  url: string;
  apiKey: string;
  /** Per request; a slow API fails the attempt and the step's retry policy takes over. */
  timeoutMs?: number;
}

/** A search API's answer: Brave's `{web: {results}}` or a plain `{results}`; each result's text field varies. */
interface ApiResult {
  title?: unknown;
  url?: unknown;
  link?: unknown;
  description?: unknown;
  snippet?: unknown;
}

export class WebSearchError extends Error {
  override name = "WebSearchError";
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The query: the company's name in quotes, its domain when known (narrows to its own and related pages). */
export function queryText(q: SearchQuery): string {
  const domain = domainOf(q.website);
  return [`"${q.companyName}"`, domain, "plastics"].filter(Boolean).join(" ");
}

const text = (v: unknown) => (typeof v === "string" ? v : "");
const isHttpUrl = (v: string) => /^https?:\/\//i.test(v);

/**
 * A real web search API (WEB_SEARCH_URL, WEB_SEARCH_API_KEY): GET {url}?q=…&count=N with the key in
 * X-Subscription-Token and as a Bearer token (Brave Search and compatible APIs take one or the other). Results
 * without a title or an http(s) URL are dropped; texts are trimmed. Failures throw (the step retries them).
 */
export function httpSearch(cfg: WebSearchConfig): SearchProvider {
  return {
    name: "web",
    async search(query, limit = DEFAULT_LIMIT): Promise<SearchResult[]> {
      const url = new URL(cfg.url);
      url.searchParams.set("q", queryText(query));
      url.searchParams.set("count", String(limit));
      const res = await fetch(url, {
        headers: { accept: "application/json", "x-subscription-token": cfg.apiKey, authorization: `Bearer ${cfg.apiKey}` },
        signal: AbortSignal.timeout(cfg.timeoutMs ?? 10_000),
      });
      if (!res.ok) throw new WebSearchError(`Web search answered ${res.status}`, res.status);
      const body = (await res.json().catch(() => null)) as { web?: { results?: ApiResult[] }; results?: ApiResult[] } | null;
      const results = body?.web?.results ?? body?.results ?? [];
      if (!Array.isArray(results)) return [];
      return results
        .map((r) => ({ title: trimText(text(r.title), 200), url: text(r.url) || text(r.link), snippet: trimText(text(r.description) || text(r.snippet), 500) }))
        .filter((r) => r.title && isHttpUrl(r.url))
        .slice(0, limit);
    },
  };
}
