import { compareMatches } from "../../../shared/rules/matching/order";
import type { MaterialMatch } from "../../../shared/schemas/material-request";

export interface MatchGroup {
  key: string;
  company: MaterialMatch["company"];
  matches: MaterialMatch[];
  /** How many of the group pass the match check. */
  matchCount: number;
  best: number;
}

/** The engine's one order (shared/rules/matching/order.ts): matches, then those needing confirmation, then the rest; by score. */
const byFit = (a: MaterialMatch, b: MaterialMatch) => compareMatches(a, b);

/**
 * The detail table's rows (ADR 0133): one group per seller company, its materials best first; companies with
 * a match before those without, then by their best material. Pure, so the ordering is tested on its own.
 */
export function groupMatches(matches: MaterialMatch[]): MatchGroup[] {
  const groups = new Map<string, MatchGroup>();
  for (const m of matches) {
    const key = m.company?.id ?? "";
    const g = groups.get(key) ?? { key, company: m.company, matches: [], matchCount: 0, best: 0 };
    g.matches.push(m);
    groups.set(key, g);
  }
  const out = [...groups.values()];
  for (const g of out) {
    g.matches.sort(byFit);
    g.matchCount = g.matches.filter((m) => m.isMatch).length;
    g.best = g.matches[0]?.score ?? 0;
  }
  return out.sort((a, b) => byFit(a.matches[0], b.matches[0]));
}
