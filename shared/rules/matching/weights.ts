import type { FactorVerdict, MatchField } from "../../schemas/material-match";

/**
 * The engine's tunable numbers (ADR 0125). A result's score is Σ share × credit over the factors the request
 * asks about (plus data quality, always weighed), where share = weight / Σ weights of those factors.
 * Tuned on the labelled pairs of test/fixtures/matching-labels.ts (tuning set only), see
 * docs/benchmarks-matching.md.
 */
export const factorWeights: Readonly<Record<MatchField, number>> = {
  // hard: the spec's match check
  source: 1,
  condition: 1,
  color: 1,
  amount: 1,
  viscosity: 1.5,
  // soft
  type: 2,
  quality: 0.5,
  price: 1,
  origin: 0.75,
  certificates: 0.75,
  applications: 0.75,
  processingMethods: 0.5,
  // added by ADR 0178: hard (food contact, fillers) and a soft note (PPWR packaging quota)
  foodContact: 1.5,
  filler: 1.5,
  packagingQuota: 0.25,
};

/** Credit per verdict where the factor has no finer measure. An unknown is charged less than a clear mismatch. */
export const verdictCredit = {
  hard: { match: 1, mismatch: 0, unknown: 0.25, incomparable: 0.6, ignored: 0 },
  soft: { match: 1, mismatch: 0, unknown: 0.4, incomparable: 0.6, ignored: 0 },
} as const satisfies Record<"hard" | "soft", Record<FactorVerdict, number>>;

/** Finer credits. */
export const credits = {
  /** A related polymer (same family, e.g. pp for pp-epdm). */
  relatedType: 0.5,
  /** Viscosity compared although a side leaves the test condition out, or bounds not comparable (text). */
  viscosityAssumed: 0.8,
  /** Melt-flow range only partly inside the wanted one (it overlaps). */
  viscosityOverlap: 0.7,
  /** Filler of the wanted kind, but a side does not state its share. */
  fillerShareNotStated: 0.7,
  /** Amount below the need: this share of the coverage (60 of 100 t → 0.6 × this). */
  partialAmount: 0.5,
  /** Price: within target up to this ratio over it; credit falls linearly to 0 at 1 + priceSlack. */
  priceTolerance: 1.05,
  priceSlack: 0.5,
} as const;

/**
 * Multiplies the score of a material that fails the spec's match check. 1 (no extra penalty): the labelled
 * pairs needed none, and the detail table puts matches first itself; lower it to force matches to the top.
 */
export const failedCheckFactor = 1;
