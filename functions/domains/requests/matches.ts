import { companiesBatch, companiesById } from "../companies/records";
import { batchGetKinds, type BatchKind } from "../../db/queries/batch-get";
import type { output } from "zod/v4/core";
import type { MatchList, MatchListQuery, MatchUpdate, MaterialMatch } from "../../../shared/schemas/material-request";
import { openCursor, sealCursor } from "../../db/cursor";
import { getMatch, listRequestMatches, pageRequestMatches, setMatchStatus, type StoredMatch } from "./queries-matches";
import { db } from "../../db/service";
import type { AuthContext } from "../../lib/auth";
import { notFound } from "../../lib/errors";
import { loadOwned } from "./index";
import { rankCandidates } from "./matching";

/**
 * A request's matches (staff; ADR 0128). The written matches are read a page
 * at a time in rank order (the byRank index); scope=all ranks every candidate afresh (the detail's "show
 * non-matches"; its cursor is the rank, sealed) and writes nothing. A material no longer stored is left out.
 */

type Row = Pick<
  MaterialMatch,
  "id" | "materialId" | "materialRequestId" | "status" | "score" | "rank" | "isMatch" | "factors" | "createdDate" | "updatedDate"
> & {
  /** The material's company the run stored on the row, when it did: read beside the material, not after it. */
  companyId?: string;
};
type Item = Record<string, unknown>;

const rowOf = (m: StoredMatch): Row => ({
  id: m.id,
  materialId: m.materialId,
  materialRequestId: m.materialRequestId,
  status: m.status,
  score: m.score,
  rank: m.rank,
  isMatch: m.isMatch,
  factors: m.factors ?? [],
  createdDate: m.createdDate,
  updatedDate: m.updatedDate,
  companyId: m.companyId,
});

/** The material columns a match row shows (a projection: a material item is a few KB). */
const SUMMARY = ["id", "companyId", "name", "type", "condition", "color", "source", "countryOfOrigin", "capacity", "pricePerTon", "dataQualityLevel"] as const;

const summariesBatch = (ids: string[]): BatchKind<Item> => ({
  keys: [...new Set(ids)].map((id) => db().material.get({ id }).params().Key as Item),
  attributes: SUMMARY,
  shape: (raw) => db().material.parse({ Item: raw }, { attributes: [...SUMMARY] }).data as Item | null,
});

/**
 * The material and company columns of each row: one BatchGet of the materials and the companies the rows name,
 * and a second only for a company the rows did not name (a row of an older run, a material since moved).
 */
async function withMaterials(rows: Row[]): Promise<MaterialMatch[]> {
  const named = rows.flatMap((r) => (r.companyId ? [r.companyId] : []));
  const [found, companies] = await batchGetKinds(summariesBatch(rows.map((r) => r.materialId)), companiesBatch(named, ["id", "name"]));
  const materials = new Map(found.map((m) => [m.id as string, m]));
  const byCompany = new Map(companies.map((c) => [c.id, c]));
  const missing = [...new Set([...materials.values()].map((m) => m.companyId as string))].filter((c) => !byCompany.has(c));
  for (const [id, c] of await companiesById(missing, ["id", "name"])) byCompany.set(id, c);
  return rows.flatMap(({ companyId: _c, ...r }) => {
    const m = materials.get(r.materialId);
    if (!m) return [];
    const c = byCompany.get(m.companyId as string);
    return [{ ...r, material: materialSummary(m), company: c ? { id: c.id, name: c.name } : null }];
  });
}

function materialSummary(m: Item): MaterialMatch["material"] {
  const v = (k: string) => (m[k] ?? null) as never;
  return {
    id: m.id as string,
    name: m.name as string,
    type: m.type as string,
    condition: v("condition"),
    color: v("color"),
    source: v("source"),
    countryOfOrigin: v("countryOfOrigin"),
    capacity: v("capacity"),
    pricePerTon: v("pricePerTon"),
    dataQualityLevel: (m.dataQualityLevel ? m.dataQualityLevel : null) as MaterialMatch["material"]["dataQualityLevel"],
  };
}

/** GET /material-requests/{id}/matches: ranked, best first, in sealed-cursor pages. */
export async function list(id: string, query: output<typeof MatchListQuery>, auth: AuthContext): Promise<MatchList> {
  const opts = { cursor: query.cursor, limit: query.limit ?? 50 };
  if (query.scope !== "all") {
    // The written matches: one Query of a page on the byRank index, sent beside the request's read (the owner
    // check): nothing of the page is answered unless that check passed.
    const [request, page] = await Promise.all([loadOwned(id, auth), pageRequestMatches(id, opts)]);
    return {
      items: await withMaterials(page.items.map(rowOf)),
      cursor: page.cursor,
      candidates: request.candidates ?? 0,
      matchedDate: request.matchedDate ?? null,
    };
  }
  const request = await loadOwned(id, auth);
  const [{ ranked, candidates }, stored] = await Promise.all([rankCandidates(request), listRequestMatches(id)]);
  const written = new Map(stored.map((m) => [m.materialId, m]));
  const seen = new Set(ranked.map((r) => r.materialId));
  const rows: Row[] = [
    ...ranked.map((r, i): Row => {
      const w = written.get(r.materialId);
      // An empty id: never written (no status or notes until a run writes it).
      return {
        id: w?.id ?? null,
        materialId: r.materialId,
        materialRequestId: id,
        status: w?.status ?? "open",
        score: r.score,
        rank: i + 1,
        isMatch: r.isMatch,
        factors: r.factors,
        createdDate: w?.createdDate ?? null,
        updatedDate: w?.updatedDate ?? null,
      };
    }),
    ...stored.filter((m) => !seen.has(m.materialId)).map((m, i) => ({ ...rowOf(m), isMatch: false, rank: ranked.length + i + 1 })),
  ];
  const partition = `matches:${id}:all`;
  const from = opts.cursor ? Number(openCursor(partition, opts.cursor, ["rank"]).rank) : 0;
  const page = rows.slice(from, from + opts.limit);
  const more = from + opts.limit < rows.length;
  return {
    items: await withMaterials(page),
    cursor: more && page.length ? sealCursor(partition, { rank: String(from + page.length) }) : null,
    candidates: candidates.length,
    matchedDate: request.matchedDate ?? null,
  };
}

/** POST /material-requests/{id}/matches: a match's status; a match of another request (or none) answers 404. */
export async function update(id: string, body: output<typeof MatchUpdate>, auth: AuthContext): Promise<MaterialMatch> {
  if (body.materialRequestId !== id) throw notFound("Material match");
  await loadOwned(id, auth);
  const match = await getMatch(id, body.materialId);
  if (!match || match.id !== body.id) throw notFound("Material match");
  const updated = await setMatchStatus(match, body.status, auth.userId);
  if (!updated) throw notFound("Material match");
  const [answer] = await withMaterials([rowOf(updated)]);
  if (!answer) throw notFound("Material");
  return answer;
}
