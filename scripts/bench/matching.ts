import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { candidateTypes, factorWeights, rankMaterials, type MatchableRequest } from "../../shared/rules/matching";
import { labelledRequests } from "../../test/fixtures/matching-labels";
import { ROOT } from "../local/config";
import { seeds } from "../seed/materials";
import { syntheticMaterials } from "../../test/fixtures/synthetic-materials";
import { formatSet, measureSet } from "./matching-quality";
import { median } from "./stats";
import { scaleRows } from "./matching-scale";

/**
 * The matching engine's budget: ranking one request against 1,000 / 10,000 / 50,000 synthetic
 * materials in plain Node (p50 of several runs after a warm-up), how the time grows, and how many candidates
 * the type pre-filter (candidateTypes, one gsi4 query per type) passes when types are distributed like the
 * demo seed; plus the quality on the hand-labelled pairs. Writes docs/benchmarks-matching.md.
 */
const SIZES = [1000, 10000, 50000];
const RUNS = 15;

/** The "typical request": the most common type of the seed (pp), every factor asked (labelled request r1 plus origin and certificates). */
const typical: MatchableRequest = {
  ...labelledRequests[0].request,
  origin: ["DE", "PL", "NL", "AT"],
  certificates: ["euCertPlast"],
  processingMethods: ["injectionMolding"],
};
const hdpe: MatchableRequest = labelledRequests[1].request;

/** p50 wall and CPU milliseconds (CPU: this process's user + system time, GC threads included; steadier under load). */
function p50(fn: () => void): { wall: number; cpu: number; best: number } {
  fn(); // warm-up
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    fn();
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { wall: median(wall), cpu: median(cpu), best: Math.min(...wall) };
}

