import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Metafile } from "esbuild";
import { ROOT } from "../local/config";

/**
 * Web budget: gzipped JS the /login route loads before it can render (the entry, the login page
 * chunk and everything they import statically), and the same figure for every route chunk on its own.
 * Reads dist/web/meta.json, the esbuild metafile the web build writes; run `npm run build:web` first.
 */
const BUDGET_KIB = 200;
const meta = JSON.parse(readFileSync(path.join(ROOT, "dist", "web", "meta.json"), "utf8")) as Metafile;
const outputs = meta.outputs;
const gz = new Map<string, number>();
const gzipped = (file: string) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(ROOT, file)), { level: 9 }).length);
  return gz.get(file)!;
};

/** A chunk plus everything it imports statically, transitively (what the browser fetches before running it). */
function staticClosure(start: string, into = new Set<string>()) {
  if (into.has(start)) return into;
  into.add(start);
  for (const imp of outputs[start]?.imports ?? []) if (imp.kind === "import-statement" && !imp.external) staticClosure(imp.path, into);
  return into;
}
const sum = (files: Iterable<string>) => [...files].reduce((n, f) => n + gzipped(f), 0);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const byEntry = (suffix: string) => Object.keys(outputs).find((o) => outputs[o].entryPoint?.endsWith(suffix) && o.endsWith(".js"));

const entry = byEntry("web/main.tsx");
const login = byEntry("web/features/auth/pages/LoginPage.tsx");
if (!entry || !login) throw new Error("entry or login chunk not found in dist/web/meta.json; build the web first");

const shell = staticClosure(entry);
const loginRoute = staticClosure(login, new Set(shell));
const loginTotal = sum(loginRoute);

console.log("Web bundle (gzip -9)");
console.log(`  app entry + static imports       ${kib(sum(shell))}  (${shell.size} files)`);
console.log(`  /login initial JS                ${kib(loginTotal)}  (${loginRoute.size} files)  budget ${BUDGET_KIB} KiB`);
console.log("  route chunks (own + static imports beyond the entry):");
const routes = Object.keys(outputs)
  .filter((o) => o.endsWith(".js") && outputs[o].entryPoint && o !== entry)
  .map((o) => {
    const extra = [...staticClosure(o)].filter((f) => !shell.has(f));
    return { name: path.basename(outputs[o].entryPoint!), own: gzipped(o), extra: sum(extra) };
  })
  .sort((a, b) => b.extra - a.extra);
for (const r of routes) console.log(`    ${r.name.padEnd(30)} ${kib(r.own).padStart(10)} own  ${kib(r.extra).padStart(10)} with imports`);

if (loginTotal > BUDGET_KIB * 1024) {
  console.error(`/login initial JS ${kib(loginTotal)} is over the ${BUDGET_KIB} KiB budget`);
  process.exitCode = 1;
}
