import { App } from "aws-cdk-lib";
import path from "node:path";
import { buildLambdas } from "../scripts/build/lambdas";
import { configFromContext, ROOT } from "./config";
import { addNagChecks } from "./nag";
import { buildApp } from "./recyclate";

/** Entry of `cdk synth|deploy` (cdk.json). Synthesizes offline: explicit region, no lookups. */
const app = new App();
const config = configFromContext(app);
if (config.bundleLambdas && config.lambdaBuild === "prebuilt") {
  // One esbuild call for all routes instead of one esbuild process per NodejsFunction (ADR 0020).
  config.lambdaBundlesDir = path.join(ROOT, "dist", "lambdas");
  await buildLambdas({ outDir: config.lambdaBundlesDir });
}
const stacks = buildApp(app, config);
// `npm run synth -- -c nag=true` runs cdk-nag's AwsSolutions checks too (npm test runs them in infra/nag.test.ts).
if (app.node.tryGetContext("nag") === "true") addNagChecks(app, stacks);
