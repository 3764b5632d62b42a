import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { PDF_LIMITS } from "../functions/integrations/datasheet/pdf-limits";
import { PDF_READER, type PdfReadAnswer } from "../functions/integrations/datasheet/pdf-worker";
import { runBounded } from "../functions/lib/bounded-worker";
import { routeTable } from "../functions/routes";
import { buildLambdas } from "../scripts/build/lambdas";
import { datasheetFixtures } from "../test/fixtures/datasheets";
import type { AppConfig } from "./config";
import { resourcesOf, synthApp, SYNTH_TIMEOUT } from "./testing";

/**
 * The other infra tests skip esbuild; these let CDK stage real bundles for one route, both ways a
 * NodejsFunction can get its code (ADR 0020), and load what would be deployed.
 */
describe("Lambda bundling through CDK", () => {
  const route = routeTable.find((r) => r.id === "me.get")!;
  const bundles: Record<AppConfig["lambdaBuild"], string> = { prebuilt: "", "per-function": "" };

  beforeAll(async () => {
    const prebuiltDir = mkdtempSync(path.join(tmpdir(), "lambdas-"));
    await buildLambdas({ outDir: prebuiltDir, routes: [route] });
    for (const lambdaBuild of ["prebuilt", "per-function"] as const) {
      const outdir = mkdtempSync(path.join(tmpdir(), "cdk-"));
      const t = synthApp({ config: { bundleLambdas: true, lambdaBuild, lambdaBundlesDir: prebuiltDir }, routes: [route], outdir });
      const [fn] = resourcesOf(t, "AWS::Lambda::Function").filter((f) => f.stack.startsWith("t-api-"));
      expect(fn.Properties!.Handler).toBe("index.handler");
      // A staged folder keeps its source's "extension" (dist/lambdas/me.get → asset.<hash>.get).
      const hash = String(fn.Properties!.Code.S3Key).replace(/\.zip$/, "");
      const staged = readdirSync(outdir).find((d) => d.startsWith(`asset.${hash}`))!;
      bundles[lambdaBuild] = path.join(outdir, staged, "index.mjs");
    }
    // one esbuild build and two synths, each bundling: three synths' time on a busy machine
  }, 3 * SYNTH_TIMEOUT);

  it.each(["prebuilt", "per-function"] as const)("%s: stages one minified ESM file without a source map", (how) => {
    expect(existsSync(bundles[how])).toBe(true);
    expect(existsSync(`${bundles[how]}.map`)).toBe(false);
    expect(statSync(bundles[how]).size).toBeGreaterThan(10_000);
  });

  it("builds the same bundle both ways", () => {
    expect(Math.abs(statSync(bundles.prebuilt).size - statSync(bundles["per-function"]).size)).toBeLessThan(1024);
  });

  it.each(["prebuilt", "per-function"] as const)("%s: leaves ElectroDB's start-up model validation out (jsonschema alias, ADR 0083)", (how) => {
    const code = readFileSync(bundles[how], "utf8");
    expect(code).not.toContain("does not meet minimum length");
    expect(code).toContain("is not a model");
  });

  it.each(["prebuilt", "per-function"] as const)("%s: takes node:http and node:https by require, not by ESM import (ADR 0110)", (how) => {
    const code = readFileSync(bundles[how], "utf8");
    // An ESM import of node:http builds its facade, which loads undici: ~20 ms of every cold start.
    expect(code).not.toMatch(/from\s*"(node:)?https?"/);
    expect(code).toMatch(/exports=\w+\("http"\)/);
    expect(code).toMatch(/exports=\w+\("https"\)/);
  });

  it("loads and exports the handler", async () => {
    for (const [k, v] of Object.entries({ TABLE_NAME: "t", BUCKET_NAME: "b", USER_POOL_ID: "p", USER_POOL_CLIENT_ID: "c" })) process.env[k] ??= v;
    const m = (await import(pathToFileURL(bundles.prebuilt).href)) as { handler?: unknown };
    expect(typeof m.handler).toBe("function");
    // Loading a whole Lambda bundle takes a few seconds on a busy 2-core machine.
  });
});

/**
 * The datasheet reader runs pdf.js in a worker thread started on the route's own bundle (pdf-worker.ts): the
 * bundle must hold the worker's code and serve a read. Built as the prebuild does, whose folder CDK stages as it
 * is; the per-function build runs esbuild with the same options (the same bundle, checked above).
 */
describe("the datasheet reader's worker in a Lambda bundle", () => {
  const route = routeTable.find((r) => r.id === "datasheets.extract")!;
  let bundle: string;

  beforeAll(async () => {
    const [built] = await buildLambdas({ outDir: mkdtempSync(path.join(tmpdir(), "lambdas-")), routes: [route] });
    bundle = built.file;
  }, SYNTH_TIMEOUT);

  it("is one file, whose worker reads a datasheet", async () => {
    expect(readdirSync(path.dirname(bundle))).toEqual(["index.mjs"]);
    for (const [k, v] of Object.entries({ TABLE_NAME: "t", BUCKET_NAME: "b", USER_POOL_ID: "p", USER_POOL_CLIENT_ID: "c" })) process.env[k] ??= v;
    const fx = datasheetFixtures.find((f) => f.id === "tds-circulen-multicolumn")!;
    const answer = await runBounded<PdfReadAnswer>(pathToFileURL(bundle), PDF_READER, { pdf: await fx.build(), maxPages: PDF_LIMITS.pages }, PDF_LIMITS);
    expect("lines" in answer && answer.lines.map((l) => l.text)).toContain("CIRCULEN PP-C 2012 T20");
  });
});
