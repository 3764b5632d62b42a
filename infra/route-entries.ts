import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "esbuild";
import { ROOT } from "./config";

/** What a Lambda entry is made from: a handler source (relative to the repository root) and its export. */
export interface EntrySource {
  id: string;
  handler: string;
  /** Absent or `handler`: the file is its own entry. */
  handlerExport?: string;
}

const NAMESPACE = "route-entry";
const generated = (e: EntrySource) => e.handlerExport !== undefined && e.handlerExport !== "handler";

/** The entry module of a route served by a handler map's export: that export, re-exported as `handler`. */
export function entryModule(e: EntrySource, fromDir: string): string {
  const spec = path.relative(fromDir, path.join(ROOT, e.handler)).split(path.sep).join("/").replace(/\.ts$/, "");
  return `export { ${e.handlerExport} as handler } from "${spec.startsWith(".") ? spec : `./${spec}`}";\n`;
}

/** esbuild's entry point for `e`: the handler file itself, or a virtual module `routeEntries` answers. */
export const entryPoint = (e: EntrySource): string => (generated(e) ? `${NAMESPACE}:${e.id}` : path.join(ROOT, e.handler));

/**
 * An esbuild plugin serving the generated entry modules: one per route, importing only that route's export
 * of its domain's handler map, so each Lambda's bundle keeps what its own handler reaches (the other exports,
 * pure `route()` calls, are dropped).
 */
export function routeEntries(entries: EntrySource[]): Plugin {
  const byId = new Map(entries.filter(generated).map((e) => [e.id, e]));
  return {
    name: "route-entries",
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({ path: args.path.slice(NAMESPACE.length + 1), namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const e = byId.get(args.path);
        if (!e) return { errors: [{ text: `no route entry ${args.path}` }] };
        return { contents: entryModule(e, ROOT), resolveDir: ROOT, loader: "ts" };
      });
    },
  };
}

/**
 * The entry as a file, for CDK's per-function bundling (NodejsFunction runs esbuild on a file and takes no
 * plugins): dist/entries/<id>.ts, written when missing or different. A one-route handler file is its own entry.
 */
export function entryFile(e: EntrySource): string {
  if (!generated(e)) return e.handler;
  const dir = path.join(ROOT, "dist", "entries");
  const file = path.join(dir, `${e.id}.ts`);
  const text = entryModule(e, dir);
  if (!existsSync(file) || readFileSync(file, "utf8") !== text) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, text);
  }
  return path.relative(ROOT, file);
}
