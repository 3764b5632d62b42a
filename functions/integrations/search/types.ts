/** Web search for company research (ADR 0145): one interface, an HTTP API when configured, else the offline corpus. */
export interface SearchQuery {
  companyName: string;
  /** The company's website, when known: the offline corpus is keyed by its domain, the API query names it. */
  website: string | null;
  countryCode?: string | null;
}

export interface SearchResult {
  title: string;
  url: string;
  snippet: string;
  /** The page's text, when the provider has it (the offline corpus does; an API gives snippets). */
  text?: string;
}

export interface SearchProvider {
  /** Where the results came from, shown to staff beside them (the UI always says where data came from). */
  name: "offline" | "web";
  search(query: SearchQuery, limit?: number): Promise<SearchResult[]>;
}

/** Each page's text is capped: the research record stores it and must stay far below DynamoDB's 400 KB. */
export const MAX_PAGE_TEXT = 3000;
export const DEFAULT_LIMIT = 8;

export const trimText = (text: string, max = MAX_PAGE_TEXT) => {
  const t = text.replace(/\s+/g, " ").trim();
  return t.length <= max ? t : `${t.slice(0, max - 1)}…`;
};

/** "https://www.example.com/about" → "example.com"; null for anything that is not an http(s) URL. */
export function domainOf(website: string | null | undefined): string | null {
  if (!website) return null;
  try {
    const u = new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`);
    return u.hostname.toLowerCase().replace(/^www\./, "") || null;
  } catch {
    return null;
  }
}
