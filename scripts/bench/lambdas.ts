import { execFile } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { addScaleRow } from "./summary";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { build } from "esbuild";
import { LAMBDA_EXTERNALS, lambdaEsbuildOptions } from "../../infra/bundling";
import { ROOT } from "../../infra/config";
import { buildLambdas, type LambdaBundle } from "../build/lambdas";
import { median } from "./stats";

const run = promisify(execFile);
const RUNS = 5;
const PARALLEL = 2;

/** What functions/lib/env.ts reads, as dummies: loading a module must not need real AWS resources. */
const DUMMY_ENV = {
  AWS_REGION: "eu-central-1",
  TABLE_NAME: "bench",
  BUCKET_NAME: "bench",
  USER_POOL_ID: "eu-central-1_bench",
  USER_POOL_CLIENT_ID: "bench",
  MAIL_FROM: "bench@example.com",
};

/** Time `import()` of a bundle in a fresh Node process (the cold-start module load, without the Lambda runtime). */
const PROBE = `const c = process.cpuUsage(); const t = performance.now(); const m = await import(process.argv[1]);
const wall = performance.now() - t; const cpu = process.cpuUsage(c);
if (typeof m.handler !== "function") throw new Error("no handler export");
console.log(wall, (cpu.user + cpu.system) / 1000);`;

/** Wall time and CPU time (user + system) of the import, in ms; CPU time is steadier on a busy machine. */
interface Load {
  wall: number;
  cpu: number;
}

async function loadMs(file: string): Promise<Load> {
  const { stdout } = await run(process.execPath, ["--input-type=module", "-e", PROBE, pathToFileURL(file).href], {
    env: { PATH: process.env.PATH, ...DUMMY_ENV },
  });
  const [wall, cpu] = stdout.trim().split(/\s+/).map(Number);
  return { wall, cpu };
}

/** A bundle to load: a route's, or a floor's. */
interface Probe {
  id: string;
  file: string;
}

/** How often each floor is loaded among the routes: once every FLOOR_EVERY route loads. */
const FLOOR_EVERY = 8;

/**
 * Median load time of each bundle over RUNS fresh processes, PARALLEL processes at a time. The floors are loaded
 * in the same queue, between the routes, so they are measured under the same contention: measured alone, before
 * or after, the floor ran on a quieter machine than the routes and every ratio came out 15–30 % too high.
 */
async function loadTimes(bundles: Probe[], floors: Probe[] = []): Promise<Map<string, Load>> {
  const jobs: Probe[] = [];
  bundles.forEach((b, i) => {
    if (i % FLOOR_EVERY === 0) jobs.push(...floors);
    jobs.push(...Array.from({ length: RUNS }, () => b));
  });
  const samples = new Map<string, Load[]>();
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < jobs.length) {
        const b = jobs[next++];
        samples.set(b.id, [...(samples.get(b.id) ?? []), await loadMs(b.file)]);
      }
    }),
  );
  return new Map([...samples].map(([id, xs]) => [id, { wall: median(xs.map((x) => x.wall)), cpu: median(xs.map((x) => x.cpu)) }]));
}

/** The floors: a DynamoDB-only handler (floor-ddb.ts) and the stack's libraries alone (floor-stack.ts), bundled like a route. */
async function buildFloor(name: "floor-ddb" | "floor-stack"): Promise<{ bytes: number; file: string }> {
  const outfile = path.join(ROOT, "dist", "bench", name, "index.mjs");
  const r = await build({
    ...lambdaEsbuildOptions,
    absWorkingDir: ROOT,
    entryPoints: [path.join(ROOT, "scripts", "bench", `${name}.ts`)],
    outfile,
    metafile: true,
  });
  return { bytes: Object.values(r.metafile.outputs)[0].bytes, file: outfile };
}

interface Floor {
  bytes: number;
  load: Load;
  samples: number;
}

/** The cold-start budget: each route's module load at most this multiple of the DynamoDB-only floor's. */
const FLOOR_BUDGET = 1.5;

const kib = (n: number) => (n / 1024).toFixed(1);
const stats = (xs: number[]) => ({ min: Math.min(...xs), median: median(xs), max: Math.max(...xs) });

