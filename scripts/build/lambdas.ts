import { build, type Metafile } from "esbuild";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { routeTable, type RouteEntry } from "../../functions/routes";
import { jobTable } from "../../functions/jobs";
import { subscriberTable } from "../../functions/subscribers";
import { workflowTaskTable } from "../../functions/workflows";
import { lambdaEsbuildOptions } from "../../infra/bundling";
import { ROOT } from "../../infra/config";
import { entryPoint, routeEntries } from "../../infra/route-entries";

export interface LambdaBundle {
  id: string;
  route: RouteEntry;
  file: string;
  bytes: number;
  gzipBytes: number;
  /** Bytes of the output by origin: zod, AWS SDK (+ smithy), electrodb, middy, our code, the rest. */
  parts: Record<string, number>;
}

const ORIGINS: [string, RegExp][] = [
  ["zod", /node_modules\/zod\//],
  ["aws-sdk", /node_modules\/(@aws-sdk|@smithy|@aws-crypto|@aws)\//],
  ["electrodb", /node_modules\/electrodb\//],
  ["middy", /node_modules\/@middy\//],
  ["ours", /^(functions|shared)\//],
];

function partsOf(output: Metafile["outputs"][string]): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    const name = ORIGINS.find(([, re]) => re.test(input))?.[0] ?? "other";
    parts[name] = (parts[name] ?? 0) + bytesInOutput;
  }
  return parts;
}

/**
 * Bundle every route's handler with the options CDK uses (infra/bundling.ts), one esbuild call for all of
 * them (esbuild parallelises internally), into dist/lambdas/<route id>/index.mjs, and the workflow task
 * handlers, the scheduled jobs and the topic subscribers too (dist/lambdas/workflow.<name>.<state>/index.mjs,
 * dist/lambdas/job.<name>/index.mjs for infra/stacks/workflows.ts, dist/lambdas/subscriber.<name>/index.mjs).
 */
export async function buildLambdas(opts: { outDir?: string; external?: string[]; routes?: RouteEntry[] } = {}): Promise<LambdaBundle[]> {
  const outDir = opts.outDir ?? path.join(ROOT, "dist", "lambdas");
  const routes = opts.routes ?? routeTable;
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const all = [...routes, ...workflowTaskTable, ...jobTable, ...subscriberTable];
  const result = await build({
    ...lambdaEsbuildOptions,
    external: opts.external ?? lambdaEsbuildOptions.external,
    absWorkingDir: ROOT,
    // A route served by a domain's handler map gets a generated entry module (infra/route-entries.ts).
    entryPoints: Object.fromEntries(all.map((r) => [`${r.id}/index`, entryPoint(r)])),
    plugins: [routeEntries(routes)],
    outdir: outDir,
    outExtension: { ".js": ".mjs" },
    metafile: true,
  });
  return routes.map((route) => {
    const file = path.join(outDir, route.id, "index.mjs");
    const output = result.metafile.outputs[path.relative(ROOT, file).split(path.sep).join("/")];
    const code = readFileSync(file);
    return { id: route.id, route, file, bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length, parts: partsOf(output) };
  });
}

export async function main(): Promise<LambdaBundle[]> {
  const started = performance.now();
  const bundles = await buildLambdas();
  writeFileSync(
    path.join(ROOT, "dist", "lambdas", "manifest.json"),
    JSON.stringify(
      bundles.map(({ route: _r, ...b }) => b),
      null,
      2,
    ),
  );
  const total = bundles.reduce((n, b) => n + b.bytes, 0);
  console.log(`${bundles.length} Lambda bundles in dist/lambdas (${(total / 1024 / 1024).toFixed(1)} MiB) in ${Math.round(performance.now() - started)} ms`);
  return bundles;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
