import { addIfUnchanged, readCounter } from "../../db/queries/analytics-counters";
import { logger } from "../../lib/logger";
import { recountLeadCounters } from "../leads/analytics";
import { recountMaterialCounters } from "./recount";

/**
 * The reconciliation of the analytics counters (ADR 0170): a counter follows its records by an ADD after each
 * record write, so a crash between the two, or a counter write that failed (logged, never answered), leaves it
 * off. This recounts every standing counter from the records (Queries of the material and lead indexes, page
 * by page: off the request path), compares with what is stored and applies each difference as an ADD
 * conditioned on the bucket still holding the value read, so an increment landing meanwhile is never
 * overwritten (the bucket is retried in the next round). Material activity is an event count the records
 * cannot give back: it is not checked.
 */

export interface CounterDrift {
  counter: string;
  bucket: string;
  stored: number;
  counted: number;
}

export interface ReconcileResult {
  /** Buckets compared (stored or counted). */
  checked: number;
  /** Buckets whose repair was applied. */
  repaired: number;
  /** Every difference found, repaired or not. */
  drift: CounterDrift[];
  /** Buckets left as they were because a write changed them under the reconciliation (the next run sees them). */
  conflicts: number;
  /** Rounds run (another one follows a round whose repairs met concurrent writes). */
  rounds: number;
}

type Counts = Map<string, Map<string, number>>;

export interface ReconcileOptions {
  /**
   * Pause between the two looks at each round: a bucket is repaired only when both looks found the same stored
   * value and the same count, so a write whose counter ADD is still on its way (a request lasts at most 29 s)
   * is not taken for drift. 0 when nothing can be in flight (the local stack's start).
   */
  settleMs?: number;
  /** Rounds while repairs meet concurrent writes. */
  rounds?: number;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The recount of every checked counter, by counter and bucket. */
export async function recountCounters(): Promise<Counts> {
  const [materials, leads] = await Promise.all([recountMaterialCounters({ activity: false }), recountLeadCounters()]);
  return new Map([...materials.counts, ...leads]);
}

async function readStored(counters: string[]): Promise<Counts> {
  return new Map(await Promise.all(counters.map(async (c) => [c, await readCounter(c)] as const)));
}

/** Stored and counted value of every bucket that either side has (pure). */
export function compareCounts(counted: Counts, stored: Counts): (CounterDrift & { exists: boolean })[] {
  const out: (CounterDrift & { exists: boolean })[] = [];
  for (const [counter, counts] of counted) {
    const have = stored.get(counter) ?? new Map<string, number>();
    for (const bucket of new Set([...counts.keys(), ...have.keys()])) {
      out.push({ counter, bucket, stored: have.get(bucket) ?? 0, counted: counts.get(bucket) ?? 0, exists: have.has(bucket) });
    }
  }
  return out;
}

const keyOf = (d: { counter: string; bucket: string }) => `${d.counter}\u0000${d.bucket}`;

export async function reconcileCounters(opts: ReconcileOptions = {}): Promise<ReconcileResult> {
  const settleMs = opts.settleMs ?? 30_000;
  const rounds = opts.rounds ?? 3;
  const result: ReconcileResult = { checked: 0, repaired: 0, drift: [], conflicts: 0, rounds: 0 };
  const drift = new Map<string, CounterDrift>();
  for (let round = 0; round < rounds; round++) {
    result.rounds = round + 1;
    const look = async () => {
      const counted = await recountCounters();
      return compareCounts(counted, await readStored([...counted.keys()]));
    };
    const first = await look();
    // Without a pause nothing can move between two looks (a local start: nothing writes), so the first is the second.
    const now = settleMs ? (await pause(settleMs), await look()) : first;
    const before = new Map(first.map((d) => [keyOf(d), d]));
    result.checked = now.length;
    let conflicts = 0;
    for (const d of now) {
      if (d.stored === d.counted) continue;
      const b = before.get(keyOf(d));
      // Moving between the two looks: a write is in flight; only a bucket that stood still is drift.
      if (!b || b.stored !== d.stored || b.counted !== d.counted) {
        conflicts++;
        continue;
      }
      drift.set(keyOf(d), { counter: d.counter, bucket: d.bucket, stored: d.stored, counted: d.counted });
      if (await addIfUnchanged(d.counter, d.bucket, d.exists ? d.stored : undefined, d.counted - d.stored)) result.repaired++;
      else conflicts++;
    }
    result.conflicts = conflicts;
    if (!conflicts) break;
  }
  result.drift = [...drift.values()];
  // One line per run; infra turns `repaired` into the CountersRepaired metric and alarms on it.
  const log = result.repaired ? logger.warn.bind(logger) : logger.info.bind(logger);
  log("counters reconciled", {
    checked: result.checked,
    repaired: result.repaired,
    conflicts: result.conflicts,
    rounds: result.rounds,
    drift: result.drift.slice(0, 50),
  });
  return result;
}
