import type { FactorVerdict, MatchField } from "../../schemas/material-match";

/**
 * Every reason code the matching engine answers, per field (ADR 0125). The web translates them under the
 * "requests" namespace as `factor.<field>.<reason>` with `wanted`/`actual` as values, so a code added here
 * needs a translation in all seven languages. Each code has one verdict, so the web can colour by either.
 */
export const matchReasons = {
  source: { notAsked: "ignored", listed: "match", notListed: "mismatch", notStated: "unknown" },
  condition: { notAsked: "ignored", listed: "match", notListed: "mismatch", notStated: "unknown" },
  color: { notAsked: "ignored", listed: "match", notListed: "mismatch", notStated: "unknown" },
  amount: { notAsked: "ignored", enough: "match", belowAmount: "mismatch", notStated: "unknown" },
  viscosity: {
    notAsked: "ignored",
    inRange: "match",
    /** The material's range reaches beyond the wanted one (18–25 for 10–20): it overlaps, it is not within. */
    overlapsRange: "match",
    /** Numbers compared although a side leaves out the test temperature or load (assumed the same). */
    testConditionNotStated: "match",
    /** Same kind, but the material's bounds are text ("approx. 5") or absent: nothing to compare. */
    boundsNotComparable: "match",
    differentType: "mismatch",
    belowMin: "mismatch",
    aboveMax: "mismatch",
    /** Melt flow measured under another temperature or load: not compared; needs confirmation (never a plain match). */
    differentTestCondition: "incomparable",
    notStated: "unknown",
  },
  type: { notAsked: "ignored", sameType: "match", relatedType: "mismatch", differentType: "mismatch", notStated: "unknown" },
  quality: { level: "match", notStated: "unknown" },
  /** withinTarget only at or below the target; nearTarget a few percent above (the text gives the percent). */
  price: { notAsked: "ignored", withinTarget: "match", nearTarget: "match", aboveTarget: "mismatch", notStated: "unknown", unknownCurrency: "unknown" },
  origin: { notAsked: "ignored", listed: "match", notListed: "mismatch", notStated: "unknown" },
  certificates: {
    notAsked: "ignored",
    allPresent: "match",
    somePresent: "mismatch",
    nonePresent: "mismatch",
    /** A wanted certificate the material names has expired in its company's register. */
    expired: "mismatch",
    /** A wanted certificate the material names has no valid record in its company's register. */
    notVerified: "mismatch",
    notStated: "unknown",
  },
  applications: { notAsked: "ignored", listed: "match", notListed: "mismatch", notStated: "unknown" },
  processingMethods: { notAsked: "ignored", listed: "match", notListed: "mismatch", notStated: "unknown" },
  foodContact: { notAsked: "ignored", approved: "match", notApproved: "mismatch", approvalExpired: "mismatch", approvalNotVerified: "mismatch" },
  filler: {
    notAsked: "ignored",
    sameFiller: "match",
    shareNotStated: "match",
    otherShare: "mismatch",
    otherFiller: "mismatch",
    /** A filled grade asked, the material is unfilled. */
    unfilled: "mismatch",
    /** An unfilled grade asked, the material is filled. */
    filled: "mismatch",
    notStated: "unknown",
  },
  packagingQuota: { notAsked: "ignored", countsTowardQuota: "match", notCountedTowardQuota: "mismatch", notStated: "unknown" },
} as const satisfies Record<MatchField, Record<string, FactorVerdict>>;

export type MatchReason<F extends MatchField = MatchField> = F extends MatchField ? keyof (typeof matchReasons)[F] & string : never;
