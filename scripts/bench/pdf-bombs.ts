import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { build } from "esbuild";
import { PDF_LIMITS, PdfLimitError } from "../../functions/integrations/datasheet/pdf-limits";
import { pdfLines, readInWorker } from "../../functions/integrations/datasheet/pdf-text";
import { lambdaEsbuildOptions } from "../../infra/bundling";
import { datasheetFixtures } from "../../test/fixtures/datasheets";
import { BOMB_BYTES, BOMB_VARIANTS, pdfBomb } from "../../test/fixtures/datasheets/bomb";
import { ROOT } from "../local/config";
import { replaceSection } from "./md-section";
import { median } from "./stats";

/**
 * PDF bombs against the datasheet reader (ADR 0156): for each way past the old stream check, a 256 MB bomb read
 * in a fresh process (tsx, as the local stack runs handlers), with the time to the answer and the process's peak
 * RSS (all threads, the reader's worker included); then the time to read a normal datasheet, from source and from
 * a Lambda bundle, cold (a new worker) and warm. Writes its section of docs/benchmarks-datasheet.md.
 */
const run = promisify(execFile);
const MB = 1024 * 1024;
const WORKER_ONLY = "FlateDecode, expansion check skipped (the worker's limits alone)";
const WORKER_ONLY_3 = "the same, 3 times in one process (time: each)";
const HEADING = "## PDF bombs and the reader's worker";

interface BombRun {
  variant: string;
  ms: number;
  outcome: string;
  /** Resident memory before the read, at its peak (whole process, all threads) and 1 s after the answer. */
  rssBefore: number;
  rssPeak: number;
  rssAfter: number;
}

/** One bomb read in this (fresh) process (or three): the answer, its time and the process's peak RSS. */
async function one(variant: string): Promise<BombRun> {
  const workerOnly = variant === WORKER_ONLY || variant === WORKER_ONLY_3;
  const pdf = pdfBomb({ ...BOMB_VARIANTS[variant], expandedBytes: BOMB_BYTES });
  const rssBefore = process.memoryUsage().rss;
  const times = variant === WORKER_ONLY_3 ? 3 : 1;
  const t0 = performance.now();
  let outcome = "";
  for (let i = 0; i < times; i++) {
    try {
      outcome = `read, ${(await (workerOnly ? readInWorker(pdf) : pdfLines(pdf))).length} lines`;
    } catch (e) {
      outcome = e instanceof PdfLimitError ? `422: ${e.message}` : `failed: ${(e as Error).message}`;
    }
  }
  const ms = (performance.now() - t0) / times;
  const rssPeak = process.resourceUsage().maxRSS * 1024;
  await new Promise((r) => setTimeout(r, 1000));
  return { variant, ms, outcome, rssBefore, rssPeak, rssAfter: process.memoryUsage().rss };
}

/** Each case in a fresh process, so one's peak does not hide another's. */
async function bombRuns(): Promise<BombRun[]> {
  const out: BombRun[] = [];
  for (const variant of [...Object.keys(BOMB_VARIANTS), WORKER_ONLY, WORKER_ONLY_3]) {
    const { stdout } = await run(process.execPath, [...process.execArgv, new URL(import.meta.url).pathname, "--one", variant], { maxBuffer: 1 << 20 });
    out.push(JSON.parse(stdout.trim().split("\n").pop()!) as BombRun);
  }
  return out;
}

interface ReadTimes {
  first: number;
  median: number;
  max: number;
}

/** The first read (a new worker: its start and module load) and the median and max of 5 rounds over every fixture after it. */
async function readTimes(read: (pdf: Uint8Array) => Promise<unknown>, pdfs: Uint8Array[]): Promise<ReadTimes> {
  let t0 = performance.now();
  await read(pdfs[0]);
  const first = performance.now() - t0;
  const ms: number[] = [];
  for (let r = 0; r < 5; r++)
    for (const pdf of pdfs) {
      t0 = performance.now();
      await read(pdf);
      ms.push(performance.now() - t0);
    }
  return { first, median: median(ms), max: Math.max(...ms) };
}

const BUNDLE_DIR = path.join(ROOT, ".bench", "pdf-read");

/**
 * The same reads from a Lambda bundle (the datasheets.extract handler's code, built with the Lambda options, plus
 * pdfLines as an export) in a plain Node process: the worker then loads the whole bundle, as in Lambda.
 */
