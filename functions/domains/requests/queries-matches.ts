import type { MatchStatus } from "../../../shared/schemas/material-request";
import type { MatchFactor } from "../../../shared/schemas/material-match";
import type { MaterialMatchItem } from "./entity-match";
import { isConditionFailure } from "../../lib/errors";
import { patchVersioned } from "../../db/queries/versioned";
import { db } from "../../db/service";
import { after, orderedPage, type OrderedList, type PageOpts } from "../../db/queries/ordered-lists";

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
  /** The material's company when the run wrote the match (rows of older runs have none). */
  companyId?: string;
  createdDate: string;
  updatedDate: string;
  createdBy: string;
  updatedBy: string;
  version: number;
}

const toMatch = (item: MaterialMatchItem): StoredMatch => ({ ...item, factors: item.factors ?? [] });

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
  // the ordered list reads the index's items untyped: they are this entity's
  return orderedPage(list, opts, (items) => (items as MaterialMatchItem[]).map(toMatch));
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

/** Delete matches (a request's delete takes all of them); a retry deletes the same keys. */
export async function deleteMatches(materialRequestId: string, materialIds: string[]): Promise<void> {
  if (materialIds.length) await batch(db().materialMatch.delete(materialIds.map((materialId) => ({ materialRequestId, materialId }))) as Batch);
}

/** What the matching run owns on a match: its score and place. Status, notes and version are people's. */
export type RunFields = Pick<StoredMatch, "score" | "rank" | "rankKey" | "isMatch" | "factors" | "companyId">;

/**
 * The run's fields of an existing match, and nothing else: a status staff set while the run was ranking stays.
 * A match deleted meanwhile stays deleted (the write is conditional on the item existing).
 */
export async function setRunFields(materialRequestId: string, materialId: string, fields: RunFields, at: string, userId: string): Promise<void> {
  try {
    await db()
      .materialMatch.patch({ materialRequestId, materialId })
      .set({ ...fields, updatedDate: at, updatedBy: userId } as never)
      .go();
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
}

/**
 * A match the run found for the first time, created open only if no item exists yet (a conditional put); when
 * one does by now (a concurrent run), only the run's fields are written to it.
 */
export async function createMatch(match: StoredMatch): Promise<void> {
  try {
    await db()
      .materialMatch.create(match as never)
      .go();
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    const { score, rank, rankKey, isMatch, factors, companyId } = match;
    await setRunFields(match.materialRequestId, match.materialId, { score, rank, rankKey, isMatch, factors, companyId }, match.updatedDate, match.updatedBy);
  }
}

/** Delete a match nobody worked on: only while its status is still open (a status set meanwhile keeps it). */
export async function deleteOpenMatch(materialRequestId: string, materialId: string): Promise<void> {
  try {
    await db()
      .materialMatch.delete({ materialRequestId, materialId })
      .where((a, op) => op.eq(a.status, "open"))
      .go();
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
}

/** A match's new status; the match must still exist under the request (else null). */
export async function setMatchStatus(match: StoredMatch, status: MatchStatus, userId: string): Promise<StoredMatch | null> {
  try {
    const key = { materialRequestId: match.materialRequestId, materialId: match.materialId };
    return toMatch(await patchVersioned<MaterialMatchItem>(db().materialMatch as never, key, { status }, userId));
  } catch (e) {
    if ((e as { cause?: { name?: string } }).cause?.name === "ConditionalCheckFailedException") return null;
    throw e;
  }
}
