import { readAllMaterialFacts } from "../../db/queries/analytics-counters";
import { allCounters, contribution, mergeDeltas, rebuiltActivity, standingCounters, type MaterialFacts } from "./counters";

/**
 * The material counters recomputed from the materials, by counter and bucket. Every standing counter comes
 * out exact; activity (an event count) only when `activity` is asked for, approximated from each material's
 * creation and last update. Reads the whole material index: maintenance only (the rebuild, the reconciliation).
 */
export async function recountMaterialCounters(opts: { activity: boolean }): Promise<{ materials: number; counts: Map<string, Map<string, number>> }> {
  const materials = (await readAllMaterialFacts()) as (MaterialFacts & { updatedDate?: string })[];
  const counters = opts.activity ? allCounters : standingCounters;
  const counts = new Map<string, Map<string, number>>(counters.map((c) => [c, new Map()]));
  const deltas = materials.flatMap((m) => [...contribution(m), ...(opts.activity ? rebuiltActivity(m) : [])]);
  for (const d of mergeDeltas(deltas)) counts.get(d.counter)!.set(d.bucket, d.delta);
  return { materials: materials.length, counts };
}
