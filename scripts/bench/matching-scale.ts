import { newMaterialItem, type Candidate } from "../../functions/domains/materials";
import { rankCandidates } from "../../functions/domains/requests/matching";
import type { StoredRequest } from "../../functions/domains/requests";
import { db } from "../../functions/db/service";
import { candidateTypes, matchableRequest, needsConfirmation, rankMaterials, type MatchableRequest } from "../../shared/rules/matching";
import type { MatchResult } from "../../shared/schemas/material-match";
import { syntheticMaterials } from "../../test/fixtures/synthetic-materials";
import { SEEDED_COMPANY } from "../seed/demo-companies";
import { withBenchStack } from "./bench-stack";
import { median } from "./stats";
import { countReads, reads } from "./read-counter";
import { addScaleRow, times } from "./summary";

/**
 * The matching run at catalogue scale (ADR 0205): SIZE synthetic materials (100,000 unless MATCH_SIZE says)
 * batch-written into a throw-away local stack (dynalite, beside the demo seed's materials) through the item
 * builder the API uses; per request,
 * the run's ranking (rankCandidates: the candidate index read whole, the hard filter, the engine) against the
 * floor (the engine over every material in memory, its matches and those needing confirmation) and against
 * the engine over the materials of the request's types (the pre-filter's own rule), and what the
 * old loader's cap (the newest 5,000 of the request's types) would have kept of the floor's 200 best.
 */
const SIZE = Number(process.env.MATCH_SIZE ?? 100_000);
const RUNS = 3;
const TOP = 200;
const OLD_CAP = 5000;

const top = (ranked: MatchResult[]) => ranked.filter((r) => r.isMatch || needsConfirmation(r)).slice(0, TOP);
const same = (a: MatchResult[], b: MatchResult[]) => a.length === b.length && a.every((r, i) => r.materialId === b[i].materialId && r.score === b[i].score);

/** Batch-write the catalogue (25 a BatchWriteItem, 8 batches of 200 in flight). */
async function fill(items: ReturnType<typeof newMaterialItem>[]) {
  const SIZE_OF = 200;
  for (let i = 0; i < items.length; i += SIZE_OF * 8) {
    await Promise.all(
      Array.from({ length: 8 }, async (_, k) => {
        const chunk = items.slice(i + k * SIZE_OF, i + (k + 1) * SIZE_OF);
        if (!chunk.length) return;
        const r = await db()
          .material.put(chunk as never[])
          .go();
        if (r.unprocessed?.length) throw new Error(`bench: ${r.unprocessed.length} materials not written`);
      }),
    );
  }
}

/** What the capped loader read: the request's types in order, each newest first, until OLD_CAP in all. */
function oldCap(request: MatchableRequest, stored: Candidate[], created: Map<string, string>): Candidate[] {
  const types = candidateTypes(request);
  const newest = [...stored].sort((a, b) => `${created.get(b.id)}${b.id}`.localeCompare(`${created.get(a.id)}${a.id}`));
  if (!types) return newest.slice(0, OLD_CAP);
  const out: Candidate[] = [];
  for (const t of new Set(types)) out.push(...newest.filter((m) => m.type === t).slice(0, OLD_CAP - out.length));
  return out;
}

export async function scaleRows(requests: [string, MatchableRequest][]): Promise<string[]> {
  return withBenchStack("matching", { appPort: Number(process.env.APP_PORT ?? 8150), portBase: Number(process.env.PORT_BASE ?? 8160) }, async (stack) => {
    Object.assign(process.env, stack.env);
    const sellers = [SEEDED_COMPANY.demoRecycling, SEEDED_COMPANY.polimeri, SEEDED_COMPANY.granulaty];
    const start = Date.parse("2025-01-01T00:00:00Z");
    const items = syntheticMaterials(SIZE).map((m, i) => {
      const at = new Date(start + i * 60_000).toISOString();
      return {
        ...newMaterialItem({ ...(m as object), name: `Synthetic ${m.id}` } as never, sellers[i % sellers.length], "bench", m.id),
        createdDate: at,
        updatedDate: at,
      };
    });
    // the demo seed's own materials are candidates too: the floor ranks them with the synthetic ones
    const { data: seeded } = await db().material.query.all({}).go({ pages: "all" });
    const t0 = Date.now();
    await fill(items);
    console.log(`matching bench: ${SIZE} materials written in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    countReads();
    // the catalogue as stored, as the engine reads it (a level of 0 is none)
    const everything = [...seeded, ...items];
    const stored = everything.map((m) => ({ ...m, dataQualityLevel: m.dataQualityLevel || null })) as unknown as Candidate[];
    const created = new Map(everything.map((m) => [m.id, m.createdDate]));
    const rows: string[] = [];
    for (const [label, asked] of requests) {
      const request = matchableRequest(asked);
      const floorRuns: number[] = [];
      let floor: MatchResult[] = [];
      for (let i = 0; i < RUNS; i++) {
        const f0 = performance.now();
        floor = top(rankMaterials(request, stored));
        floorRuns.push(performance.now() - f0);
      }
      const runs: { ms: number; calls: number; items: number; candidates: number; got: MatchResult[] }[] = [];
      for (let i = 0; i < RUNS; i++) {
        reads.calls = reads.items = 0;
        const p0 = performance.now();
        const { ranked, candidates } = await rankCandidates(asked as unknown as StoredRequest, "passing");
        runs.push({ ms: performance.now() - p0, calls: reads.calls, items: reads.items, candidates: candidates.length, got: top(ranked) });
      }
      const run = runs[0];
      const types = candidateTypes(request);
      const family = types
        ? top(
            rankMaterials(
              request,
              stored.filter((m) => types.includes(m.type)),
            ),
          )
        : floor;
      const capped = new Set(top(rankMaterials(request, oldCap(request, stored, created))).map((r) => r.materialId));
      const keptTop10 = floor.slice(0, 10).filter((r) => capped.has(r.materialId)).length;
      const keptTop200 = floor.filter((r) => capped.has(r.materialId)).length;
      rows.push(
        `| ${label} | ${run.candidates.toLocaleString("en")} | ${run.calls} | ${run.items.toLocaleString("en")} | ${median(runs.map((r) => r.ms)).toFixed(0)} | ${median(floorRuns).toFixed(0)} | ${floor.length} | ${runs.every((r) => same(r.got, floor)) ? "yes" : "**no**"} | ${runs.every((r) => same(r.got, family)) ? "yes" : "**no**"} | ${keptTop200} of ${floor.length}, ${keptTop10} of ${Math.min(10, floor.length)} |`,
      );
      console.log(rows.at(-1));
      const sameTop = runs.every((r) => same(r.got, family));
      addScaleRow({
        measure: `matching one request (${label}), ${SIZE.toLocaleString("en")} materials`,
        floor: `the engine over every material in memory: ${median(floorRuns).toFixed(0)} ms, top ${floor.length}`,
        product: `the run over the candidate index: ${median(runs.map((r) => r.ms)).toFixed(0)} ms, ${run.calls} Query calls, top 200 ${sameTop ? "identical to the engine's over its types" : "DIFFERENT"}`,
        ratio: times(median(runs.map((r) => r.ms)), median(floorRuns)),
        budget: "top 200 identical (met when it says so)",
      });
    }
    return rows;
  });
}
