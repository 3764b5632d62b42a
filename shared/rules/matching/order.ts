import type { MatchFactor } from "../../schemas/material-match";

/**
 * The one order of ranked materials (ADR 0178), used by the engine, the server's match lists, the e-mails and
 * the SPA: plain matches first, then those that need confirmation (no hard factor fails, but one could not be
 * compared: melt flow under another test condition), then the rest; within each, the higher score first; then
 * the material id, so equal scores keep one order everywhere.
 */
export interface Ordered {
  materialId: string;
  score: number;
  isMatch: boolean;
  factors?: readonly MatchFactor[] | null;
}

const failsHard = (f: MatchFactor) => f.severity === "hard" && (f.verdict === "mismatch" || f.verdict === "unknown");

/** No hard factor fails, but one could not be compared: worth proposing once the seller confirms it. */
export const needsConfirmation = (r: Ordered): boolean =>
  !r.isMatch && Boolean(r.factors?.some((f) => f.severity === "hard" && f.verdict === "incomparable")) && !r.factors!.some(failsHard);

/** 0 match, 1 needs confirmation, 2 no match. */
export const fitTier = (r: Ordered): 0 | 1 | 2 => (r.isMatch ? 0 : needsConfirmation(r) ? 1 : 2);

export function compareMatches(a: Ordered, b: Ordered): number {
  return fitTier(a) - fitTier(b) || b.score - a.score || (a.materialId < b.materialId ? -1 : a.materialId > b.materialId ? 1 : 0);
}
