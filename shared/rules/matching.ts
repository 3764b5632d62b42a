import type { MaterialRequestFields } from "../schemas/material-request";
import type { MatchResult } from "../schemas/material-match";
import type { Material } from "../schemas/material";
import type { MaterialCertificateStatus } from "./certificates";
import { relatedTypes } from "./material-families";
import { amountCoverage, failsCheck, prepareCheck, type FieldCheck, type ProductLike } from "./match-check";
import {
  applicationsFactor,
  certificatesFactor,
  originFactor,
  priceFactor,
  processingFactor,
  qualityFactor,
  softContext,
  typeFactor,
  type RawFactor,
} from "./matching/soft-factors";
import { credits, factorWeights, failedCheckFactor, verdictCredit } from "./matching/weights";
import { fillerFactor, foodContactFactor, gradeContext, packagingQuotaFactor } from "./matching/grade-factors";
import { compareMatches } from "./matching/order";

export { matchReasons, type MatchReason } from "./matching/reasons";
export { factorWeights } from "./matching/weights";
export { compareMatches, fitTier, needsConfirmation } from "./matching/order";
export { matchableRequest, type RequestFields } from "./matching/request";
export { MATCHABLE_ATTRIBUTES } from "./matching/fields";

/**
 * The matching engine: ranks candidate materials for a request and explains each rank (ADR 0125). Pure and synchronous; the requests domain (functions/domains/requests) loads the candidates the
 * pre-filter names and writes the results.
 *
 * Hard factors are the spec's match check (match-check.ts: source, condition, colour, amount, viscosity) plus
 * food contact and fillers (ADR 0178): one failing makes isMatch false. A hard factor that could not be
 * compared (melt flow under another test condition) is not a plain match either: the result needs
 * confirmation and sorts after every match (matching/order.ts). Soft factors (type, data quality, price,
 * origin, certificates, applications, processing methods, packaging quota) only move the score. A sell
 * request is ranked the same way.
 */
export type MatchableRequest = Pick<
  MaterialRequestFields,
  | "type"
  | "materialType"
  | "amount"
  | "capacity"
  | "targetPrice"
  | "colors"
  | "conditions"
  | "viscosity"
  | "applications"
  | "materialSources"
  | "processingMethods"
  | "origin"
  | "certificates"
> &
  Partial<Pick<MaterialRequestFields, "description" | "fillers">>;
export type MatchableMaterial = Pick<
  Material,
  | "id"
  | "type"
  | "source"
  | "condition"
  | "color"
  | "capacity"
  | "viscosity"
  | "pricePerTon"
  | "countryOfOrigin"
  | "certificates"
  | "applications"
  | "intendedMarkets"
  | "processingMethods"
  | "dataQualityLevel"
> &
  Partial<Pick<Material, "name" | "fillers">> & {
    /** The named certificates checked against the company's register (matching/certificates.ts); absent: all count. */
    certificateStatuses?: readonly MaterialCertificateStatus[] | null;
  };

/**
 * Material types worth loading for a request (the candidate pre-filter: the candidate index is read type by
 * type, ADR 0205): the request's type first, then its related types (material-families.ts). null when the
 * request names no type: every type is read then.
 */
export function candidateTypes(request: MatchableRequest): string[] | null {
  return request.materialType ? [request.materialType, ...relatedTypes(request.materialType)] : null;
}

const hardCredit = (c: RawFactor, req: MatchableRequest, m: MatchableMaterial): number => {
  if (c.field === "amount" && c.verdict === "mismatch") return credits.partialAmount * (amountCoverage(req, m) ?? 0);
  if (c.field === "viscosity" && c.verdict === "match" && c.reason === "overlapsRange") return credits.viscosityOverlap;
  if (c.field === "viscosity" && c.verdict === "match" && c.reason !== "inRange") return credits.viscosityAssumed;
  return verdictCredit.hard[c.verdict];
};

const round4 = (n: number) => Math.round(n * 1e4) / 1e4;
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** What one ranking prepares once for all its candidates. */
interface Prepared {
  request: MatchableRequest;
  check: (product: ProductLike) => FieldCheck[];
  ctx: ReturnType<typeof softContext>;
  grade: ReturnType<typeof gradeContext>;
}

const prepare = (request: MatchableRequest): Prepared => ({ request, check: prepareCheck(request), ctx: softContext(request), grade: gradeContext(request) });

/** The hard factors of one material: the spec's match check (credited here), food contact and fillers. */
function hardFactors(p: Prepared, m: MatchableMaterial): RawFactor[] {
  const factors: RawFactor[] = p.check(m) as RawFactor[];
  for (const f of factors) f.credit = hardCredit(f, p.request, m);
  factors.push(foodContactFactor(p.grade, m), fillerFactor(p.grade, m));
  return factors;
}

const failsHard = (f: RawFactor) => f.severity === "hard" && failsCheck(f.verdict);

function rankOne(p: Prepared, m: MatchableMaterial): MatchResult {
  const factors = hardFactors(p, m);
  const { ctx, grade } = p;
  factors.push(
    typeFactor(ctx, m),
    qualityFactor(m),
    priceFactor(ctx, m),
    originFactor(ctx, m),
    certificatesFactor(ctx, m),
    applicationsFactor(ctx, m),
    processingFactor(ctx, m),
    packagingQuotaFactor(grade, m),
  );
  let total = 0;
  let earned = 0;
  let failed = false;
  let unconfirmed = false;
  for (const f of factors) {
    if (f.verdict === "ignored") {
      f.credit = 0;
      continue;
    }
    const w = factorWeights[f.field];
    total += w;
    earned += w * f.credit;
    if (failsHard(f)) failed = true;
    if (f.severity === "hard" && f.verdict === "incomparable") unconfirmed = true;
  }
  for (const f of factors) {
    if (f.verdict === "ignored") continue;
    f.weight = round4(factorWeights[f.field] / total);
    f.credit = round4(f.credit);
  }
  const score = total > 0 ? (earned / total) * (failed ? failedCheckFactor : 1) : 0;
  return { materialId: m.id, score: round6(score), isMatch: !failed && !unconfirmed, factors };
}

/** Rank one material: every factor with its share and credit. */
export const rankMaterial = (request: MatchableRequest, m: MatchableMaterial): MatchResult => rankOne(prepare(request), m);

/** Every candidate ranked, best first: matches, then those needing confirmation, then the rest; by score within each. */
export function rankMaterials(request: MatchableRequest, materials: readonly MatchableMaterial[]): MatchResult[] {
  const p = prepare(request);
  return materials.map((m) => rankOne(p, m)).sort(compareMatches);
}

/**
 * The engine's hard filter: whether a material can come out a match or needing confirmation (no hard factor
 * fails), decided from the hard factors alone, without the soft ones or a score. The same factors as
 * rankMaterials, so `rankMaterials(r, ms.filter(passesHardFactors(r)))` is exactly the matches and those
 * needing confirmation of `rankMaterials(r, ms)`, in the same order.
 */
export function passesHardFactors(request: MatchableRequest): (m: MatchableMaterial) => boolean {
  const p = prepare(request);
  return (m) => !hardFactors(p, m).some(failsHard);
}

/** The matches and those needing confirmation among `materials`, ranked best first (the hard filter, then the engine). */
export const rankPassing = (request: MatchableRequest, materials: readonly MatchableMaterial[]): MatchResult[] =>
  rankMaterials(request, materials.filter(passesHardFactors(request)));
