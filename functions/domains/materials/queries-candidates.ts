import type { MatchableMaterial } from "../../../shared/rules/matching";
import { db } from "../../db/service";

/**
 * The candidate pre-filter's reads (ADR 0128): the materials of the types the engine names, in its order (the
 * request's own type first), each through the material type index (gsi4), newest first, until
 * MAX_CANDIDATES in all; without a type, the newest materials through the created-date index. The cap keeps
 * a run's cost bounded as the catalogue grows (the engine's CANDIDATE_LIMIT has the same value and meaning);
 * only the attributes the engine reads are fetched (a projection: less to transfer and parse).
 */
export const MAX_CANDIDATES = 5000;

export type Candidate = MatchableMaterial & { companyId: string; name: string };

/** The attributes the matching engine reads of a material: every reader that feeds the engine projects these. */
export const MATCHABLE_ATTRIBUTES = [
  "id",
  "companyId",
  "name",
  "type",
  "source",
  "condition",
  "color",
  "capacity",
  "viscosity",
  "pricePerTon",
  "countryOfOrigin",
  "certificates",
  "applications",
  "intendedMarkets",
  "processingMethods",
  "dataQualityLevel",
  "fillers",
] as const;

type Query = any;

async function read(q: Query, max: number): Promise<Candidate[]> {
  const out: Candidate[] = [];
  let cursor: string | null = null;
  while (out.length < max) {
    const r: { data: unknown[]; cursor: string | null } = await q.go({
      order: "desc",
      cursor,
      limit: Math.min(1000, max - out.length),
      attributes: MATCHABLE_ATTRIBUTES,
    });
    out.push(...(r.data as Candidate[]));
    cursor = r.cursor;
    if (!cursor) break;
  }
  return out.map((m) => ({ ...m, dataQualityLevel: m.dataQualityLevel ? m.dataQualityLevel : null }));
}

/** The candidates of a run: type by type in the engine's order until the cap, or the newest ones when `types` is null. */
export async function loadCandidates(types: string[] | null): Promise<Candidate[]> {
  const m = db().material.query as Query;
  if (types === null) return read(m.all({}), MAX_CANDIDATES);
  const out: Candidate[] = [];
  for (const type of new Set(types)) {
    if (out.length >= MAX_CANDIDATES) break;
    out.push(...(await read(m.byType({ type }), MAX_CANDIDATES - out.length)));
  }
  return out;
}
