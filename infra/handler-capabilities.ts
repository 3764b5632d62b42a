import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { CognitoAction } from "../shared/api/contract";
import { ROOT } from "./config";

/** What a handler was seen to call, found by reading source (cheap, not a type-checker): see capabilitiesOf. */
export interface SeenCapabilities {
  table?: "read" | "write";
  files?: "read" | "write";
  /** Browser uploads under pending/ (functions/lib/uploads.ts): signed (signUpload) or registered (registerUpload). */
  uploads: Set<"presign" | "register">;
  mail?: boolean;
  cognito: Set<CognitoAction>;
  /** Workflows started (functions/lib/workflows.ts startWorkflow("name", …)). */
  stateMachines: Set<string>;
  /** Asks Step Functions whether an execution still runs (DescribeExecution). */
  describesExecutions?: boolean;
  /** Variables of a deployed Lambda's environment the code reads (secrets by their ARN variable). */
  env: Set<string>;
}

/** functions/lib/env.ts getters, by the variable each reads. */
const ENV_GETTERS: Record<string, string> = {
  tableName: "TABLE_NAME",
  bucketName: "BUCKET_NAME",
  userPoolId: "USER_POOL_ID",
  userPoolClientId: "USER_POOL_CLIENT_ID",
  mailFrom: "MAIL_FROM",
  mailConfigurationSet: "MAIL_CONFIGURATION_SET",
  publicSiteUrl: "PUBLIC_SITE_URL",
  stateMachineArnPrefix: "STATE_MACHINE_ARN_PREFIX",
};

/**
 * Reads of the environment: `env.<getter>`, `secretValue("NAME")` (a deployed Lambda gets the secret's ARN
 * variable) and `process.env.NAME`, except inside the two modules that define the getters and the secrets,
 * whose own declarations name every variable.
 */
