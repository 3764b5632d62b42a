import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "esbuild";
import { chakraAnatomies } from "./chakra-anatomy";
import { zagDirectImports } from "./zag-imports";

/**
 * Rewrites `import { A, B } from "@chakra-ui/react"` in our sources into imports of the modules that define
 * A and B (what Next.js calls optimizePackageImports). esbuild assigns a file to every chunk whose entry can
 * reach it through the import graph, so through the barrel every Chakra component used by any lazy screen
 * (and its zag-js machine) would land in the chunk the login route loads. See docs/decisions/0010.
 */
export function chakraImports(root: string): Plugin {
  const esm = path.join(root, "node_modules", "@chakra-ui", "react", "dist", "esm");
  const barrel = readFileSync(path.join(esm, "index.js"), "utf8");
  const where = new Map<string, { from: string; name: string | "*" }>();
  const target = (src: string) => (src.startsWith(".") ? path.join(esm, src) : src);
  for (const m of barrel.matchAll(/export \{([^}]*)\} from '([^']+)';/g))
    for (const spec of m[1]
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)) {
      const [name, alias] = spec.split(/\s+as\s+/);
      where.set(alias ?? name, { from: target(m[2]), name });
    }
  const namespaces = new Map([...barrel.matchAll(/import \* as (\S+) from '([^']+)';/g)].map((m) => [m[1], target(m[2])]));
  for (const m of barrel.matchAll(/export \{ (\S+) as (\S+) \};/g)) if (namespaces.has(m[1])) where.set(m[2], { from: namespaces.get(m[1])!, name: "*" });

  const rewrite = (specs: string, file: string) =>
    specs
      .split(",")
      .map((s) => s.trim())
      .filter((s) => s && !s.startsWith("type "))
      .map((spec) => {
        const [name, alias] = spec.split(/\s+as\s+/);
        const local = alias ?? name;
        const hit = where.get(name);
        if (!hit) throw new Error(`${file}: ${name} is not a value export of @chakra-ui/react's barrel`);
        return hit.name === "*"
          ? `import * as ${local} from ${JSON.stringify(hit.from)};`
          : `import { ${hit.name === local ? local : `${hit.name} as ${local}`} } from ${JSON.stringify(hit.from)};`;
      })
      .join("\n");

  // Chakra's anatomy.js takes each component's anatomy from @ark-ui/react/<component> (and one from the
  // @ark-ui/react barrel), which drags in every live zag-js machine; point it at the anatomy modules alone.
  const ark = path.join(root, "node_modules", "@ark-ui", "react", "dist", "components");
  const zag = path.join(root, "node_modules", "@zag-js");
  const anatomyOnly = (source: string) =>
    source
      .replace(/import \{ (\w+)Anatomy as (\S+) \} from '@ark-ui\/react(?:\/([a-z-]+))?';/g, (_all, name: string, local: string, comp?: string) => {
        const dir = comp ?? name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
        return `import { ${name}Anatomy as ${local} } from ${JSON.stringify(path.join(ark, dir, `${dir}.anatomy.js`))};`;
      })
      .replace(/export \{ (\w+)Anatomy \} from '@ark-ui\/react\/([a-z-]+)';/g, (all, name: string, dir: string) => {
        const file = path.join(ark, dir, `${dir}.anatomy.js`);
        return existsSync(file) ? `export { ${name}Anatomy } from ${JSON.stringify(file)};` : all;
      })
      .replace(/from "@zag-js\/([a-z-]+)";/g, (all, pkg: string) => {
        const file = path.join(zag, pkg, "dist", `${pkg}.anatomy.mjs`);
        return existsSync(file) ? `from ${JSON.stringify(file)};` : all;
      });

  // A few Chakra components take small helpers (dataAttr, …) from the @ark-ui/react barrel: same problem.
  const arkIndex = path.join(root, "node_modules", "@ark-ui", "react", "dist", "index.js");
  const arkWhere = new Map<string, string>();
  for (const m of readFileSync(arkIndex, "utf8").matchAll(/import \{([^}]*)\} from "(\.[^"]+)";/g))
    for (const spec of m[1]
      .split(",")
      .map((x) => x.trim())
      .filter(Boolean)) {
      const [name, alias] = spec.split(/\s+as\s+/);
      if (!alias) arkWhere.set(name, path.join(path.dirname(arkIndex), m[2]));
    }
  const arkBarrelFree = (source: string) =>
    source.replace(/import \{([^}]*)\} from '@ark-ui\/react';/g, (all, specs: string) => {
      const names = specs
        .split(",")
        .map((x) => x.trim())
        .filter(Boolean);
      if (!names.every((n) => arkWhere.has(n.split(/\s+as\s+/)[0]))) return all;
      return names.map((n) => `import { ${n} } from ${JSON.stringify(arkWhere.get(n.split(/\s+as\s+/)[0]))};`).join("\n");
    });

  const zagDirect = zagDirectImports(root);
  // A recipe's `import { xAnatomy } from '../../anatomy.js'` → the module of that anatomy alone.
  const anatomies = chakraAnatomies(esm);
  const ANATOMY = "chakra-anatomy";
  const oneAnatomy = (source: string) =>
    source.replace(/import \{ (\w+Anatomy) \} from '\.\.\/\.\.\/anatomy\.js';/g, (all, name: string) =>
      anatomies.has(name) ? `import { ${name} } from "${ANATOMY}:${name}";` : all,
    );

  return {
    name: "chakra-imports",
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${ANATOMY}:`) }, (args) => ({ path: args.path.slice(ANATOMY.length + 1), namespace: ANATOMY }));
      b.onLoad({ filter: /.*/, namespace: ANATOMY }, (args) => ({
        contents: zagDirect(anatomyOnly(anatomies.anatomyModule(args.path))),
        resolveDir: esm,
        loader: "js",
      }));
      b.onLoad({ filter: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/].*\.js$/ }, (args) => {
        const source = readFileSync(args.path, "utf8");
        if (!source.includes("'@ark-ui/react") && !source.includes("@zag-js/") && !source.includes("/anatomy.js'")) return undefined;
        return { contents: oneAnatomy(zagDirect(arkBarrelFree(anatomyOnly(source)))), loader: "js" };
      });
      b.onLoad({ filter: /@ark-ui[\\/]react[\\/]dist[\\/]components[\\/][a-z-]+[\\/][a-z-]+\.anatomy\.js$/ }, (args) => ({
        contents: zagDirect(anatomyOnly(readFileSync(args.path, "utf8"))),
        loader: "js",
      }));
      // Ark's components and zag-js's own files take their helpers through the zag-js barrels too.
      b.onLoad({ filter: /(@ark-ui[\\/]react|@zag-js[\\/][a-z-]+)[\\/]dist[\\/].*\.m?js$/ }, (args) => {
        const source = readFileSync(args.path, "utf8");
        if (!source.includes("@zag-js/")) return undefined;
        return { contents: zagDirect(source), loader: "js" };
      });
      b.onLoad({ filter: /[\\/]web[\\/].*\.tsx?$/ }, (args) => {
        const source = readFileSync(args.path, "utf8");
        if (!source.includes('"@chakra-ui/react"')) return undefined;
        const contents = source.replace(/import \{([^}]*)\} from "@chakra-ui\/react";/g, (_all, specs: string) => rewrite(specs, args.path));
        return { contents, loader: args.path.endsWith("x") ? "tsx" : "ts" };
      });
    },
  };
}
