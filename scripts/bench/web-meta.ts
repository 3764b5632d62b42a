import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Metafile } from "esbuild";
import { ROOT } from "../local/config";

/**
 * The web build's chunk graph (dist/web/meta.json, written by `npm run build:web`) for the screen-weight
 * benches: a chunk's gzip size, the chunk of an entry point, and the chunks a chunk loads statically.
 * null when the build is missing.
 */
export function webMeta() {
  const metaPath = path.join(ROOT, "dist", "web", "meta.json");
  if (!existsSync(metaPath)) return null;
  const outputs = (JSON.parse(readFileSync(metaPath, "utf8")) as Metafile).outputs;
  const gz = (f: string) => gzipSync(readFileSync(path.join(ROOT, f)), { level: 9 }).length;
  const by = (suffix: string) => Object.keys(outputs).find((o) => outputs[o].entryPoint?.endsWith(suffix) && o.endsWith(".js"));
  const closure = (start: string | undefined, into = new Set<string>()) => {
    if (!start || into.has(start)) return into;
    into.add(start);
    for (const imp of outputs[start]?.imports ?? []) if (imp.kind === "import-statement" && !imp.external) closure(imp.path, into);
    return into;
  };
  return { outputs, gz, by, closure };
}

export const MISSING_BUILD = "(dist/web/meta.json missing: run `npm run build:web` first)";
