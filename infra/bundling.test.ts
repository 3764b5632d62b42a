import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { routeTable } from "../functions/routes";
import { buildLambdas } from "../scripts/build/lambdas";
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
  }, SYNTH_TIMEOUT);

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
  }, 30_000);
});
