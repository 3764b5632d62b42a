import { pathToFileURL } from "node:url";
import { rankMaterials } from "../../shared/rules/matching";
import { expertAgreement } from "../../test/fixtures/matching-expert-pairs";
import { labelledMaterials, labelledRequests, type LabelledRequest } from "../../test/fixtures/matching-labels";

/**
 * The matching engine's quality on the hand-labelled pairs (test/fixtures/matching-labels.ts): per request,
 * its labelled materials are ranked by the engine; precision@5 is the share of good fits among the top 5
 * (the ideal is min(goods, 5) / 5, as most requests have fewer than 5 good fits), and "inversions" counts
 * (bad, good) pairs of one request where the bad one ranks above the good one. Tuning and holdout sets apart.
 *
 *   npx tsx scripts/bench/matching-quality.ts [--set tuning|holdout|both] [--verbose]
 */
export interface SetQuality {
  set: "tuning" | "holdout";
  requests: number;
  pairs: number;
  precisionAt5: number;
  idealPrecisionAt5: number;
  inversions: number;
  comparablePairs: number;
  lines: string[];
}

const byId = new Map(labelledMaterials.map((m) => [m.id, m]));

function measureRequest(r: LabelledRequest) {
  const fit = new Map(r.labels.map((l) => [l.materialId, l.fit]));
  const ranked = rankMaterials(
    r.request,
    r.labels.map((l) => byId.get(l.materialId)!),
  );
  const top = ranked.slice(0, 5);
  const goods = r.labels.filter((l) => l.fit === "good").length;
  const p5 = top.filter((x) => fit.get(x.materialId) === "good").length / 5;
  let inversions = 0;
  ranked.forEach((x, i) => {
    if (fit.get(x.materialId) === "bad") inversions += ranked.slice(i + 1).filter((y) => fit.get(y.materialId) === "good").length;
  });
  const bads = r.labels.length - goods;
  const line = `${r.id}: p@5 ${p5.toFixed(2)} (ideal ${(Math.min(goods, 5) / 5).toFixed(2)}), inversions ${inversions}/${goods * bads} — ${ranked.map((x) => `${x.materialId}${fit.get(x.materialId) === "good" ? "+" : "-"}${x.isMatch ? "" : "✗"} ${x.score.toFixed(3)}`).join(", ")}`;
  return { p5, ideal: Math.min(goods, 5) / 5, inversions, comparable: goods * bads, line };
}

export function measureSet(set: "tuning" | "holdout"): SetQuality {
  const requests = labelledRequests.filter((r) => r.holdout === (set === "holdout"));
  const per = requests.map(measureRequest);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / (xs.length || 1);
  return {
    set,
    requests: requests.length,
    pairs: requests.reduce((n, r) => n + r.labels.length, 0),
    precisionAt5: mean(per.map((p) => p.p5)),
    idealPrecisionAt5: mean(per.map((p) => p.ideal)),
    inversions: per.reduce((n, p) => n + p.inversions, 0),
    comparablePairs: per.reduce((n, p) => n + p.comparable, 0),
    lines: per.map((p) => p.line),
  };
}

export const formatSet = (q: SetQuality) =>
  `${q.set}: ${q.requests} requests, ${q.pairs} pairs — precision@5 ${q.precisionAt5.toFixed(3)} (ideal ${q.idealPrecisionAt5.toFixed(3)}), bad-above-good ${q.inversions} of ${q.comparablePairs} (bad, good) pairs`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const arg = process.argv.indexOf("--set");
  const which = arg > 0 ? process.argv[arg + 1] : "both";
  const sets = which === "both" ? (["tuning", "holdout"] as const) : [which as "tuning" | "holdout"];
  for (const s of sets) {
    const q = measureSet(s);
    console.log(formatSet(q));
    if (process.argv.includes("--verbose")) for (const l of q.lines) console.log("  " + l);
  }
  const e = expertAgreement();
  console.log(`expert pairs: ${e.inOrder} of ${e.pairs} in the engineer's order (${((100 * e.inOrder) / e.pairs).toFixed(1)} %)`);
  for (const w of e.wrong) console.log("  out of order: " + w);
}
