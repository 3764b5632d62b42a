import { db } from "../../db/service";
import { now } from "../../db/audit";
import { DEFAULT_LIMIT, domainOf, MAX_PAGE_TEXT, trimText, type SearchProvider, type SearchResult } from "./types";

/**
 * The offline provider (the default): the seeded corpus of company web pages (entity webPage), one Query by the
 * company's domain. A company without a website, or whose site is not in the corpus, gets no results; research
 * then works from the record, documents and enrichment alone.
 */
export const offlineSearch: SearchProvider = {
  name: "offline",
  async search(query, limit = DEFAULT_LIMIT): Promise<SearchResult[]> {
    const domain = domainOf(query.website);
    if (!domain) return [];
    const { data } = await db().webPage.query.byDomain({ domain }).go({ limit });
    return data.map((p) => ({ title: p.title, url: p.url, snippet: trimText(p.text, 240), text: p.text }));
  },
};

/** Put pages into the corpus (the seed, tests); a page already there is replaced. */
export async function putCorpusPages(pages: { url: string; title: string; text: string }[]): Promise<void> {
  const at = now();
  const items = pages.flatMap((p) => {
    const domain = domainOf(p.url);
    return domain ? [{ domain, url: p.url, title: p.title, text: trimText(p.text, MAX_PAGE_TEXT), updatedDate: at }] : [];
  });
  if (items.length) await db().webPage.put(items).go();
}