async function bundleReadTimes(pdfs: Uint8Array[]): Promise<ReadTimes> {
  rmSync(BUNDLE_DIR, { recursive: true, force: true });
  mkdirSync(BUNDLE_DIR, { recursive: true });
  await build({
    ...lambdaEsbuildOptions,
    absWorkingDir: ROOT,
    stdin: {
      contents:
        'export { extract as handler } from "./functions/domains/datasheets/handlers"; export { pdfLines } from "./functions/integrations/datasheet/pdf-text";',
      resolveDir: ROOT,
      loader: "ts",
    },
    outfile: path.join(BUNDLE_DIR, "index.mjs"),
  });
  pdfs.forEach((pdf, i) => writeFileSync(path.join(BUNDLE_DIR, `${i}.pdf`), pdf));
  writeFileSync(
    path.join(BUNDLE_DIR, "probe.mjs"),
    `import { readFileSync } from "node:fs";
const { pdfLines } = await import("./index.mjs");
const pdfs = Array.from({ length: ${pdfs.length} }, (_, i) => new Uint8Array(readFileSync(new URL(i + ".pdf", import.meta.url))));
const ms = [];
let t = performance.now(); await pdfLines(pdfs[0]); const first = performance.now() - t;
for (let r = 0; r < 5; r++) for (const pdf of pdfs) { t = performance.now(); await pdfLines(pdf); ms.push(performance.now() - t); }
ms.sort((a, b) => a - b);
console.log(JSON.stringify({ first, median: ms[Math.ceil(ms.length / 2) - 1], max: ms[ms.length - 1] }));`,
  );
  const env = {
    PATH: process.env.PATH,
    AWS_REGION: "eu-central-1",
    TABLE_NAME: "bench",
    BUCKET_NAME: "bench",
    USER_POOL_ID: "eu-central-1_bench",
    USER_POOL_CLIENT_ID: "bench",
  };
  const { stdout } = await run(process.execPath, [path.join(BUNDLE_DIR, "probe.mjs")], { env });
  return JSON.parse(stdout.trim().split("\n").pop()!) as ReadTimes;
}

const ms = (x: number) => `${x.toFixed(1)} ms`;
const table = (runs: BombRun[]) =>
  [
    "| variant | answer | time to answer | RSS before | peak RSS | RSS 1 s after |",
    "|---|---|---|---|---|---|",
    ...runs.map(
      (r) =>
        `| ${r.variant} | ${r.outcome} | ${(r.ms / 1000).toFixed(2)} s | ${Math.round(r.rssBefore / MB)} MB | ${Math.round(r.rssPeak / MB)} MB | ${Math.round(r.rssAfter / MB)} MB |`,
    ),
  ].join("\n");

/** Measured with this script on the code before ADR 0156 (commit 2ea1a04; pdf.js in-process, old stream check), on 2026-11-27. */
const BEFORE = `| variant | answer | time to answer | RSS before | peak RSS | RSS 1 s after |
|---|---|---|---|---|---|
| filter chain [/ASCIIHexDecode /FlateDecode] | 422: Reading the PDF took longer than 10 s (201 on a faster machine: the time was checked between pages only) | 12.85 s | 88 MB | 636 MB | 636 MB |
| CR alone after stream | read, 0 lines (201) | 9.83 s | 88 MB | 635 MB | 635 MB |
| a space before the line end | read, 0 lines (201) | 8.82 s | 85 MB | 625 MB | 625 MB |
| endstream inside the compressed data | read, 0 lines (201) | 8.93 s | 79 MB | 618 MB | 618 MB |`;

export async function main(): Promise<void> {
  const runs = await bombRuns();
  console.log(table(runs));
  const pdfs = await Promise.all(datasheetFixtures.map((f) => f.build()));
  const source = await readTimes((pdf) => pdfLines(pdf), pdfs);
  const bundle = await bundleReadTimes(pdfs);
  const reads = [
    "| | first read (new worker) | median | max |",
    "|---|---|---|---|",
    "| before: pdf.js in-process, from source (tsx) | – | 12.5 ms | 67.1 ms |",
    "| before: pdf.js in-process, Lambda bundle | 142.4 ms | 10.2 ms | 66.5 ms |",
    `| after: worker, from source (tsx, local stack) | ${ms(source.first)} | ${ms(source.median)} | ${ms(source.max)} |`,
    `| after: worker, Lambda bundle | ${ms(bundle.first)} | ${ms(bundle.median)} | ${ms(bundle.max)} |`,
  ].join("\n");
  console.log(reads);

  const section = `${HEADING}

Measured by \`scripts/bench/pdf-bombs.ts\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, on a shared 2-core machine
(ADR 0156). Each bomb is a PDF of 0.3–0.5 MB whose page content decodes to 256 MB, read in a fresh process; RSS is the
whole process's (the reader's worker included). Limits: ${PDF_LIMITS.expandedBytes / MB} MB expanded, worker heap ${PDF_LIMITS.heapMb} MB,
worker memory outside the heap ${PDF_LIMITS.externalMb} MB, ${PDF_LIMITS.ms / 1000} s.

### Before (pdf.js in-process, stream check that missed these)

${BEFORE}

### After (expansion check of every filter chain, pdf.js in a bounded worker)

${table(runs)}

The last two rows skip the expansion check to show what the worker alone bounds: pdf.js decoding the bomb is
terminated once its ArrayBuffers pass the limit. What the worker's thread took stays in the allocator's arenas
after it ends (RSS after), and the next worker reuses it: three in a row do not add up.

### Reading a normal datasheet

The ${pdfs.length} generated datasheets (test/fixtures/datasheets/), one after the other, 5 rounds after the first read. The
first read starts the worker (and loads pdf.js, or the whole Lambda bundle, in it); later reads reuse it. The max
after is one such start again: a worker is replaced after 50 reads (functions/lib/bounded-worker.ts).

${reads}
`;
  const file = path.join(ROOT, "docs", "benchmarks-datasheet.md");
  writeFileSync(file, replaceSection(existsSync(file) ? readFileSync(file, "utf8") : "", HEADING, section));
  console.log("wrote docs/benchmarks-datasheet.md");
}

const argv = process.argv;
if (argv[2] === "--one") console.log(JSON.stringify(await one(argv[3])));
else if (import.meta.url === pathToFileURL(argv[1] ?? "").href) await main();
