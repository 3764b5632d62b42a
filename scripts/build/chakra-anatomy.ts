import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * Chakra's anatomy.js defines every component's anatomy in one module, through calls esbuild must keep, so a
 * recipe that needs one anatomy reaches every Ark anatomy module the file imports (and the chunks they share
 * with the signed-in screens). `anatomyModule(name)` is a module of that one anatomy: its statement, the
 * statements it uses and their imports, cut from anatomy.js. Recipes import their anatomy from there.
 */
export function chakraAnatomies(esm: string) {
  const file = path.join(esm, "anatomy.js");
  const source = readFileSync(file, "utf8");
  const imports = new Map([...source.matchAll(/^import \{ (\w+)(?: as (\S+))? \} from '[^']+';$/gm)].map((m) => [m[2] ?? m[1], m[0]]));
  const reexports = new Map([...source.matchAll(/^export \{ (\w+) \} from '[^']+';$/gm)].map((m) => [m[1], m[0]]));
  const consts = new Map([...source.matchAll(/^const (\w+) = [\s\S]*?;$/gm)].map((m) => [m[1], m[0]]));
  const wordsOf = (text: string) => new Set(text.match(/[\w$]+/g) ?? []);

  return {
    file,
    /** Whether anatomy.js defines `name`. */
    has: (name: string) => reexports.has(name) || consts.has(name),
    anatomyModule(name: string): string {
      if (reexports.has(name)) return reexports.get(name)!;
      const statements: string[] = [];
      const needed = new Set<string>();
      const visit = (local: string) => {
        if (needed.has(local)) return;
        needed.add(local);
        const statement = consts.get(local);
        if (!statement) return;
        for (const w of wordsOf(statement.slice(statement.indexOf("=")))) if (imports.has(w) || consts.has(w)) visit(w);
        statements.push(statement);
      };
      visit(name);
      // Ark's anatomy entry re-exports createAnatomy from @zag-js/anatomy beside every Ark anatomy: take it from there.
      const lines = [...needed].filter((n) => imports.has(n)).map((n) => imports.get(n)!.replace("'@ark-ui/react/anatomy'", "'@zag-js/anatomy'"));
      return [...lines, ...statements, `export { ${name} };`].join("\n");
    },
  };
}
