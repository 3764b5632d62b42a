import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cycles, importGraph, loadTimeImports } from "../../scripts/check/import-cycles";

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "cycles-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

describe("import cycles", () => {
  it("finds a cycle through an index file and a re-export", () => {
    const root = tree({
      "shared/a.ts": 'import { b } from "./b";\nexport const a = b;',
      "shared/b.ts": 'export { c as b } from "./c";',
      "shared/c/index.ts": 'import { a } from "../a";\nexport const c = () => a;',
      "shared/d.ts": 'import { a } from "./a";\nexport const d = a;',
    });
    expect(cycles(importGraph(root, ["shared"]))).toEqual([["shared/a.ts", "shared/b.ts", "shared/c/index.ts"]]);
  });

  it("ignores imports erased from the built code and imports loaded later", () => {
    expect(
      loadTimeImports(
        "x.ts",
        [
          'import type { A } from "./a";',
          'import { type B, type C } from "./b";',
          'export type { D } from "./d";',
          'const e = () => import("./e");',
          'import { type F, f } from "./f";',
          'import "./g";',
          'import { readFileSync } from "node:fs";',
        ].join("\n"),
      ),
    ).toEqual(["./f", "./g"]);
  });
});
