import type { MatchStatus } from "../../../shared/schemas/material-request";
import type { MatchFactor } from "../../../shared/schemas/material-match";
import { now } from "../audit";
import type { MaterialMatchItem } from "../entities/material-match";
import { db } from "../service";
import { after, orderedPage, type OrderedList, type PageOpts } from "./ordered-lists";

/** A request's matches (ADR 0128): one partition per request, one item per material. */
export interface StoredMatch {
  id: string;
  materialRequestId: string;
  materialId: string;
  status: MatchStatus;
  score: number;
  rank: number;
  rankKey: string;
  isMatch: boolean;
  factors: MatchFactor[];
  createdDate: string;
  updatedDate: string;
  createdBy: string;
  updatedBy: string;
  version: number;
}

const toMatch = (item: MaterialMatchItem | Record<string, unknown>) => ({ factors: [], ...item }) as unknown as StoredMatch;

/** Every match of a request: one Query on its partition (bounded by the run's cap, MAX_MATCHES). */
export async function listRequestMatches(materialRequestId: string): Promise<StoredMatch[]> {
  const { data } = await db().materialMatch.query.byRequest({ materialRequestId }).go({ pages: "all" });
  return data.map(toMatch);
}

export const rankKeyOf = (rank: number) => String(rank).padStart(6, "0");

/** One page of a request's matches in rank order (the byRank index), sealed-cursor pages. */
export async function pageRequestMatches(materialRequestId: string, opts: PageOpts) {
  const list: OrderedList = {
    partition: `matches:${materialRequestId}`,
    sortFields: ["rankKey"],
    order: "asc",
    sources: [(pos) => after((db().materialMatch.query as any).byRank({ materialRequestId }), "asc", pos)],
    filtered: false,
  };
  return orderedPage(list, opts, (items) => items.map(toMatch));
}

export async function getMatch(materialRequestId: string, materialId: string): Promise<StoredMatch | null> {
  const { data } = await db().materialMatch.get({ materialRequestId, materialId }).go();
  return data ? toMatch(data) : null;
}

type Batch = { go(opts?: { concurrent?: number }): Promise<{ unprocessed?: unknown[] }> };
/** Up to 200 items: 8 BatchWriteItem calls of 25, 4 in flight. */
async function batch(write: Batch) {
  const { unprocessed } = await write.go({ concurrent: 4 });
  if (unprocessed?.length) throw new Error(`${unprocessed.length} match writes not processed`);
}

/** Write (replace) matches in batches of 25 (ElectroDB splits; a retry rewrites the same keys). */
export async function putMatches(matches: StoredMatch[]): Promise<void> {
  if (matches.length) await batch(db().materialMatch.put(matches as never[]) as Batch);
}

export async function deleteMatches(materialRequestId: string, materialIds: string[]): Promise<void> {
  if (materialIds.length) await batch(db().materialMatch.delete(materialIds.map((materialId) => ({ materialRequestId, materialId }))) as Batch);
}

/** A match's new status; the match must still exist under the request (else null). */
export async function setMatchStatus(match: StoredMatch, status: MatchStatus, userId: string): Promise<StoredMatch | null> {
  try {
    const { data } = await db()
      .materialMatch.patch({ materialRequestId: match.materialRequestId, materialId: match.materialId })
      .set({ status, updatedDate: now(), updatedBy: userId })
      .add({ version: 1 })
      .go({ response: "all_new" });
    return toMatch(data as Record<string, unknown>);
  } catch (e) {
    if ((e as { cause?: { name?: string } }).cause?.name === "ConditionalCheckFailedException") return null;
    throw e;
  }
}
