import { isConditionFailure } from "../../lib/errors";
import { db } from "../service";

/** The analytics counters (functions/db/entities/analytics-counter.ts): atomic adds, range reads, rewrites. */

export interface CounterDelta {
  counter: string;
  bucket: string;
  delta: number;
}

/** One UpdateItem ADD per bucket, in parallel: each is atomic, so concurrent writers never lose a count. */
export async function addToCounters(deltas: CounterDelta[]): Promise<void> {
  await Promise.all(deltas.map((d) => db().analyticsCounter.update({ counter: d.counter, bucket: d.bucket }).add({ value: d.delta }).go({ response: "none" })));
}

/**
 * Add `delta` to one bucket only while it still holds `expected` (undefined: no item yet): the
 * reconciliation's repair, which must not overwrite an ADD that landed after its read. False on a conflict.
 */
export async function addIfUnchanged(counter: string, bucket: string, expected: number | undefined, delta: number): Promise<boolean> {
  try {
    await db()
      .analyticsCounter.update({ counter, bucket })
      .add({ value: delta })
      .where((a, op) => (expected === undefined ? op.notExists(a.value) : op.eq(a.value, expected)))
      .go({ response: "none" });
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/** A counter's buckets (all of them, or those from `from` to `to` inclusive): one Query. */
export async function readCounter(counter: string, range?: { from: string; to: string }): Promise<Map<string, number>> {
  const q = db().analyticsCounter.query.byCounter({ counter });
  const { data } = await (range ? q.between({ bucket: range.from }, { bucket: range.to }) : q).go({ pages: "all" });
  return new Map(data.map((c) => [c.bucket, c.value ?? 0]));
}

/**
 * Replace a counter's buckets with `values` (the rebuild): puts the new figures and deletes buckets that no
 * longer have any. Not atomic with concurrent material writes; run it when writes are quiet (ADR 0124).
 */
export async function replaceCounter(counter: string, values: Map<string, number>): Promise<void> {
  const existing = await readCounter(counter);
  const stale = [...existing.keys()].filter((b) => !values.has(b)).map((bucket) => ({ counter, bucket }));
  const items = [...values].map(([bucket, value]) => ({ counter, bucket, value }));
  if (items.length) {
    const r = await db().analyticsCounter.put(items).go();
    if (r.unprocessed.length) throw new Error(`${r.unprocessed.length} ${counter} counters not written`);
  }
  if (stale.length) await db().analyticsCounter.delete(stale).go();
}

/**
 * The facts the counters read, of every material: a Query of the whole "all" index. Only the rebuild (seed
 * and repair) calls it, never a request path.
 */
export async function readAllMaterialFacts() {
  const { data } = await db()
    .material.query.all({})
    .go({ pages: "all", attributes: ["id", "type", "condition", "countryOfOrigin", "batchSize", "capacity", "createdDate", "updatedDate"] });
  return data;
}
