import { relatedTypes } from "../../../shared/rules/material-families";
import { failsCheck } from "../../../shared/rules/match-check";
import { matchableRequest, rankMaterials, type MatchableRequest } from "../../../shared/rules/matching";
import { listedMaterialsOfType, type OutreachCandidate } from "../../domains/materials";
import { statusesOf } from "../../domains/certificates/register";
import type { MaterialNeed, RecommendedMaterial } from "../../integrations/ai";
import { env } from "../../lib/env";

/**
 * Recommendations for a need read from text (the contact-us shortlist, the assistant's replies): the matching
 * engine ranks our listed (public catalogue) materials as it would rank them for a buy request with those
 * fields. Candidates are bounded Query pages — the need's type and its related types on the type index — so a
 * recommendation never reads the whole catalogue; a need without a type gets no candidates.
 */
export const RECOMMENDED_MATERIALS = 5;
/** Related types are asked for only up to this many (each is one Query). */
const RELATED_TYPES = 2;

export const catalogUrl = (id: string) => `${env.publicSiteUrl}/catalog/${encodeURIComponent(id)}`;

/** The need as the engine's request: a buy request with the fields the text named. */
export function needAsRequest(need: MaterialNeed): MatchableRequest {
  return matchableRequest({
    type: "buy",
    materialType: need.materialType,
    amount: need.amount,
    capacity: need.capacity,
    colors: need.colors,
    conditions: need.conditions,
    materialSources: need.materialSources,
    processingMethods: need.processingMethods,
    certificates: need.certificates,
    applications: need.applications,
    viscosity: need.viscosity,
  });
}

async function candidates(materialType: string): Promise<OutreachCandidate[]> {
  const types = [materialType, ...relatedTypes(materialType).slice(0, RELATED_TYPES)];
  return (await Promise.all(types.map(listedMaterialsOfType))).flat();
}

/**
 * The best listed materials for the need, best first; those passing the match check (the fits) before those
 * that do not, each marked with the engine's verdict and the hard factors that failed. A need that names no
 * polymer gets none: without a type every listed material would "fit" a nonsense or vague text. A related
 * type (LDPE for an HDPE need) is offered only when it passes the match check, or when nothing of the asked
 * type is listed at all — a shortlist of "what fits" should not pad itself with what does not.
 */
export async function recommend(need: MaterialNeed, limit = RECOMMENDED_MATERIALS): Promise<RecommendedMaterial[]> {
  if (!need.materialType) return [];
  // a certificate counts only as its company's register verifies it, as in the matching run (one BatchGet)
  const pool = await statusesOf(await candidates(need.materialType));
  const byId = new Map(pool.map((m) => [m.id, m]));
  // rankMaterials answers in the one order (matches, then those needing confirmation, then the rest; by score)
  const ranked = rankMaterials(needAsRequest(need), [...byId.values()]);
  const fitting = ranked.filter((r) => r.isMatch || byId.get(r.materialId)!.type === need.materialType);
  return (fitting.length ? fitting : ranked).slice(0, limit).map((r) => {
    const m = byId.get(r.materialId)!;
    return {
      id: m.id,
      name: m.name ?? String(m.type).toUpperCase(),
      type: String(m.type),
      condition: (m.condition as string | null | undefined) ?? null,
      color: (m.color as string | null | undefined) ?? null,
      url: catalogUrl(m.id),
      reasons: r.factors.filter((f) => f.verdict === "match").map((f) => f.field),
      fits: r.isMatch,
      misfits: r.factors.filter((f) => f.severity === "hard" && failsCheck(f.verdict as never)).map((f) => f.field),
    };
  });
}
