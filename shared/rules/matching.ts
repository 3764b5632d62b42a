import type { MaterialRequestFields } from "../schemas/material-request";
import type { MatchResult } from "../schemas/material-match";
import type { Material } from "../schemas/material";
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
  Partial<Pick<Material, "name" | "fillers">>;

/**
 * How many candidates the database layer loads at most for one run: the types of `candidateTypes` in their
 * order (the request's own type first), each newest first on gsi4, until this many in all; for a request
 * without a type, the newest materials. It bounds a run's reads and the engine's time whatever the
 * catalogue's size (ranking 5,000 takes a few tens of ms, docs/benchmarks-matching.md); the price is that a
 * material older than the newest 5,000 of its type (and family) is not offered.
 */
export const CANDIDATE_LIMIT = 5000;

/**
 * Material types worth loading for a request (the candidate pre-filter, one gsi4 query per type): the
 * request's type first, then its related types (material-families.ts). null when the request names no type:
 * the caller then loads a bounded set of the most recent materials instead (ADR 0125), since a type-less
 * request would otherwise have to read the whole catalogue.
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

function rankOne(p: Prepared, m: MatchableMaterial): MatchResult {
  const factors: RawFactor[] = p.check(m) as RawFactor[];
  for (const f of factors) f.credit = hardCredit(f, p.request, m);
  const { ctx, grade } = p;
  factors.push(foodContactFactor(grade, m), fillerFactor(grade, m));
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
    if (f.severity === "hard" && failsCheck(f.verdict)) failed = true;
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
export function rankMaterials(request: MatchableRequest, materials: MatchableMaterial[]): MatchResult[] {
  const p = prepare(request);
  return materials.map((m) => rankOne(p, m)).sort(compareMatches);
}
