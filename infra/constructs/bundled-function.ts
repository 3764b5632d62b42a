import path from "node:path";
import { Duration } from "aws-cdk-lib";
import { Architecture, Code, Runtime, Tracing } from "aws-cdk-lib/aws-lambda";
import { OutputFormat, type NodejsFunctionProps } from "aws-cdk-lib/aws-lambda-nodejs";
import type { ILogGroup } from "aws-cdk-lib/aws-logs";
import { lambdaEsbuildOptions } from "../bundling";
import { ROOT } from "../config";

const o = lambdaEsbuildOptions;

/**
 * The props every Lambda of the app shares, route or workflow task: one handler file bundled by esbuild with
 * the options the prebuild uses (infra/bundling.ts), or the prebuilt bundle of that file when given.
 */
export function bundledFunctionProps(p: {
  /** Handler source relative to the repository root (export `handler`). */
  handler: string;
  bundleDir?: string;
  environment: Record<string, string>;
  logGroup: ILogGroup;
  timeout: Duration;
  description: string;
  tracing?: boolean;
}): NodejsFunctionProps {
  return {
    entry: path.join(ROOT, p.handler),
    ...(p.bundleDir ? { code: Code.fromAsset(p.bundleDir), handler: "index.handler" } : { handler: "handler" }),
    projectRoot: ROOT,
    depsLockFilePath: path.join(ROOT, "package-lock.json"),
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    // Lambda CPU scales with memory: the module load of a cold start takes about half as long as at 512 MB.
    memorySize: 1024,
    timeout: p.timeout,
    description: p.description,
    environment: p.environment,
    logGroup: p.logGroup,
    ...(p.tracing ? { tracing: Tracing.ACTIVE } : {}),
    bundling: {
      format: OutputFormat.ESM,
      target: o.target,
      minify: o.minify,
      sourceMap: o.sourcemap,
      mainFields: o.mainFields,
      banner: o.banner.js,
      externalModules: o.external,
      esbuildArgs: Object.fromEntries(Object.entries(o.alias).map(([from, to]) => [`--alias:${from}`, to])),
    },
  };
}
