import type { MatchableMaterial } from "../../../shared/rules/matching";
import { db } from "../service";

/**
 * The candidate pre-filter's reads (ADR 0128): the materials of the types the engine names, through the
 * material type index (gsi4), newest first; without a type, the newest materials through the created-date
 * index. Both are capped so a run's cost stays bounded as the catalogue grows; only the attributes the
 * engine reads are fetched (a projection: less to transfer and parse, same read capacity).
 */
export const MAX_CANDIDATES_PER_TYPE = 5000;
export const MAX_UNTYPED_CANDIDATES = 2000;

export type Candidate = MatchableMaterial & { companyId: string; name: string };

const ATTRIBUTES = [
  "id", "companyId", "name", "type", "source", "condition", "color", "capacity", "viscosity", "pricePerTon", "countryOfOrigin",
  "certificates", "applications", "intendedMarkets", "processingMethods", "dataQualityLevel",
] as const;

type Query = any;

async function read(q: Query, max: number): Promise<Candidate[]> {
  const out: Candidate[] = [];
  let cursor: string | null = null;
  do {
    const r: { data: unknown[]; cursor: string | null } = await q.go({ order: "desc", cursor, limit: Math.min(1000, max - out.length), attributes: ATTRIBUTES });
    out.push(...(r.data as Candidate[]));
    cursor = r.cursor;
  } while (cursor && out.length < max);
  return out.map((m) => ({ ...m, dataQualityLevel: m.dataQualityLevel ? m.dataQualityLevel : null }));
}

/** The candidates of a run: per type (in parallel), or the newest ones when `types` is null. */
export async function loadCandidates(types: string[] | null): Promise<Candidate[]> {
  const m = db().material.query as Query;
  if (types === null) return read(m.all({}), MAX_UNTYPED_CANDIDATES);
  const lists = await Promise.all([...new Set(types)].map((type) => read(m.byType({ type }), MAX_CANDIDATES_PER_TYPE)));
  return lists.flat();
}
