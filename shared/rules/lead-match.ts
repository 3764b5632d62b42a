import { failsCheck, prepareCheck, type FieldCheck, type Frequency, type ProductLike, type RequestLike } from "./match-check";
import type { ViscosityLike } from "./viscosity";

/**
 * The lead's material picker ranks candidates with the material requests' match
 * check (match-check.ts): one implementation. A lead words its need a little differently from a
 * request, so this maps it onto the request shape and nothing else; every rule stays in match-check.ts.
 */
export interface LeadLike {
  materialSources?: string[] | null;
  conditions?: string[] | null;
  colors?: string[] | null;
  /** Tonnes per `frequency` (a lead's amount is in tonnes, frequency month / spot / year). */
  amount?: number | null;
  frequency?: Frequency | null;
  viscosity?: ViscosityLike | null;
}

/**
 * The lead as a request: its amount with its frequency is a capacity (a missing frequency counts as a month,
 * the forms' default; spot is a one-off quantity, compared as one month's, ADR 0125), the lists and the
 * viscosity as they are.
 */
export function leadAsRequest(lead: LeadLike): RequestLike {
  return {
    materialSources: lead.materialSources ?? null,
    conditions: lead.conditions ?? null,
    colors: lead.colors ?? null,
    capacity: lead.amount == null ? null : { amount: lead.amount, frequency: lead.frequency ?? null },
    viscosity: lead.viscosity ?? null,
  };
}

export interface RankedCandidate<M> {
  material: M;
  /** Every checked field's verdict, in match-check's fixed order. */
  checks: FieldCheck[];
  /** The checks that fail (mismatch, or a value the material does not state). */
  failed: FieldCheck[];
  /** Passed checks out of five: the "match" column's figure. */
  score: number;
}

/**
 * The picker's order: most checks passed first (sorted by match, descending); ties keep the caller's order
 * (the list's newest first), so the sort is stable and the same list always shows the same way.
 */
export function rankForLead<M extends ProductLike>(lead: LeadLike, materials: readonly M[]): RankedCandidate<M>[] {
  const check = prepareCheck(leadAsRequest(lead));
  return materials
    .map((material) => {
      const checks = check(material);
      const failed = checks.filter((c) => failsCheck(c.verdict));
      return { material, checks, failed, score: checks.length - failed.length };
    })
    .sort((a, b) => b.score - a.score);
}
