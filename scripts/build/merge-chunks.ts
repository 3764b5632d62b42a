import { build, type Metafile, type Plugin } from "esbuild";
import { createHash } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * A screen whose chunks the merge pass joins: the output of the entry point ending in `entry` and every chunk
 * it imports statically (beyond the app entry's own, and beyond `within`'s when that screen always loads first,
 * as the signed-in frame does around its pages).
 */
export interface MergeRoot {
  entry: string;
  within?: string;
  /**
   * Entry points (source paths) that never load with this screen: a chunk they reach, or an entry they load
   * lazily reaches, stays out of its file, so they do not load the whole file for it.
   */
  apart?: RegExp;
}

/** The screens a signed-out visitor opens (sign-in, the public side, not found) and the theme they switch to. */
const SIGNED_OUT = /^web\/(features\/(auth|public|errors|conversations)\/|app\/theme\/full)/;

/**
 * The screens joined: /login (signed out), the signed-in frame and /materials inside it. Their order decides
 * which file a chunk shared by several lands in (the first one's shared file), so /login stays the smallest.
 */
export const FIRST_SCREENS: MergeRoot[] = [
  { entry: "web/features/auth/pages/LoginPage.tsx" },
  { entry: "web/app/layout/AppLayout.tsx", apart: SIGNED_OUT },
  { entry: "web/features/materials/pages/MaterialsPage.tsx", within: "web/app/layout/AppLayout.tsx", apart: SIGNED_OUT },
];

type Outputs = Metafile["outputs"];
type Output = Outputs[string];

interface Group {
  /** The chunks joined, in the order the browser evaluates them (dependencies first). */
  files: string[];
  /** The file written (metafile key form: relative to the build's working directory). */
  target: string;
  /** The entry chunk whose export names the joined file keeps (the others get a `$<n>` suffix). */
  root?: string;
}

const staticImports = (o: Output) => o.imports.filter((i) => i.kind === "import-statement" && !i.external).map((i) => i.path);
const dynamicImports = (o: Output) => o.imports.filter((i) => i.kind === "dynamic-import" && !i.external).map((i) => i.path);

function closure(outputs: Outputs, start: string, into = new Set<string>()) {
  if (into.has(start)) return into;
  into.add(start);
  for (const p of staticImports(outputs[start])) closure(outputs, p, into);
  return into;
}

/** "./x.js" from `from`'s folder to `to` (both metafile keys). */
const relativeImport = (from: string, to: string) => {
  const rel = path.relative(path.dirname(from), to).split(path.sep).join("/");
  return rel.startsWith(".") ? rel : `./${rel}`;
};