function envReads(file: string, source: string, c: SeenCapabilities) {
  for (const m of source.matchAll(/(?<![\w$.])env\.(\w+)\b/g)) if (ENV_GETTERS[m[1]]) c.env.add(ENV_GETTERS[m[1]]);
  for (const m of source.matchAll(/\bsecretValue\(\s*"(\w+)"/g)) c.env.add(m[1].endsWith("_SECRET") ? `${m[1]}_ARN` : `${m[1]}_SECRET_ARN`);
  if (/functions\/lib\/(env|secrets)\.ts$/.test(file)) return;
  for (const m of source.matchAll(/process\.env\.([A-Z0-9_]+)|process\.env\[\s*"([A-Z0-9_]+)"\s*\]/g)) c.env.add(m[1] ?? m[2]);
}

/** SDK commands and ElectroDB calls, by what they need. */
const PRIMITIVES: { re: RegExp; add: (c: SeenCapabilities, m: RegExpMatchArray) => void }[] = [
  { re: /\b(PutObject|DeleteObjects?|CopyObject)Command\b/g, add: (c) => (c.files = "write") },
  { re: /\b(GetObject|HeadObject|ListObjectsV2)Command\b/g, add: (c) => (c.files ??= "read") },
  // Download links signed without the S3 client (functions/lib/s3-get-url.ts) still read the bucket.
  { re: /\bpresignGet\(/g, add: (c) => (c.files ??= "read") },
  { re: /\bsignUpload\(/g, add: (c) => c.uploads.add("presign") },
  { re: /\bregisterUpload\(/g, add: (c) => c.uploads.add("register") },
  { re: /\bSend(Raw)?EmailCommand\b/g, add: (c) => (c.mail = true) },
  { re: /\b(Admin\w+|ListUsersInGroup|ListUsers)Command\b/g, add: (c, m) => c.cognito.add(m[1] as CognitoAction) },
  { re: /\bDescribeExecutionCommand\b/g, add: (c) => (c.describesExecutions = true) },
  { re: /\bstartWorkflow\(\s*"(\w+)"/g, add: (c, m) => c.stateMachines.add(m[1]) },
  // A tracked run (functions/domains/workflowRuns) starts the machine of the same name as its type.
  { re: /\bstartTracked\(\s*"(\w+)"/g, add: (c, m) => c.stateMachines.add(m[1]) },
  // ElectroDB: entity.put/create/update/patch/upsert/delete/remove(...) and the service's transactions.
  // Entity writes are called on a named entity (`db().material.update(...)`), not on a call's result, so a
  // hash's `createHmac(...).update(data)` is no table write.
  {
    re: /(?<=[\w$])\.(put|create|update|patch|upsert|delete|remove)\(\{|(?<=[\w$])\.(put|create|update|patch|upsert|remove)\(\w|\.transaction\./g,
    add: (c) => (c.table = "write"),
  },
  { re: /\.(get|query|find|match|batchGet)\b[\s\S]{0,200}?\.go\(/g, add: (c) => (c.table ??= "read") },
];

interface Mod {
  text: string;
  /** local name → [resolved file, exported name] (re-exports `export { x } from` included) */
  imports: Map<string, [string, string]>;
  /** `import * as X` → resolved file: `X.name` is followed into it */
  namespaces: Map<string, string>;
  /** top-level declaration name → its source */
  decls: Map<string, string>;
}

const cache = new Map<string, Mod>();
function load(file: string): Mod {
  let m = cache.get(file);
  if (m) return m;
  const text = readFileSync(file, "utf8");
  const imports = new Map<string, [string, string]>();
  const namespaces = new Map<string, string>();
  const resolve = (spec: string) => {
    const base = path.resolve(path.dirname(file), spec);
    return [`${base}.ts`, path.join(base, "index.ts")].find(existsSync);
  };
  for (const ns of text.matchAll(/^import\s+\*\s+as\s+(\w+)\s+from\s+"(\.[^"]+)";/gm)) {
    const target = resolve(ns[2]);
    if (target) namespaces.set(ns[1], target);
  }
  for (const im of text.matchAll(/^(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s+from\s+"(\.[^"]+)";/gm)) {
    if (/^(import|export)\s+type/.test(im[0])) continue;
    const target = resolve(im[2]);
    if (!target) continue;
    for (const part of im[1]
      .split(",")
      .map((s) => s.trim())
      .filter((s) => s && !s.startsWith("type "))) {
      const [name, alias] = part.split(/\s+as\s+/);
      imports.set(alias ?? name, [target, name]);
    }
  }
  const decls = new Map<string, string>();
  const starts = [...text.matchAll(/^(?:export\s+)?(?:async\s+)?(?:function\*?|const|let|class)\s+(\w+)/gm)];
  starts.forEach((s, i) => decls.set(s[1], text.slice(s.index, starts[i + 1]?.index ?? text.length)));
  // A local export under another name (`export { remove as delete }`: a reserved word cannot name a const).
  for (const ex of text.matchAll(/^export\s+\{([^}]*)\};/gm))
    for (const [name, alias] of ex[1].split(",").map((s) => s.trim().split(/\s+as\s+/))) if (alias && decls.has(name)) decls.set(alias, decls.get(name)!);
  m = { text, imports, namespaces, decls };
  cache.set(file, m);
  return m;
}

/** Comments name functions they do not call ("attached by an update…"): leave them out of the reading. */
const withoutComments = (src: string) => src.replace(/\/\*[\s\S]*?\*\/|(?<![:"'`])\/\/[^\n]*/g, "");

function visit(file: string, raw: string, seen: Set<string>, c: SeenCapabilities) {
  const source = withoutComments(raw);
  for (const p of PRIMITIVES) for (const match of source.matchAll(p.re)) p.add(c, match);
  envReads(file, source, c);
  const mod = load(file);
  // Names used as values: not member accesses (`.x`) nor property keys (`x:`, `x?:`), which would follow
  // unrelated declarations of the same name.
  const follow = (f: string, name: string) => {
    if (seen.has(`${f}#${name}`)) return;
    seen.add(`${f}#${name}`);
    const target = load(f);
    const decl = target.decls.get(name);
    if (decl !== undefined) visit(f, decl, seen, c);
    else if (target.imports.has(name)) follow(...target.imports.get(name)!);
  };
  for (const id of new Set(source.match(/(?<![.\w$])[A-Za-z_$][\w$]*\b(?!\s*\??:)/g) ?? [])) {
    const imported = mod.imports.get(id);
    if (imported) follow(...imported);
    else if (mod.decls.has(id)) follow(file, id);
  }
  for (const [, ns, name] of source.matchAll(/(?<![.\w$])(\w+)\.(\w+)/g)) {
    const target = mod.namespaces.get(ns);
    if (target) follow(target, name);
  }
}

/**
 * Capabilities a handler file reaches: follows the names it uses through relative imports, declaration by
 * declaration (not whole files, so importing a read helper from a module that also writes is no write). Of a
 * handler map (functions/domains/<d>/handlers.ts), only the route's own export (`exportName`) is read.
 */
export function capabilitiesOf(handler: string, exportName = "handler"): SeenCapabilities {
  const file = path.join(ROOT, handler);
  const c: SeenCapabilities = { uploads: new Set(), cognito: new Set(), stateMachines: new Set(), env: new Set() };
  const mod = load(file);
  // A route named after a reserved word is a local constant exported under that name (`export { remove as delete }`).
  const renamed = mod.text.match(new RegExp(`^export \\{ (\\w+) as ${exportName} \\};`, "m"))?.[1];
  const own = exportName === "handler" ? undefined : mod.decls.get(renamed ?? exportName);
  if (exportName !== "handler" && own === undefined) throw new Error(`${handler} has no export ${exportName}`);
  visit(file, own ?? mod.text, new Set(), c);
  return c;
}
