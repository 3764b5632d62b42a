import { ESLint } from "eslint";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/local/config";

/** The lint config must actually refuse imports against the dependency direction (web → shared ← functions ← infra). */
const eslint = new ESLint({ cwd: ROOT });
async function restricted(file: string, code: string) {
  const [r] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return r.messages.filter((m) => m.ruleId === "no-restricted-imports").length;
}

describe("dependency direction", () => {
  it.each([
    ["web/features/x/y.ts", 'import { db } from "../../../functions/db/service";\nexport const a = db;'],
    ["web/app/y.ts", 'import { x } from "../../infra/app";\nexport const a = x;'],
    ["shared/schemas/y.ts", 'import { env } from "../../functions/lib/env";\nexport const a = env;'],
    ["shared/rules/y.ts", 'import { readFileSync } from "node:fs";\nexport const a = readFileSync;'],
    ["functions/lib/y.ts", 'import { x } from "../../infra/app";\nexport const a = x;'],
  ])("%s may not import that", async (file, code) => {
    expect(await restricted(file, code)).toBe(1);
  });

  it.each([
    ["web/app/y.ts", 'import { routes } from "../../shared/api/routes";\nexport const a = routes;'],
    ["functions/lib/y.ts", 'import { routes } from "../../shared/api/routes";\nexport const a = routes;'],
  ])("%s may import shared/", async (file, code) => {
    expect(await restricted(file, code)).toBe(0);
  });
});
