import { execFile } from "node:child_process";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { PdfLimitError } from "../../functions/integrations/datasheet/pdf-limits";
import { pdfLines } from "../../functions/integrations/datasheet/pdf-text";
import { datasheetFixtures } from "../../test/fixtures/datasheets";
import { BOMB_BYTES, BOMB_VARIANTS, pdfBomb } from "../../test/fixtures/datasheets/bomb";
import { median } from "./stats";

const run = promisify(execFile);
const MB = 1024 * 1024;

interface BombRun {
  variant: string;
  ms: number;
  outcome: string;
  /** Resident memory before the read, at its peak (whole process, all threads) and 1 s after the answer. */
  rssBefore: number;
  rssPeak: number;
  rssAfter: number;
}

/** One bomb read in this (fresh) process: the answer, its time and the process's peak RSS. */
async function one(variant: string): Promise<BombRun> {
  const pdf = pdfBomb({ ...BOMB_VARIANTS[variant], expandedBytes: BOMB_BYTES });
  const rssBefore = process.memoryUsage().rss;
  const t0 = performance.now();
  let outcome: string;
  try {
    outcome = `read, ${(await pdfLines(new Uint8Array(pdf))).length} lines`;
  } catch (e) {
    outcome = e instanceof PdfLimitError ? `refused: ${e.message}` : `failed: ${(e as Error).message}`;
  }
  const ms = performance.now() - t0;
  const rssPeak = process.resourceUsage().maxRSS * 1024;
  await new Promise((r) => setTimeout(r, 1000));
  return { variant, ms, outcome, rssBefore, rssPeak, rssAfter: process.memoryUsage().rss };
}

/** Each variant in a fresh process (tsx, like the local stack), so one's peak does not hide another's. */
export async function bombRuns(): Promise<BombRun[]> {
  const out: BombRun[] = [];
  for (const variant of Object.keys(BOMB_VARIANTS)) {
    const { stdout } = await run(process.execPath, [...process.execArgv, new URL(import.meta.url).pathname, "--one", variant], { maxBuffer: 1 << 20 });
    out.push(JSON.parse(stdout.trim().split("\n").pop()!) as BombRun);
  }
  return out;
}

/** Median time to read each generated datasheet (all of them, `rounds` times, after one warm-up round). */
export async function normalReadMs(read: (pdf: Uint8Array) => Promise<unknown> = pdfLines, rounds = 5): Promise<{ median: number; max: number }> {
  const pdfs = await Promise.all(datasheetFixtures.map((f) => f.build()));
  for (const pdf of pdfs) await read(pdf);
  const ms: number[] = [];
  for (let r = 0; r < rounds; r++)
    for (const pdf of pdfs) {
      const t0 = performance.now();
      await read(pdf);
      ms.push(performance.now() - t0);
    }
  return { median: median(ms), max: Math.max(...ms) };
}

export const bombTable = (runs: BombRun[]) =>
  [
    "| variant | answer | time | RSS before | peak RSS | RSS 1 s after |",
    "|---|---|---|---|---|---|",
    ...runs.map((r) => `| ${r.variant} | ${r.outcome} | ${(r.ms / 1000).toFixed(2)} s | ${Math.round(r.rssBefore / MB)} MB | ${Math.round(r.rssPeak / MB)} MB | ${Math.round(r.rssAfter / MB)} MB |`),
  ].join("\n");

export async function main(): Promise<void> {
  const runs = await bombRuns();
  console.log(bombTable(runs));
  const normal = await normalReadMs();
  console.log(`normal datasheet read: median ${normal.median.toFixed(1)} ms, max ${normal.max.toFixed(1)} ms`);
}

const argv = process.argv;
if (argv[2] === "--one") console.log(JSON.stringify(await one(argv[3])));
else if (import.meta.url === pathToFileURL(argv[1] ?? "").href) await main();
