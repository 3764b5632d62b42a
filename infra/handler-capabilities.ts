import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { CognitoAction } from "../shared/api/contract";
import { ROOT } from "./config";

/** What a handler was seen to call, found by reading source (cheap, not a type-checker): see capabilitiesOf. */
export interface SeenCapabilities {
  table?: "read" | "write";
  files?: "read" | "write";
  mail?: boolean;
  cognito: Set<CognitoAction>;
}

/** SDK commands and ElectroDB calls, by what they need. */
const PRIMITIVES: { re: RegExp; add: (c: SeenCapabilities, m: RegExpMatchArray) => void }[] = [
  { re: /\b(PutObject|DeleteObjects?|CopyObject)Command\b/g, add: (c) => (c.files = "write") },
  { re: /\b(GetObject|HeadObject|ListObjectsV2)Command\b/g, add: (c) => (c.files ??= "read") },
  { re: /\bSend(Raw)?EmailCommand\b/g, add: (c) => (c.mail = true) },
  { re: /\b(Admin\w+|ListUsersInGroup|ListUsers)Command\b/g, add: (c, m) => c.cognito.add(m[1] as CognitoAction) },
  // ElectroDB: entity.put/create/update/patch/upsert/delete/remove(...) and the service's transactions.
  { re: /\.(put|create|update|patch|upsert|delete|remove)\(\{|\.(put|create|update|patch|upsert|remove)\(\w|\.transaction\./g, add: (c) => (c.table = "write") },
  { re: /\.(get|query|find|match|batchGet)\b[\s\S]{0,200}?\.go\(/g, add: (c) => (c.table ??= "read") },
];

interface Mod {
  text: string;
  /** local name → [resolved file, exported name] */
  imports: Map<string, [string, string]>;
  /** top-level declaration name → its source */
  decls: Map<string, string>;
}

const cache = new Map<string, Mod>();
function load(file: string): Mod {
  let m = cache.get(file);
  if (m) return m;
  const text = readFileSync(file, "utf8");
  const imports = new Map<string, [string, string]>();
  for (const im of text.matchAll(/^import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+"(\.[^"]+)";/gm)) {
    if (/^import\s+type/.test(im[0])) continue;
    const base = path.resolve(path.dirname(file), im[2]);
    const target = [`${base}.ts`, path.join(base, "index.ts")].find(existsSync);
    if (!target) continue;
    for (const part of im[1].split(",").map((s) => s.trim()).filter((s) => s && !s.startsWith("type "))) {
      const [name, alias] = part.split(/\s+as\s+/);
      imports.set(alias ?? name, [target, name]);
    }
  }
  const decls = new Map<string, string>();
  const starts = [...text.matchAll(/^(?:export\s+)?(?:async\s+)?(?:function\*?|const|let|class)\s+(\w+)/gm)];
  starts.forEach((s, i) => decls.set(s[1], text.slice(s.index, starts[i + 1]?.index ?? text.length)));
  m = { text, imports, decls };
  cache.set(file, m);
  return m;
}

function visit(file: string, source: string, seen: Set<string>, c: SeenCapabilities) {
  for (const p of PRIMITIVES) for (const match of source.matchAll(p.re)) p.add(c, match);
  const mod = load(file);
  // Names used as values: not member accesses (`.x`) nor property keys (`x:`, `x?:`), which would follow
  // unrelated declarations of the same name.
  for (const id of new Set(source.match(/(?<![.\w$])[A-Za-z_$][\w$]*\b(?!\s*\??:)/g) ?? [])) {
    const local = mod.decls.get(id);
    const imported = mod.imports.get(id);
    const [f, name] = imported ?? (local !== undefined ? [file, id] : [undefined, id]);
    if (!f || seen.has(`${f}#${name}`)) continue;
    seen.add(`${f}#${name}`);
    const decl = load(f).decls.get(name);
    if (decl !== undefined) visit(f, decl, seen, c);
  }
}

/**
 * Capabilities a handler file reaches: follows the names it uses through relative imports, declaration by
 * declaration (not whole files, so importing a read helper from a module that also writes is no write).
 */
export function capabilitiesOf(handler: string): SeenCapabilities {
  const file = path.join(ROOT, handler);
  const c: SeenCapabilities = { cognito: new Set() };
  visit(file, load(file).text, new Set(), c);
  return c;
}
