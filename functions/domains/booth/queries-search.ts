import type { BoothRow } from "../../../shared/schemas/booth";
import type { Page } from "../../../shared/schemas/common";
import { companyTypesLabelled } from "../../../shared/i18n/company-types";
import { FRAGMENT_HEAD, searchFragments } from "../../../shared/rules/company-keys";
import { openCursor, sealCursor } from "../../db/cursor";
import type { BoothVisitItem } from "./entity";
import { db } from "../../db/service";
import { boothSearchText, toBoothRow } from "./queries";
import { after, orderedPage, type PageOpts } from "../../db/queries/ordered-lists";

/**
 * /booth?q= (ADR 0153): the visitors whose searchable text contains q, newest first, across every page, from
 * the fragment rows (./entity-fragment.ts) instead of filtering the page shown.
 */

/** More rows than this for every word of q: the word is so common that the filtered list fills a page fast. */
export const SEARCH_CAP = 1000;

const SORT = ["createdDate", "id"] as const;
type Hit = { id: string; createdDate: string };
const newestFirst = (a: Hit, b: Hit) => (a.createdDate === b.createdDate ? (a.id < b.id ? 1 : -1) : a.createdDate < b.createdDate ? 1 : -1);

/** The visitors (id, date) holding `word` whose text contains `needle`, or null when the word is in more than SEARCH_CAP rows. */
async function hitsOf(word: string, needle: string): Promise<Hit[] | null> {
  const r = await db()
    .boothFragment.query.byFragment({ head: word.slice(0, FRAGMENT_HEAD) })
    .begins({ fragment: word })
    .go({ limit: SEARCH_CAP + 1, count: SEARCH_CAP + 1 });
  if (r.data.length > SEARCH_CAP) return null;
  const hits = new Map<string, Hit>();
  for (const row of r.data) if (row.text.includes(needle)) hits.set(row.visitorId, { id: row.visitorId, createdDate: row.createdDate });
  return [...hits.values()];
}

/** The visitors whose text holds `needle`, from its rarest word; null when every word of it is too common to list. */
async function hitsOfNeedle(needle: string): Promise<Hit[] | null> {
  const found = await Promise.all(searchFragments(needle).map((w) => hitsOf(w, needle)));
  const usable = found.filter((h): h is Hit[] => h !== null);
  // Every word's hits hold the whole needle, so any list is the answer; the shortest was the cheapest to read.
  return usable.length ? usable.reduce((a, b) => (b.length < a.length ? b : a)) : null;
}

export async function searchBoothVisits(q: string, opts: PageOpts = {}): Promise<Page<BoothRow>> {
  const needle = q.trim().toLowerCase();
  const partition = `booth?q=${needle}`;
  // q as typed, or a company type's label in any of the 7 languages: "Verarbeiter" also finds the converters,
  // whose text holds the type's key (ADR 0154).
  const needles = [...new Set([needle, ...companyTypesLabelled(needle)])];
  const found = await Promise.all(needles.map(hitsOfNeedle));
  if (found.some((h) => h === null)) {
    // A needle on nearly every visitor: the filtered list reads a few index pages before one is full of matches.
    return orderedPage(
      {
        partition,
        sortFields: SORT,
        order: "desc",
        sources: [(pos) => after(db().boothVisit.query.byCreated({}) as never, "desc", pos)],
        filtered: true,
        keep: (item) => needles.some((n) => boothSearchText(item as BoothVisitItem).includes(n)),
      },
      opts,
      (items) => Promise.all((items as BoothVisitItem[]).map(toBoothRow)),
    );
  }
  const hits = [...new Map((found as Hit[][]).flat().map((h) => [h.id, h])).values()].sort(newestFirst);
  const limit = opts.limit ?? 50;
  const from = opts.cursor ? openCursor(partition, opts.cursor, SORT) : null;
  const rest = from ? hits.filter((h) => newestFirst(h, { id: from.id, createdDate: from.createdDate }) > 0) : hits;
  const page = rest.slice(0, limit);
  const items = page.length
    ? (
        await db()
          .boothVisit.get(page.map((h) => ({ id: h.id })))
          .go()
      ).data
    : [];
  const byId = new Map(items.map((v) => [v.id, v]));
  const rows = await Promise.all(page.flatMap((h) => (byId.has(h.id) ? [toBoothRow(byId.get(h.id)!)] : [])));
  const last = page.at(-1);
  return { items: rows, cursor: rest.length > limit && last ? sealCursor(partition, { createdDate: last.createdDate, id: last.id }) : null };
}