/** Which groups to form: the app entry's chunks, each root's own chunks, and per root the chunks it shares with later roots. */
function planGroups(outputs: Outputs, mainEntry: string, roots: MergeRoot[]): Group[] {
  const byEntry = (suffix: string) => {
    const key = Object.keys(outputs).find((o) => outputs[o].entryPoint?.endsWith(suffix) && o.endsWith(".js"));
    if (!key) throw new Error(`merge-chunks: no output for the entry point ${suffix}`);
    return key;
  };
  const main = byEntry(mainEntry);
  const mainSet = closure(outputs, main);
  // The browser's evaluation order: dependencies first, in import order, from the app entry and then each root.
  const order = new Map<string, number>();
  const visit = (f: string) => {
    if (order.has(f)) return;
    order.set(f, -1);
    for (const p of staticImports(outputs[f])) visit(p);
    order.set(f, order.size);
  };
  visit(main);
  const rootOut = roots.map((r) => byEntry(r.entry));
  rootOut.forEach(visit);
  /** What the entries matching `apart` load, with everything they load lazily, transitively. */
  const apartOf = (apart: RegExp | undefined) => {
    const reached = new Set<string>();
    const todo = Object.keys(outputs).filter((o) => apart && outputs[o].entryPoint && apart.test(outputs[o].entryPoint!));
    while (todo.length) {
      const e = todo.pop()!;
      if (reached.has(e)) continue;
      for (const f of closure(outputs, e)) {
        reached.add(f);
        todo.push(...dynamicImports(outputs[f]));
      }
    }
    return reached;
  };
  const apart = roots.map((r) => apartOf(r.apart));
  const beyond = roots.map((r, i) =>
    [...closure(outputs, rootOut[i])].filter((f) => !mainSet.has(f) && !(r.within && closure(outputs, byEntry(r.within)).has(f))),
  );
  const own = roots.map((_, i) => new Set(beyond[i].filter((f) => f === rootOut[i] || !apart[i].has(f))));
  /** The entry chunks (lazy screens and modules) whose static imports reach each chunk. */
  const reachers = new Map<string, Set<string>>();
  for (const e of Object.keys(outputs))
    if (outputs[e].entryPoint && e !== main) for (const f of closure(outputs, e)) reachers.set(f, (reachers.get(f) ?? new Set()).add(e));
  const withinOf = new Map(roots.map((r, i) => [rootOut[i], r.within]));
  // A chunk only one root (with the roots inside it) loads joins that root's file; a chunk other screens load too
  // joins the shared file of the first root that reaches it, so those screens never load a root's own code.
  // A chunk imports only chunks that at least the same screens load, so no two files import each other.
  const keyed = new Map<string, string[]>();
  for (const f of order.keys()) {
    if (mainSet.has(f)) continue;
    const reach = roots.map((_, i) => i).filter((i) => own[i].has(f));
    if (!reach.length) continue;
    const alone = reach.length === 1 && [...(reachers.get(f) ?? [])].every((e) => e === rootOut[reach[0]] || withinOf.get(e) === roots[reach[0]].entry);
    const key = alone ? `own:${reach[0]}` : `shared:${reach[0]}`;
    keyed.set(key, [...(keyed.get(key) ?? []), f]);
  }
  // A root's chunks that screens kept apart load too join by which of those screens load them: chunks the same
  // screens load are always loaded together, so joining them costs no screen a byte.
  const taken = new Set([...mainSet, ...[...keyed.values()].flat()]);
  roots.forEach((_, i) => {
    for (const f of beyond[i]) {
      if (taken.has(f) || outputs[f].entryPoint) continue;
      const by = [...(reachers.get(f) ?? [])].filter((e) => apart[i].has(e)).sort();
      const key = `common:${i}:${by.join(",")}`;
      keyed.set(key, [...(keyed.get(key) ?? []), f]);
      taken.add(f);
    }
  });
  const sorted = (files: Iterable<string>) => [...files].sort((a, b) => order.get(a)! - order.get(b)!);
  const groups: Group[] = [{ files: sorted(mainSet), target: main, root: main }];
  for (const [key, files] of keyed) {
    const i = Number(key.split(":")[1]);
    if (key.startsWith("own:")) {
      groups.push({ files: sorted(files), target: rootOut[i], root: rootOut[i] });
    } else {
      // Named for its members (their names hash their content), so every name is known before any file is written.
      const hash = createHash("sha256").update(files.slice().sort().join("\n")).digest("hex").slice(0, 8).toUpperCase();
      const stem = path.basename(roots[i].entry).replace(/\.[jt]sx?$/, "");
      const kind = key.startsWith("shared:") ? "shared" : "common";
      groups.push({ files: sorted(files), target: path.join(path.dirname(rootOut[i]), `${stem}-${kind}-${hash}.js`) });
    }
  }
  for (const g of groups)
    for (const f of g.files)
      if (outputs[f].entryPoint && f !== g.root)
        throw new Error(`merge-chunks: ${f} is loaded on its own (dynamic import) and cannot be joined into ${g.target}`);
  return groups.filter((g) => g.files.length > 1 || g.root);
}

/**
 * Joins the chunks a screen always loads together into one file, after esbuild's code splitting (which puts
 * every set of modules shared by a different set of entry points into a chunk of its own, often a few hundred
 * bytes): the app entry with everything it imports statically, and for each root screen its own chunks and the
 * chunks it shares with later roots. Each joined file is bundled again by esbuild from the chunks themselves,
 * every other chunk is rebundled with its imports pointed at the joined files, and a dynamic import of a root
 * also starts the joined files that root imports, so they load in parallel instead of one after the other.
 * Returns the new metafile outputs; `outputs` is the metafile of the split build, paths relative to `cwd`.
 */
