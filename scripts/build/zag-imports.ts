import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const split = (specs: string) =>
  specs
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const [name, alias] = s.split(/\s+as\s+/);
      return { name, local: alias ?? name };
    });
const importsOf = /import\s*\{([^}]*)\}\s*from\s*(["'])([^"']+)\2;?/g;

/**
 * Rewrites `import { a, b } from "@zag-js/<pkg>"` into imports of the files of the package's dist that define
 * a and b. esbuild puts a file in the chunks of every entry that reaches it through the import graph, so
 * through a zag-js barrel (dom-query, utils, core, react) a login field pulls every helper and the state
 * machine runtime the dialogs and menus use. An import naming anything the barrel does not lead to a file
 * for is left as it is.
 */
export function zagDirectImports(root: string) {
  const zag = path.join(root, "node_modules", "@zag-js");
  const names = new Map<string, Map<string, string>>();

  /** The names a dist file exports, each with the file (or bare module) that defines it. */
  const exportsOf = (file: string, seen = new Set<string>()): Map<string, string> => {
    const found = new Map<string, string>();
    if (seen.has(file) || !existsSync(file)) return found;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    const dir = path.dirname(file);
    const imported = new Map<string, string>();
    for (const m of source.matchAll(importsOf))
      for (const { name, local } of split(m[1])) {
        const from = m[3].startsWith(".") ? path.join(dir, m[3]) : m[3];
        imported.set(local, name === local ? (packageBarrel(from)?.get(name) ?? from) : "");
      }
    for (const m of source.matchAll(/export\s*\*\s*from\s*["'](\.[^"']+)["'];/g)) for (const [n, f] of exportsOf(path.join(dir, m[1]), seen)) found.set(n, f);
    for (const m of source.matchAll(/export\s*\{([^}]*)\};/g))
      for (const { name, local } of split(m[1])) {
        const via = imported.get(name);
        if (via === undefined) found.set(local, file);
        else if (via && name === local) found.set(local, via);
      }
    return found;
  };
  /** name → defining file for "@zag-js/<pkg>", or undefined for any other module. */
  function packageBarrel(spec: string) {
    const pkg = /^@zag-js\/([a-z-]+)$/.exec(spec)?.[1];
    if (!pkg) return undefined;
    if (!names.has(pkg)) names.set(pkg, exportsOf(path.join(zag, pkg, "dist", "index.mjs")));
    return names.get(pkg)!;
  }

  return (source: string) =>
    source.replace(importsOf, (all, specs: string, _q: string, from: string) => {
      const barrel = packageBarrel(from);
      if (!barrel) return all;
      const parts = split(specs);
      if (!parts.every((p) => barrel.get(p.name))) return all;
      return parts.map(({ name, local }) => `import { ${name === local ? name : `${name} as ${local}`} } from ${JSON.stringify(barrel.get(name))};`).join("\n");
    });
}
