/**
 * How the matching engine (shared/rules/matching.ts) explains a rank: one factor per aspect it weighed.
 * Type-only and free of zod, so the web imports it at no cost. Reasons are codes with values, never
 * sentences: the web translates them (namespace "requests", keys `factor.<field>.<reason>`).
 */

/**
 * Every aspect the engine weighs. The first five are the spec's match check; foodContact
 * and filler are hard factors added by ADR 0178, packagingQuota a soft note (PPWR recycled content).
 */
export const matchFields = [
  "source",
  "condition",
  "color",
  "amount",
  "viscosity",
  "type",
  "quality",
  "price",
  "origin",
  "certificates",
  "applications",
  "processingMethods",
  "foodContact",
  "filler",
  "packagingQuota",
] as const;
export type MatchField = (typeof matchFields)[number];

/**
 * match: the material meets it. mismatch: it does not. unknown: the material does not say (counts
 * against it softly). incomparable: both say, but the values cannot be compared (melt flow rates under
 * different test conditions). ignored: the request does not ask.
 */
export type FactorVerdict = "match" | "mismatch" | "unknown" | "incomparable" | "ignored";

export interface MatchFactor {
  field: MatchField;
  verdict: FactorVerdict;
  /** hard: a mismatch fails the spec's match check; soft: it only lowers the score. */
  severity: "hard" | "soft";
  /** Machine-readable reason, e.g. "notListed", "belowAmount", "differentTestCondition", "aboveTarget". */
  reason: string;
  /** What the request asked and what the material has, for the explanation (display values). */
  wanted?: string | number | (string | number)[] | null;
  actual?: string | number | (string | number)[] | null;
  /** This factor's share of the score, 0–1 (0 when ignored); the shares of one result add up to 1. */
  weight: number;
  /** How much of its share the material earned, 0–1: score = Σ weight × credit (ADR 0125). */
  credit?: number;
  /** How far the material's value lies above the request's, in percent (price above the target), for the text. */
  percent?: number;
}

/** What the engine answers per candidate. */
export interface MatchResult {
  materialId: string;
  score: number;
  /** No hard factor fails and none needs confirmation (ADR 0178: melt flow under another test condition). */
  isMatch: boolean;
  factors: MatchFactor[];
}