function report(
  bundles: LambdaBundle[],
  load: Map<string, Load>,
  floor: Floor,
  stackFloor: Floor,
  compare?: { bundles: LambdaBundle[]; load: Map<string, Load> },
): string {
  const ratio = (id: string) => load.get(id)!.cpu / floor.load.cpu;
  const overStack = (id: string) => load.get(id)!.cpu / stackFloor.load.cpu;
  const lines = [
    "# Lambda bundles: size and module load time",
    "",
    `Measured by \`scripts/bench/lambdas.ts\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.versions.node}, ` +
      `${bundles.length} routes. Bundles use the CDK options of infra/bundling.ts (ESM, minified, no source maps, ` +
      `externals: ${LAMBDA_EXTERNALS.length ? LAMBDA_EXTERNALS.join(", ") : "none"}). Load time = \`import()\` of the bundle in a ` +
      `fresh Node process with dummy environment, median of ${RUNS}, ${PARALLEL} processes at a time; Lambda's cold start adds ` +
      "its runtime init on top and scales with memory. " +
      `Machine: ${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)} at the end (other work running inflates load times).`,
    "",
    `Floor: a DynamoDB-only handler (scripts/bench/floor-ddb.ts, same options): ${kib(floor.bytes)} KiB, load ${floor.load.wall.toFixed(0)} ms ` +
      `(CPU ${floor.load.cpu.toFixed(0)} ms, median of ${floor.samples}, loaded among the routes). "× floor" = a route's load CPU over the floor's; budget ≤ ${FLOOR_BUDGET}×.`,
    "",
    `Stack floor: the libraries every route is built on, each used once and nothing of ours (scripts/bench/floor-stack.ts: ElectroDB, middy, ` +
      `zod/mini, the Powertools logger): ${kib(stackFloor.bytes)} KiB, load CPU ${stackFloor.load.cpu.toFixed(0)} ms = ${(stackFloor.load.cpu / floor.load.cpu).toFixed(2)}× the floor. ` +
      `"× stack" = a route's load CPU over it: what our own code adds.`,
    "",
    "| route | method path | access | size KiB | gzip KiB | zod KiB | AWS SDK KiB | load ms | load CPU ms | × floor | × stack |",
    "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...bundles.map(
      (b) =>
        `| ${b.id} | ${b.route.method} ${b.route.path} | ${b.route.access} | ${kib(b.bytes)} | ${kib(b.gzipBytes)} | ${kib(b.parts.zod ?? 0)} | ` +
        `${kib(b.parts["aws-sdk"] ?? 0)} | ${load.get(b.id)!.wall.toFixed(0)} | ${load.get(b.id)!.cpu.toFixed(0)} | ${ratio(b.id).toFixed(2)} | ${overStack(b.id).toFixed(2)} |`,
    ),
    "",
  ];
  const s = stats(bundles.map((b) => b.bytes));
  const g = stats(bundles.map((b) => b.gzipBytes));
  const l = stats([...load.values()].map((x) => x.wall));
  const lc = stats([...load.values()].map((x) => x.cpu));
  lines.push(
    `Summary: size min/median/max ${kib(s.min)} / ${kib(s.median)} / ${kib(s.max)} KiB; gzip ${kib(g.min)} / ${kib(g.median)} / ` +
      `${kib(g.max)} KiB; load ${l.min.toFixed(0)} / ${l.median.toFixed(0)} / ${l.max.toFixed(0)} ms ` +
      `(CPU ${lc.min.toFixed(0)} / ${lc.median.toFixed(0)} / ${lc.max.toFixed(0)} ms).`,
  );
  const over = bundles.filter((b) => ratio(b.id) > FLOOR_BUDGET);
  const r = stats(bundles.map((b) => ratio(b.id)));
  lines.push(
    "",
    `Against the floor: min/median/max ${r.min.toFixed(2)} / ${r.median.toFixed(2)} / ${r.max.toFixed(2)}×; ` +
      (over.length ? `over ${FLOOR_BUDGET}×: ${over.map((b) => `${b.id} ${ratio(b.id).toFixed(2)}×`).join(", ")}.` : `every route within ${FLOOR_BUDGET}×.`),
  );
  const worst = bundles.reduce((a, b) => (ratio(b.id) > ratio(a.id) ? b : a));
  addScaleRow({
    measure: `Lambda module load CPU, median of ${bundles.length} routes`,
    floor: `DynamoDB-only bundle: ${kib(floor.bytes)} KiB, ${floor.load.cpu.toFixed(0)} ms (the libraries alone: ${(stackFloor.load.cpu / floor.load.cpu).toFixed(2)}×)`,
    product: `median ${lc.median.toFixed(0)} ms`,
    ratio: `${r.median.toFixed(2)}×`,
    budget: "1.4×",
  });
  addScaleRow({
    measure: "Lambda module load CPU, slowest route",
    floor: "the same bundle",
    product: `${worst.id}: ${load.get(worst.id)!.cpu.toFixed(0)} ms, ${kib(worst.bytes)} KiB`,
    ratio: `${r.max.toFixed(2)}×`,
    budget: "1.8×",
  });
  const rs = stats(bundles.map((b) => overStack(b.id)));
  lines.push("", `Against the stack floor: min/median/max ${rs.min.toFixed(2)} / ${rs.median.toFixed(2)} / ${rs.max.toFixed(2)}×.`);
  const b0 = bundles.find((b) => b.id === "me.get") ?? bundles[0];
  lines.push(
    "",
    `Where the bytes of \`${b0.id}\` come from (KiB): ` +
      Object.entries(b0.parts)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k} ${kib(v)}`)
        .join(", ") +
      ".",
  );
  if (compare) {
    const cs = stats(compare.bundles.map((b) => b.bytes));
    const cl = stats([...compare.load.values()].map((x) => x.wall));
    const clc = stats([...compare.load.values()].map((x) => x.cpu));
    lines.push(
      "",
      "With `@aws-sdk/*` and `@smithy/*` left external (as the Lambda runtime would provide them; here resolved from node_modules): " +
        `size min/median/max ${kib(cs.min)} / ${kib(cs.median)} / ${kib(cs.max)} KiB; load ${cl.min.toFixed(0)} / ` +
        `${cl.median.toFixed(0)} / ${cl.max.toFixed(0)} ms (CPU ${clc.min.toFixed(0)} / ${clc.median.toFixed(0)} / ${clc.max.toFixed(0)} ms).`,
    );
  }
  return lines.join("\n") + "\n";
}

/** Build, measure, print the table and write docs/benchmarks-lambdas.md. `--compare-external` also measures the SDK left external. */
export async function main(argv: string[] = process.argv.slice(2)): Promise<string> {
  const started = performance.now();
  // Its own folder, so a synth or build:lambdas running meanwhile cannot swap the files under the measurement.
  const bundles = await buildLambdas({ outDir: path.join(ROOT, "dist", "bench", "lambdas") });
  const floors = { ddb: await buildFloor("floor-ddb"), stack: await buildFloor("floor-stack") };
  const load = await loadTimes(bundles, [
    { id: "(floor-ddb)", file: floors.ddb.file },
    { id: "(floor-stack)", file: floors.stack.file },
  ]);
  const samples = Math.ceil(bundles.length / FLOOR_EVERY);
  const floor = { bytes: floors.ddb.bytes, load: load.get("(floor-ddb)")!, samples };
  const stackFloor = { bytes: floors.stack.bytes, load: load.get("(floor-stack)")!, samples };
  load.delete("(floor-ddb)");
  load.delete("(floor-stack)");
  let compare: { bundles: LambdaBundle[]; load: Map<string, Load> } | undefined;
  if (argv.includes("--compare-external")) {
    // Inside the repository so that the external SDK resolves from node_modules, as it would from the runtime's.
    const outDir = path.join(ROOT, "dist", "bench", "lambdas-external-sdk");
    const ext = await buildLambdas({ outDir, external: ["@aws-sdk/*", "@smithy/*"] });
    compare = { bundles: ext, load: await loadTimes(ext) };
  }
  const md = report(bundles, load, floor, stackFloor, compare);
  mkdirSync(path.join(ROOT, "docs"), { recursive: true });
  writeFileSync(path.join(ROOT, "docs", "benchmarks-lambdas.md"), md);
  console.log(md);
  console.log(`(lambda bench: ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return md;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
