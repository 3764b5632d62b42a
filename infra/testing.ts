import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { App } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import { routeTable, type RouteEntry } from "../functions/routes";
import { areaOf } from "./api-areas";
import type { AppConfig } from "./config";
import { ROOT } from "./config";
import { buildApp } from "./recyclate";

/** cdk.json's context (feature flags), so tests synthesize what `npm run synth` does. */
export const cdkContext = (JSON.parse(readFileSync(path.join(ROOT, "cdk.json"), "utf8")) as { context: Record<string, unknown> }).context;

export const testConfig: AppConfig = {
  stage: "dev",
  prefix: "t",
  env: { account: "123456789012", region: "eu-central-1" },
  mail: { domain: "recyclate.example", from: "noreply@recyclate.example" },
  uploadOrigins: ["https://app.recyclate.example"],
  webAssetsDir: undefined,
  bundleLambdas: false,
  lambdaBuild: "per-function",
  tracing: false,
};

/**
 * One route for each API area and set of needs: a Lambda's settings, grants and nag findings follow from its needs
 * and its stack, so these stand for every route where a test checks what that mapping produces under another stage
 * configuration (the whole table is synthesized and checked in the default configuration).
 */
export function routePerNeeds(): RouteEntry[] {
  const seen = new Set<string>();
  return routeTable.filter((r) => {
    const key = `${areaOf(r.id)} ${JSON.stringify(r.needs)}`;
    return !seen.has(key) && Boolean(seen.add(key));
  });
}

/** A synth takes a second or two; allow for a machine busy with other test suites. */
export const SYNTH_TIMEOUT = 120_000;

type StackKey = "data" | "auth" | "email" | "api" | "workflows" | "web";

export interface TestApp {
  /** Every stack of the app with its template. */
  templates: { name: string; template: Template }[];
  template(stack: StackKey): Template;
  /** The API area stacks (<prefix>-api-<area>, infra/api-areas.ts). */
  routeStacks: { name: string; template: Template }[];
}

/** A built SPA (just index.html), so the site's BucketDeployment is synthesized and checked too. */
export function builtWebDir(): string {
  const dir = path.join(tmpdir(), "recyclate-test-web");
  if (!existsSync(path.join(dir, "index.html"))) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "index.html"), "<!doctype html>");
  }
  return dir;
}

/**
 * The app's templates for assertions. Bundling is skipped unless asked for (CDK stages a stub asset in place of each
 * esbuild bundle). The default is the app with a built SPA.
 *
 * Vitest runs each test file in its own process, so the templates of a synth without bundling are kept on disk under
 * a hash of everything a synth reads (infra/, functions/, shared/, cdk.json, package-lock.json and the options):
 * the infra test files share one synth per configuration instead of one each, and the first file to need it
 * synthesizes while the others wait for it. Any change to those inputs is a new hash, hence a new synth.
 */
export function synthApp(opts: { config?: Partial<AppConfig>; routes?: RouteEntry[]; outdir?: string } = {}): TestApp {
  const config: AppConfig = { ...testConfig, webAssetsDir: builtWebDir(), ...opts.config };
  const cacheable = !opts.outdir && !opts.routes && !config.bundleLambdas;
  const fresh = () => {
    const app = new App({ outdir: opts.outdir, context: cdkContext });
    const stacks = buildApp(app, config, opts.routes);
    const all = [stacks.data, stacks.auth, stacks.email, stacks.api, stacks.workflows, ...stacks.routes, stacks.web];
    return all.map((s) => ({ name: s.stackName, json: Template.fromStack(s).toJSON() }));
  };
  const stacks = cacheable ? sharedSynth(synthKey(config), fresh) : fresh();
  const templates = stacks.map(({ name, json }) => ({ name, template: Template.fromJSON(json) }));
  const named = (name: string) => templates.find((t) => t.name === name)!.template;
  return {
    templates,
    template: (k) => named(`${config.prefix}-${k}`),
    routeStacks: templates.filter((t) => t.name.startsWith(`${config.prefix}-api-`)),
  };
}

type Synthesized = { name: string; json: Record<string, unknown> }[];

const CACHE_DIR = path.join(tmpdir(), "recyclate-infra-synth");
const memo = new Map<string, Synthesized>();

/** Files whose content decides what a synth produces (tests excluded: they only read templates). */
function synthInputs(dir: string, source = true): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && (!source || (/\.(ts|tsx|json)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

function synthKey(config: AppConfig): string {
  const h = createHash("sha256");
  const { webAssetsDir, ...rest } = config;
  h.update(JSON.stringify(rest));
  const files = [
    ...["infra", "functions", "shared"].flatMap((d) => synthInputs(path.join(ROOT, d))),
    ...(webAssetsDir ? synthInputs(webAssetsDir, false) : []),
    path.join(ROOT, "cdk.json"),
    path.join(ROOT, "package-lock.json"),
  ];
  for (const f of files) h.update(f).update("\0").update(readFileSync(f)).update("\0");
  return h.digest("hex").slice(0, 32);
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function sharedSynth(key: string, synth: () => Synthesized): Synthesized {
  const hit = memo.get(key);
  if (hit) return hit;
  mkdirSync(CACHE_DIR, { recursive: true });
  const file = path.join(CACHE_DIR, `${key}.json`);
  const lock = `${file}.lock`;
  const read = () => JSON.parse(readFileSync(file, "utf8")) as Synthesized;
  let result: Synthesized | undefined;
  for (const deadline = Date.now() + SYNTH_TIMEOUT / 2; !result;) {
    if (existsSync(file)) result = read();
    else if (tryLock(lock) || Date.now() > deadline) {
      // This process synthesizes (or the one holding the lock took too long): write whole, then rename.
      try {
        if (existsSync(file)) result = read();
        else {
          result = synth();
          const tmp = `${file}.${process.pid}`;
          writeFileSync(tmp, JSON.stringify(result));
          renameSync(tmp, file);
        }
      } finally {
        rmSync(lock, { force: true, recursive: true });
      }
      pruneCache();
    } else sleep(100);
  }
  memo.set(key, result);
  return result;
}

/** Synths of older sources are never read again; keep a day's worth for switching branches back and forth. */
function pruneCache(): void {
  for (const f of readdirSync(CACHE_DIR)) {
    const file = path.join(CACHE_DIR, f);
    if (f.endsWith(".json") && Date.now() - (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 86_400_000) rmSync(file, { force: true });
  }
}

function tryLock(lock: string): boolean {
  try {
    mkdirSync(lock);
    return true;
  } catch {
    // Released meanwhile, or left by a process that died (older than any synth takes): take it.
    const held = statSync(lock, { throwIfNoEntry: false });
    if (!held || Date.now() - held.mtimeMs > SYNTH_TIMEOUT) {
      rmSync(lock, { force: true, recursive: true });
      return tryLock(lock);
    }
    return false;
  }
}

export type Resource = { Type: string; Properties?: Record<string, any>; DeletionPolicy?: string; UpdateReplacePolicy?: string };

/** Resources of one type across all stacks. */
export function resourcesOf(t: TestApp, type: string): (Resource & { stack: string; logicalId: string })[] {
  return t.templates.flatMap(({ name, template }) =>
    Object.entries(template.findResources(type) as Record<string, Resource>).map(([logicalId, r]) => ({ ...r, stack: name, logicalId })),
  );
}
