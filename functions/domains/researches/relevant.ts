import type { MaterialReason } from "../../../shared/schemas/research";
import { rankMaterials, type MatchableRequest } from "../../../shared/rules/matching";
import { listRequests, type StoredRequest } from "../requests";
import { companyMatchableMaterials } from "../materials";
import { statusesOf } from "../certificates/register";
import type { CompanyFacts, OutreachContext, SellerDemand } from "../../integrations/ai";
import { hasMaterialData, matchingMaterials } from "../../core/outreach";

/**
 * A research's relevant materials, from the matching engine and judged on both sides of the market (a trader
 * does both): as a buyer, our listed materials it would be offered for its types of interest and applications;
 * as a seller, the open buy requests its own materials fit (the demand also scores it as a supplier).
 * Materials without type or quality data take no part.
 */

/** Relevant materials kept per side. */
export const RELEVANT_PER_SIDE = 4;
/** Open buy requests read per status and type of its materials. */
const REQUESTS_PER_QUERY = 20;
/** Requests still looking for material. */
const OPEN_STATUSES = ["open", "in_progress", "matching_completed", "no_matches"] as const;

const upper = (t: string) => String(t).toUpperCase();

/** The buyer side: the catalogue candidates the engine judges (ranked by the matching engine, best first). */
export async function buyerCandidates(types: string[], facts: CompanyFacts): Promise<(OutreachContext["materials"][number] & { score: number })[]> {
  return matchingMaterials(types.slice(0, 8), facts.company.applications, { max: 12, excludeCompanyId: facts.company.id });
}

/**
 * The seller side, the matching engine the other way round: the open buy requests of other companies for the
 * types it offers (its listed materials with data, and its seller profile's types), and those one of its listed
 * materials fits, best fit first.
 */
export async function sellerDemand(companyId: string, offers: string[] = []): Promise<SellerDemand> {
  // its certificates count only as its register verifies them, as in the matching run (one read of the register)
  const own = await statusesOf((await companyMatchableMaterials(companyId)).filter(hasMaterialData));
  const types = [...new Set([...own.map((m) => String(m.type)), ...offers.map((t) => t.toLowerCase())])].slice(0, 3);
  const lists = await Promise.all(
    types.flatMap((type) =>
      OPEN_STATUSES.map((status) =>
        listRequests({ status, type: "buy", materialTypes: [type] as never }, { limit: REQUESTS_PER_QUERY }, async (items: StoredRequest[]) => items).then(
          (p) => p.items,
        ),
      ),
    ),
  );
  const requests = [
    ...new Map(
      lists
        .flat()
        .filter((r) => r.companyId !== companyId)
        .map((r) => [r.id, r]),
    ).values(),
  ];
  const fits: (MaterialReason & { score: number })[] = [];
  const asked: MaterialReason[] = [];
  for (const request of requests) {
    const best = rankMaterials(
      request as unknown as MatchableRequest,
      own.filter((m) => m.type === request.materialType),
    ).find((r) => r.isMatch);
    if (!best) {
      const type = String(request.materialType);
      asked.push({ type, reason: `An open buy request for ${upper(type)} asks for a type it offers; none of its listed materials fits it yet` });
      continue;
    }
    const m = own.find((o) => o.id === best.materialId)!;
    fits.push({
      type: String(m.type),
      materialId: m.id,
      score: best.score,
      reason: `An open buy request for ${upper(String(request.materialType))} fits its ${m.name ?? upper(String(m.type))} (match score ${best.score.toFixed(2)})`,
    });
  }
  return {
    openRequests: requests.length,
    fits: fits
      .sort((a, b) => b.score - a.score)
      .slice(0, RELEVANT_PER_SIDE)
      .map(({ score: _s, ...r }) => r),
    asked: asked.slice(0, RELEVANT_PER_SIDE),
  };
}

/**
 * The research's relevant materials: the buyer side keeps the engine's reason for a candidate it explained,
 * else the matching engine's rank; the seller side lists the open buy requests its materials fit. A supplier
 * (judged more as a seller than as a buyer) gets its seller side first and the buyer side only when its texts
 * say it buys.
 */
export function relevantMaterials(
  candidates: (OutreachContext["materials"][number] & { score: number })[],
  explained: MaterialReason[],
  sellerSide: MaterialReason[],
  judged: { asSeller: boolean; buys: boolean } = { asSeller: false, buys: true },
): MaterialReason[] {
  const why = new Map(explained.filter((r) => r.materialId).map((r) => [r.materialId!, r.reason]));
  const buyerSide = candidates.slice(0, RELEVANT_PER_SIDE).map((m) => ({
    type: m.type,
    materialId: m.id,
    reason: why.get(m.id) ?? `${m.name} ranks best in our catalogue for its interest in ${upper(m.type)} (match score ${m.score.toFixed(2)})`,
  }));
  if (judged.asSeller) return [...sellerSide, ...(judged.buys ? buyerSide : [])];
  return [...buyerSide, ...sellerSide];
}
