import { MATCHABLE_ATTRIBUTES, type MatchableMaterial } from "../../../shared/rules/matching";
import { materialTypes } from "../../../shared/schemas/material-enums";
import { db } from "../../db/service";

/**
 * The candidate pre-filter's reads (ADR 0205): every material of the types the engine names, through the
 * candidate index (gsi10, keyed by type, projecting only the attributes the engine reads), page after page
 * until the type's last; without a type, every type. No cap: the run reads the whole of each type, and the
 * engine's hard filter (passesHardFactors) keeps the ranking itself to the few that can match.
 */
export type Candidate = MatchableMaterial & { companyId: string; name: string };

/** Types read at once (a type-less request reads every one of them). */
const TYPES_IN_FLIGHT = 8;

/** Every material of one type, in as many 1 MB pages as its entries fill. */
async function readType(type: string): Promise<Candidate[]> {
  const { data } = await db()
    .material.query.candidates({ type: type as (typeof materialTypes)[number] })
    .go({ pages: "all", attributes: [...MATCHABLE_ATTRIBUTES] });
  return (data as Candidate[]).map((m) => ({ ...m, dataQualityLevel: m.dataQualityLevel ? m.dataQualityLevel : null }));
}

/** The candidates of a run: every material of `types` (each type once), or of every type when `types` is null. */
export async function loadCandidates(types: readonly string[] | null): Promise<Candidate[]> {
  const order = [...new Set(types ?? materialTypes)];
  const byType = new Map<string, Candidate[]>();
  let next = 0;
  const worker = async () => {
    while (next < order.length) {
      const type = order[next++];
      byType.set(type, await readType(type));
    }
  };
  await Promise.all(Array.from({ length: Math.min(TYPES_IN_FLIGHT, order.length) }, worker));
  return order.flatMap((t) => byType.get(t) ?? []);
}
