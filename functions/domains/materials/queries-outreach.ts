import type { MatchableMaterial } from "../../../shared/rules/matching";
import { db } from "../../db/service";
import { MATCHABLE_ATTRIBUTES } from "../../../shared/rules/matching";

/** Newest materials read per type of interest: one bounded Query page on the type index (gsi4). */
export const OUTREACH_CANDIDATES_PER_TYPE = 50;

/** The engine's projection (so it reads fillers and every other factor as the matching run does), and whether the material is listed. */
const ATTRIBUTES = [...MATCHABLE_ATTRIBUTES, "isPublic"];

export type OutreachCandidate = MatchableMaterial & { name?: string; companyId?: string };

/**
 * Listed (public catalogue) materials of one type, newest first, for an outreach e-mail: one Query page of the
 * type index with only the attributes the matching engine reads — no Scan, no filtered read-until-full, and no
 * image signing (the e-mail links the catalogue page, not the picture). Unlisted ones in the page are dropped.
 */
export async function listedMaterialsOfType(type: string): Promise<OutreachCandidate[]> {
  const { data } = await (db().material.query as any).byType({ type }).go({ order: "desc", limit: OUTREACH_CANDIDATES_PER_TYPE, attributes: ATTRIBUTES });
  return listedOnly(data);
}

/** The newest listed materials (one page of the catalogue index). */
export async function newestListedMaterials(limit = OUTREACH_CANDIDATES_PER_TYPE * 2): Promise<OutreachCandidate[]> {
  const { data } = await (db().material.query as any).catalog({}).go({ order: "desc", limit, attributes: ATTRIBUTES });
  return listedOnly(data);
}

/** A company's own materials (one page of its index, listed or not) with the attributes the matching engine reads. */
export async function companyMatchableMaterials(companyId: string, limit = OUTREACH_CANDIDATES_PER_TYPE): Promise<OutreachCandidate[]> {
  const { data } = await (db().material.query as any).byCompany({ companyId }).go({ limit, attributes: ATTRIBUTES });
  return (data as (OutreachCandidate & { isPublic?: boolean })[]).map(({ isPublic: _p, ...m }) => ({
    ...m,
    dataQualityLevel: m.dataQualityLevel ? m.dataQualityLevel : null,
  }));
}

const listedOnly = (data: unknown[]) =>
  (data as (OutreachCandidate & { isPublic?: boolean })[])
    .filter((m) => m.isPublic === true)
    .map(({ isPublic: _p, ...m }) => ({ ...m, dataQualityLevel: m.dataQualityLevel ? m.dataQualityLevel : null }));