export async function mergeChunks(cwd: string, outputs: Outputs, mainEntry: string, roots: MergeRoot[]): Promise<Outputs> {
  const groups = planGroups(outputs, mainEntry, roots);
  const groupOf = new Map<string, Group>();
  for (const g of groups) for (const f of g.files) groupOf.set(f, g);
  /** Where a chunk's code lives after the merge, and the name under which that file exports `name`. */
  const finalFile = (f: string) => groupOf.get(f)?.target ?? f;
  const exportName = (f: string, name: string) => {
    const g = groupOf.get(f);
    return !g || g.root === f ? name : `${name}$${g.files.indexOf(f)}`;
  };

  // The final static import graph, for the parallel loads of the roots' joined files.
  const finals = new Set(Object.keys(outputs).map(finalFile));
  const finalImports = new Map<string, Set<string>>([...finals].map((f) => [f, new Set<string>()]));
  for (const f of Object.keys(outputs))
    for (const p of staticImports(outputs[f])) if (finalFile(p) !== finalFile(f)) finalImports.get(finalFile(f))!.add(finalFile(p));
  const mainFile = groups[0]?.target;
  const preloadsOf = (target: string) => {
    const seen = new Set<string>();
    const walk = (f: string) => {
      for (const p of finalImports.get(f) ?? [])
        if (!seen.has(p)) {
          seen.add(p);
          walk(p);
        }
    };
    walk(target);
    return [...seen].filter((f) => f !== mainFile && f !== target).sort();
  };
  const rootTargets = new Set(groups.flatMap((g) => (g.root && g.target !== mainFile ? [g.target] : [])));

  const relink = (out: string, members: Set<string>): Plugin => ({
    name: "relink-chunks",
    setup(b) {
      b.onResolve({ filter: /^final:/ }, (args) => ({ path: args.path.slice("final:".length), external: true }));
      b.onResolve({ filter: /.*/ }, (args) => {
        const rel = path.relative(cwd, path.resolve(args.resolveDir, args.path));
        if (members.has(rel)) return { path: path.join(cwd, rel) };
        const g = groupOf.get(rel);
        if (!g || g.root === rel) return { path: relativeImport(out, finalFile(rel)), external: true };
        if (args.kind === "dynamic-import") throw new Error(`merge-chunks: dynamic import of the joined chunk ${rel}`);
        return { path: rel, namespace: "joined" };
      });
      // A chunk now inside a joined file: re-export its names from there under the names its importers use.
      b.onLoad({ filter: /.*/, namespace: "joined" }, (args) => {
        const names = outputs[args.path].exports;
        const from = JSON.stringify(`final:${relativeImport(out, finalFile(args.path))}`);
        const list = names.map((n) => `${exportName(args.path, n)} as ${n}`).join(", ");
        return { contents: names.length ? `export { ${list} } from ${from};` : `import ${from};`, loader: "js" };
      });
    },
  });

  /** Bundles `out` from `members` (its own chunks; the entry is `contents`, or the one member when none). */
  const rebuild = async (out: string, members: Set<string>, contents?: string) => {
    const result = await build({
      ...(contents === undefined
        ? { entryPoints: [path.join(cwd, [...members][0])] }
        : { stdin: { contents, resolveDir: path.join(cwd, path.dirname(out)), sourcefile: "joined-entry.js", loader: "js" as const } }),
      absWorkingDir: cwd,
      bundle: true,
      format: "esm",
      minify: true,
      target: "es2022",
      write: false,
      outfile: path.join(cwd, out),
      metafile: true,
      plugins: [relink(out, members)],
      logLevel: "warning",
    });
    let text = result.outputFiles.find((f) => f.path.endsWith(".js"))!.text;
    const meta = Object.entries(result.metafile.outputs).find(([k]) => k.endsWith(".js"))![1];
    const imports: Output["imports"] = meta.imports.map((i) => ({ path: path.join(path.dirname(out), i.path), kind: i.kind }));
    for (const target of rootTargets) {
      const spec = JSON.stringify(relativeImport(out, target));
      const call = `import(${spec})`;
      const pre = preloadsOf(target);
      if (!pre.length || !text.includes(call)) continue;
      const starts = pre.map((p) => `import(${JSON.stringify(relativeImport(out, p))}).catch(()=>{})`);
      text = text.split(call).join(`(${starts.join(",")},${call})`);
      for (const p of pre) imports.push({ path: p, kind: "dynamic-import" });
    }
    return { text, imports, exports: meta.exports };
  };

  const next: Outputs = {};
  const written = new Map<string, string>();
  for (const g of groups) {
    const lines = g.files.map((f) => {
      const spec = JSON.stringify(path.join(cwd, f));
      const names = outputs[f].exports;
      return names.length ? `export { ${names.map((n) => `${n} as ${exportName(f, n)}`).join(", ")} } from ${spec};` : `import ${spec};`;
    });
    const r = await rebuild(g.target, new Set(g.files), lines.join("\n"));
    const inputs = Object.assign({}, ...g.files.map((f) => outputs[f].inputs)) as Output["inputs"];
    next[g.target] = {
      imports: r.imports,
      exports: r.exports,
      inputs,
      bytes: Buffer.byteLength(r.text),
      ...(g.root ? { entryPoint: outputs[g.root].entryPoint } : {}),
    };
    written.set(g.target, r.text);
  }
  for (const [f, o] of Object.entries(outputs)) {
    if (groupOf.has(f)) continue;
    const touches = [...staticImports(o), ...dynamicImports(o)].some((p) => groupOf.has(p));
    if (!touches) {
      next[f] = o;
      continue;
    }
    const r = await rebuild(f, new Set([f]));
    next[f] = { ...o, imports: r.imports, exports: r.exports, bytes: Buffer.byteLength(r.text) };
    written.set(f, r.text);
  }
  for (const g of groups) for (const f of g.files) if (f !== g.target) rmSync(path.join(cwd, f));
  for (const [f, text] of written) writeFileSync(path.join(cwd, f), text);
  return next;
}
