import { readFileSync } from "node:fs";
import path from "node:path";
import { App } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import type { RouteEntry } from "../functions/routes";
import type { AppConfig } from "./config";
import { ROOT } from "./config";
import { buildApp, type RecyclateStacks } from "./recyclate";

/** cdk.json's context (feature flags), so tests synthesize what `npm run synth` does. */
export const cdkContext = (JSON.parse(readFileSync(path.join(ROOT, "cdk.json"), "utf8")) as { context: Record<string, unknown> }).context;

export const testConfig: AppConfig = {
  prefix: "t",
  env: { account: "123456789012", region: "eu-central-1" },
  mail: { domain: "recyclate.example", from: "noreply@recyclate.example" },
  uploadOrigins: ["https://app.recyclate.example"],
  webAssetsDir: undefined,
  bundleLambdas: false,
  lambdaBuild: "per-function",
  tracing: false,
};

/** A synth takes a second or two; allow for a machine busy with other test suites. */
export const SYNTH_TIMEOUT = 120_000;

export interface TestApp {
  stacks: RecyclateStacks;
  /** Every stack of the app with its template, synthesized once. */
  templates: { name: string; template: Template }[];
  template(stack: keyof Omit<RecyclateStacks, "routes">): Template;
}

/**
 * Synthesize the whole app for assertions. Bundling is skipped unless asked for (CDK stages a stub asset in
 * place of each esbuild bundle), which keeps a synth of every route to about a second.
 */
export function synthApp(opts: { config?: Partial<AppConfig>; routes?: RouteEntry[]; outdir?: string } = {}): TestApp {
  const config = { ...testConfig, ...opts.config };
  const app = new App({ outdir: opts.outdir, context: cdkContext });
  const stacks = buildApp(app, config, opts.routes);
  const all = [stacks.data, stacks.auth, stacks.email, stacks.api, ...stacks.routes, stacks.web];
  const templates = all.map((s) => ({ name: s.stackName, template: Template.fromStack(s) }));
  return {
    stacks,
    templates,
    template: (k) => templates.find((t) => t.name === stacks[k].stackName)!.template,
  };
}

export type Resource = { Type: string; Properties?: Record<string, any>; DeletionPolicy?: string; UpdateReplacePolicy?: string };

/** Resources of one type across all stacks. */
export function resourcesOf(t: TestApp, type: string): (Resource & { stack: string; logicalId: string })[] {
  return t.templates.flatMap(({ name, template }) =>
    Object.entries(template.findResources(type) as Record<string, Resource>).map(([logicalId, r]) => ({ ...r, stack: name, logicalId })),
  );
}
