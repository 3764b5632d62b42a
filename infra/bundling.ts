import type { BuildOptions } from "esbuild";

/**
 * The one set of esbuild options for Lambda bundles: CDK's NodejsFunction (infra/constructs/route-function.ts)
 * and the prebuild/benchmark scripts (scripts/build/lambdas.ts) both read it, so what we measure is what ships.
 */
export const LAMBDA_TARGET = "node22";

/**
 * ESM bundles of CommonJS dependencies (electrodb, parts of the SDK) may still call `require` for Node
 * built-ins at run time; esbuild's ESM output has no `require`, so give it one.
 */
export const ESM_REQUIRE_BANNER = 'import{createRequire as __cr}from"node:module";const require=__cr(import.meta.url);';

/**
 * Packages left out of the bundle and taken from the Lambda runtime instead. Empty: we bundle the AWS SDK so
 * the version we test is the version that runs, and one tree-shaken file loads faster than the runtime's
 * node_modules (ADR 0020 has the measurements).
 */
export const LAMBDA_EXTERNALS: string[] = [];

/**
 * Modules swapped for lighter stand-ins in Lambda bundles (paths relative to the project root, as esbuild's
 * `alias` wants them). `jsonschema`: ElectroDB's start-up model validation, skipped in Lambda and kept in the
 * unit tests (ADR 0083).
 */
export const LAMBDA_ALIASES: Record<string, string> = {
  jsonschema: "./functions/db/bundle/jsonschema-skip.cjs",
  "node:http": "./functions/db/bundle/node-http.cjs",
  "node:https": "./functions/db/bundle/node-https.cjs",
};

export const lambdaEsbuildOptions = {
  bundle: true,
  platform: "node",
  target: LAMBDA_TARGET,
  format: "esm",
  minify: true,
  sourcemap: false,
  // Prefer the ESM builds of dependencies (the SDK ships both): smaller and tree-shakable.
  mainFields: ["module", "main"],
  banner: { js: ESM_REQUIRE_BANNER },
  external: LAMBDA_EXTERNALS,
  alias: LAMBDA_ALIASES,
  legalComments: "none",
  logLevel: "warning",
} satisfies BuildOptions;