export async function main(): Promise<string> {
  const rows: string[] = [];
  const all: { wall: number; cpu: number; best: number }[] = [];
  for (const n of SIZES) {
    const materials = syntheticMaterials(n);
    const full = p50(() => rankMaterials(typical, materials));
    all.push(full);
    const filtered = (req: MatchableRequest) => {
      const types = new Set(candidateTypes(req));
      return materials.filter((m) => types.has(m.type));
    };
    const ppCandidates = filtered(typical);
    const hdpeCandidates = filtered(hdpe);
    const pre = p50(() => rankMaterials(typical, ppCandidates));
    const matches = rankMaterials(typical, materials).filter((x) => x.isMatch).length;
    const share = (k: number) => `${k.toLocaleString("en")} (${((k / n) * 100).toFixed(1)} %)`;
    rows.push(
      `| ${n.toLocaleString("en")} | ${full.wall.toFixed(1)} | ${full.best.toFixed(1)} | ${full.cpu.toFixed(1)} | ${((full.cpu / n) * 1000).toFixed(2)} | ${share(ppCandidates.length)} | ${pre.wall.toFixed(1)} / ${pre.cpu.toFixed(1)} | ${share(hdpeCandidates.length)} | ${matches.toLocaleString("en")} |`,
    );
  }
  const growth = SIZES.slice(1).map(
    (n, i) =>
      `${SIZES[i].toLocaleString("en")} → ${n.toLocaleString("en")} (×${n / SIZES[i]}): wall ×${(all[i + 1].wall / all[i].wall).toFixed(2)}, CPU ×${(all[i + 1].cpu / all[i].cpu).toFixed(2)}`,
  );
  const scale = await scaleRows([
    ["pp (the typical request)", typical],
    ["hdpe (the polyethylene family)", hdpe],
    ["no type (hdpe's other fields)", { ...hdpe, materialType: null }],
  ]);
  const tuning = measureSet("tuning");
  const holdout = measureSet("holdout");
  const counts: Record<string, number> = {};
  for (const s of seeds) counts[s.type] = (counts[s.type] ?? 0) + 1;
  const dist = Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .map(([t, c]) => `${t} ${c}`)
    .join(", ");

  const out = [
    "# Matching engine benchmark and quality",
    "",
    `Measured by \`scripts/bench/matching.ts\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.versions.node}, ${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)} (shared machine: milliseconds swing with the load; the growth ratios and candidate counts are the steady figures). Engine: \`shared/rules/matching.ts\` (ADR 0125).`,
    "",
    "## Time to rank one request",
    "",
    `Plain Node, in-process, p50 of ${RUNS} runs after a warm-up; every candidate ranked with its full explanation (12 factors). Synthetic catalogue: each material copies a random demo-seed material (types distributed like the seed's ${seeds.length}: ${dist}) with prices, capacities and MFR varied ±20 %, random country, 15 % priced in USD, 10 % without source or condition. The typical request is pp (the seed's most common type with hdpe): black post-consumer granules/regrind, 100 t/month, MFR ≥ 10 at 230 °C / 2.16 kg, target 800 EUR, origin DE/PL/NL/AT, EuCertPlast, injection moulding, pallets.`,
    "",
    "| materials | rank all, p50 wall ms | rank all, best wall ms | rank all, p50 CPU ms | CPU µs per material | pre-filter passes (pp request) | rank the pre-filtered, p50 wall / CPU ms | pre-filter passes (hdpe request) | isMatch (all) |",
    "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
    "",
    `Growth of the full ranking: ${growth.join("; ")}. The engine does constant work per candidate plus an n log n sort, yet the time grows somewhat faster than the count (the wall ratios also swing with the shared machine's load). Most of the CPU goes into building the 12 explained factors per candidate (600,000 objects at 50,000) and collecting them: the CPU per candidate rises with the count because at 50,000 the kept explanations outgrow V8's young generation and are collected again in the old one. A variant that builds explanations only when read was tried and saved only 10–15 %, not worth a getter in the results; what keeps a run small is the hard filter (below): only the materials that can match are ranked.`,
    "",
    "Pre-filter: `candidateTypes(request)` names the request's type and its family (pp → pp, pp-epdm; hdpe → the polyethylene family pe, hdpe, mdpe, ldpe, lldpe, pe-epdm, pe-pe-epdm); the database layer reads those types whole from the candidate index (gsi10, keyed by type, holding only the attributes the engine reads; ADR 0205), so a request reads a fixed share of the catalogue (here ~18 % for pp, ~32 % for hdpe), not all of it, and no material of those types is left out: there is no cap. That read is still linear in the type's share of the catalogue; the ranking is not, because the engine's hard filter (`passesHardFactors`: the match check, food contact and fillers, without the soft factors or a score) first drops every material that cannot match, and only the rest is ranked with explanations. A request without a type reads every type.",
    "",
    `## The matching run at ${Number(process.env.MATCH_SIZE ?? 100_000).toLocaleString("en")} materials, against the floor`,
    "",
    "`scripts/bench/matching-scale.ts`: the synthetic catalogue above, batch-written into a throw-away local stack (dynalite, in-process) through the item builder the API uses. *Run* is the matching run's ranking, `rankCandidates` (ADR 0205): the candidate index (gsi10) read whole for the request's types, the engine's hard filter, the engine over what passes; wall ms, median of 3, reads counted on the document client (Query calls and the entries they answered). *Floor* is the engine over every material in memory, no database: its matches and those needing confirmation, best first. *Same 200* compares the run's top-200 list with the floor's, ids and scores, in order; *same as its types* with the engine's over the materials of the request's types only (the pre-filter's rule, ADR 0125: a material of an unrelated type is never offered, though type is a soft factor of the engine, so on a catalogue with fewer than 200 matches of the request's family the floor fills up with other types). *Old cap* is what the earlier loader (the newest 5,000 of the request's types, ADR 0128) would have kept of the floor's 200 best and 10 best.",
    "",
    "| request | candidates read | Query calls | entries read | run, wall ms | floor, wall ms | floor's matches (≤ 200) | same 200 | same as its types | old cap kept |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | --- |",
    ...scale,
    "",
    "## Quality on the hand-labelled pairs",
    "",
    `\`scripts/bench/matching-quality.ts\` on \`test/fixtures/matching-labels.ts\`: ${labelledRequests.length} requests, ${tuning.pairs + holdout.pairs} request/material pairs labelled good or bad by hand before the engine existed (commit "Matching quality labels", before the engine's first commit); a third of the pairs (${holdout.requests} requests, ${holdout.pairs} pairs) held apart. Per request its labelled materials are ranked; precision@5 = good fits among the top 5 (the ideal is min(goods, 5) / 5, as each request has 2–3 good fits); "bad above good" counts (bad, good) pairs of a request where the bad one ranks higher.`,
    "",
    "| set | requests | pairs | precision@5 | ideal precision@5 | bad above good |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    ...[tuning, holdout].map(
      (q) =>
        `| ${q.set} | ${q.requests} | ${q.pairs} | ${q.precisionAt5.toFixed(3)} | ${q.idealPrecisionAt5.toFixed(3)} | ${q.inversions} of ${q.comparablePairs} |`,
    ),
    "",
    "```",
    formatSet(tuning),
    ...tuning.lines.map((l) => "  " + l),
    formatSet(holdout),
    ...holdout.lines.map((l) => "  " + l),
    "```",
    "",
    "(per material: `+` labelled good, `-` labelled bad, `✗` fails the spec's match check, then the score.)",
    "",
    "Tuning: the first weights (below) already ranked every good fit of the tuning set above every bad one, so no weight was changed; the holdout was then measured once (precision@5 0.533 of an ideal 0.533, 0 of 32 bad above good). After that one bug was fixed, not tuned: a material without any data-quality level earned more quality credit than one at level 1; the figures above are re-measured with the fix and are unchanged. Caveats, honestly: the labels and the engine have one author (labelled first, but by someone who knew the factors to come), and most bad fits fail a hard factor, so the set tests the ordering more than fine weight choices; the closest calls are r1's m29/m43 (incomparable MFR, double price) against the worst good fit and r8's gray m05 (0.83) against natural m41 (0.87). A larger set labelled by a sales person is the next step.",
    "",
    `Weights: ${Object.entries(factorWeights)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}.`,
    "",
  ].join("\n");
  writeFileSync(path.join(ROOT, "docs/benchmarks-matching.md"), out);
  console.log(out);
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await main();
  process.exit(0);
}
