/** One request as the Resource Timing API reports it (ms since navigation start). */
export interface Timing {
  name: string;
  start: number;
  end: number;
  bytes: number;
}

/**
 * The number of sequential request stages of a page load: a request is stage 1 when nothing had finished
 * before it started, else one more than the deepest request that had finished by then (what it may have
 * waited for). Returns the depth and the chain of names that reaches it, e.g. document → main.js → /api/me.
 */
export function requestStages(timings: Timing[]): { depth: number; chain: string[] } {
  const sorted = [...timings].sort((a, b) => a.start - b.start);
  const stage: number[] = [];
  const before: number[] = [];
  sorted.forEach((r, i) => {
    let best = -1;
    for (let j = 0; j < i; j++) if (sorted[j].end <= r.start && (best < 0 || stage[j] > stage[best])) best = j;
    stage[i] = best < 0 ? 1 : stage[best] + 1;
    before[i] = best;
  });
  if (!sorted.length) return { depth: 0, chain: [] };
  let at = stage.indexOf(Math.max(...stage));
  const chain: string[] = [];
  while (at >= 0) {
    chain.unshift(sorted[at].name.replace(/^\/assets\/(chunks\/)?/, "").replace(/-[A-Z0-9]{8}\.js$/, ".js"));
    at = before[at];
  }
  return { depth: stage[stage.indexOf(Math.max(...stage))], chain };
}
