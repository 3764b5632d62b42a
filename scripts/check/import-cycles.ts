import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/**
 * Refuses circular imports between our modules (ADR 0195). A cycle makes one module of it see the other's exports
 * as undefined while it loads, and depends on which file an entry point happens to import first.
 * Only imports that stay in the built JavaScript count: `import type`, `export type` and imports whose every name
 * is marked `type` are erased, and `import("…")` loads later, so neither can close a cycle at load time.
 * `npx tsx scripts/check/import-cycles.ts` prints each cycle and exits 1 when there is one; `npm run lint` runs it.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const CHECKED_FOLDERS = ["functions", "shared", "web", "infra"];
const SOURCE = /\.tsx?$/;
const SKIPPED_DIRS = new Set(["node_modules", "dist", "cdk.out"]);

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (!SKIPPED_DIRS.has(name)) out.push(...sourceFiles(full));
    } else if (SOURCE.test(name) && !name.endsWith(".d.ts")) out.push(full);
  }
  return out;
}

/** The relative module names a file imports at load time. */
export function loadTimeImports(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: string[] = [];
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const onlyTypeNames =
        !!clause && !clause.name && !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
      if (!onlyTypeNames) out.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (node.isTypeOnly) continue;
      const clause = node.exportClause;
      const onlyTypeNames = !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly);
      if (!onlyTypeNames) out.push(node.moduleSpecifier.text);
    }
  }
  return out.filter((name) => name.startsWith("."));
}

function resolve(from: string, name: string): string | undefined {
  const base = path.resolve(path.dirname(from), name);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Strongly connected components of more than one file, or a file that imports itself (Tarjan's algorithm). */
export function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** The import graph of the checked folders, file paths relative to the repository root. */
export function importGraph(root = ROOT, folders = CHECKED_FOLDERS): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const folder of folders) {
    for (const file of sourceFiles(path.join(root, folder))) {
      const targets = loadTimeImports(file, readFileSync(file, "utf8"))
        .map((name) => resolve(file, name))
        .filter((target): target is string => !!target);
      graph.set(
        path.relative(root, file),
        targets.map((target) => path.relative(root, target)),
      );
    }
  }
  return graph;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const graph = importGraph();
  const found = cycles(graph);
  for (const component of found) console.error(`Import cycle between: ${component.join(", ")}`);
  console.log(`${graph.size} files in ${CHECKED_FOLDERS.join(", ")}: ${found.length} import cycle(s).`);
  if (found.length) process.exit(1);
}
