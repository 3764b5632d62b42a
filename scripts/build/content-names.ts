import type { Metafile } from "esbuild";
import { createHash } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

type Outputs = Metafile["outputs"];

/** A built file's name ends in an 8-character content hash (`main-XXXXXXXX.js`, `chunks/chunk-XXXXXXXX.js`). */
const HASHED = /-[A-Z0-9]{8}\.js$/;

const sha = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * Renames every hashed JavaScript file of the build so its hash covers its final text and the final text of every
 * file it loads (statically or lazily), and rewrites the references to the new names. The files are served as
 * immutable, so a name must never be reused for other bytes: the chunk merge rewrites files after esbuild named
 * them, and a change to the merge alone (not the app) would otherwise change a file under its old name. Each
 * file's own hash is taken with the other files' names blanked out, and its name hashes its own and the files it
 * reaches, so import cycles (a lazily loaded screen importing the entry's code) need no order. Returns `outputs`
 * with the new names; paths are relative to `cwd`, as in esbuild's metafile.
 */
export function nameByContent(cwd: string, outputs: Outputs): Outputs {
  const files = Object.keys(outputs).filter((f) => HASHED.test(f));
  if (!files.length) return outputs;
  const text = new Map(files.map((f) => [f, readFileSync(path.join(cwd, f), "utf8")]));
  const names = files.map((f) => path.basename(f));
  const anyName = new RegExp(names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "g");
  const own = new Map(files.map((f) => [f, sha(text.get(f)!.replace(anyName, "#"))]));
  const reached = (start: string) => {
    const seen = new Set<string>();
    const todo = [start];
    while (todo.length) {
      const f = todo.pop()!;
      if (seen.has(f) || !own.has(f)) continue;
      seen.add(f);
      todo.push(...outputs[f].imports.map((i) => i.path));
    }
    return seen;
  };
  const renamed = new Map(
    files.map((f) => {
      const others = [...reached(f)].filter((g) => g !== f).map((g) => own.get(g)!);
      const hash = sha([own.get(f)!, ...others.sort()].join("\n"))
        .slice(0, 8)
        .toUpperCase();
      return [f, f.replace(HASHED, `-${hash}.js`)];
    }),
  );
  const newBase = new Map(files.map((f) => [path.basename(f), path.basename(renamed.get(f)!)]));
  for (const f of files) rmSync(path.join(cwd, f));
  for (const f of files)
    writeFileSync(
      path.join(cwd, renamed.get(f)!),
      text.get(f)!.replace(anyName, (n) => newBase.get(n)!),
    );
  const to = (f: string) => renamed.get(f) ?? f;
  return Object.fromEntries(Object.entries(outputs).map(([f, o]) => [to(f), { ...o, imports: o.imports.map((i) => ({ ...i, path: to(i.path) })) }]));
}
