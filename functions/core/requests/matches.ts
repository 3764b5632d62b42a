import type { output } from "zod/v4/core";
import type { Company } from "../../../shared/schemas/company";
import type { MatchList, MatchListQuery, MatchUpdate, MaterialMatch } from "../../../shared/schemas/material-request";
import { openCursor, sealCursor } from "../../db/cursor";
import { getMatch, listRequestMatches, setMatchStatus, type StoredMatch } from "../../db/queries/material-matches";
import { getMaterialsByIds } from "../../db/queries/material-lists";
import { db } from "../../db/service";
import type { AuthContext } from "../../lib/auth";
import { notFound } from "../../lib/errors";
import { loadOwned } from "./index";
import { rankCandidates } from "./matching";

/**
 * A request's matches (staff; marketplace.md §2 detail, §7; ADR 0128). The written matches are one Query on
 * the request's partition (at most MAX_MATCHES), answered ranked; scope=all ranks every candidate afresh
 * (the detail's "show non-matches") and writes nothing. A material no longer stored is left out.
 */

type Row = Pick<MaterialMatch, "id" | "materialId" | "materialRequestId" | "status" | "score" | "rank" | "isMatch" | "factors" | "createdDate" | "updatedDate">;
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
});

/** The material and company columns of each row: one BatchGet of materials, one of their companies. */
async function withMaterials(rows: Row[]): Promise<MaterialMatch[]> {
  const materials = await getMaterialsByIds(rows.map((r) => r.materialId));
  const companyIds = [...new Set([...materials.values()].map((m) => m.companyId as string))];
  const companies = companyIds.length ? ((await db().company.get(companyIds.map((id) => ({ id }))).go()).data as unknown as Company[]) : [];
  const byCompany = new Map(companies.map((c) => [c.id, c]));
  return rows.flatMap((r) => {
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

const positionOf = (r: Row) => ({ key: `${String(r.rank).padStart(8, "0")}:${r.materialId}` });

/** GET /material-requests/{id}/matches: ranked, best first, in sealed-cursor pages. */
export async function list(id: string, query: output<typeof MatchListQuery>, auth: AuthContext): Promise<MatchList> {
  const request = await loadOwned(id, auth);
  const scope = query.scope ?? "matches";
  const stored = await listRequestMatches(id);
  let rows: Row[];
  let candidates = request.candidates ?? 0;
  if (scope === "all") {
    const { ranked, candidates: loaded } = await rankCandidates(request);
    candidates = loaded.length;
    const written = new Map(stored.map((m) => [m.materialId, m]));
    const seen = new Set(ranked.map((r) => r.materialId));
    rows = [
      ...ranked.map((r, i): Row => {
        const w = written.get(r.materialId);
        // An empty id: never written (no status or notes until a run writes it).
        return { id: w?.id ?? "", materialId: r.materialId, materialRequestId: id, status: w?.status ?? "open", score: r.score, rank: i + 1, isMatch: r.isMatch, factors: r.factors, createdDate: w?.createdDate ?? "", updatedDate: w?.updatedDate ?? "" };
      }),
      ...stored.filter((m) => !seen.has(m.materialId)).map((m, i) => ({ ...rowOf(m), isMatch: false, rank: ranked.length + i + 1 })),
    ];
  } else rows = stored.map(rowOf).sort((a, b) => a.rank - b.rank || a.materialId.localeCompare(b.materialId));

  const partition = `matches:${id}:${scope}`;
  const limit = query.limit ?? 50;
  const from = query.cursor ? openCursor(partition, query.cursor, ["key"]).key : null;
  const start = from ? rows.findIndex((r) => positionOf(r).key > from) : 0;
  const page = start < 0 ? [] : rows.slice(start, start + limit);
  const more = start >= 0 && start + limit < rows.length;
  return {
    items: await withMaterials(page),
    cursor: more && page.length ? sealCursor(partition, positionOf(page[page.length - 1])) : null,
    candidates,
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
