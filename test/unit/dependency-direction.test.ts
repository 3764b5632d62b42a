import { ESLint } from "eslint";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/local/config";

/** The lint config must actually refuse imports against DESIGN.md's dependency direction. */
const eslint = new ESLint({ cwd: ROOT });
async function restricted(file: string, code: string) {
  const [r] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return r.messages.filter((m) => m.ruleId === "no-restricted-imports" || m.ruleId === "@typescript-eslint/no-restricted-imports").length;
}

describe("dependency direction", () => {
  // The first lint loads the parser and the config: seconds on a busy machine, so not in a test's time.
  beforeAll(() => eslint.lintText("", { filePath: path.join(ROOT, "functions/lib/y.ts") }), 60_000);

  it.each([
    ["web/features/x/y.ts", 'import { db } from "../../../functions/db/service";\nexport const a = db;'],
    ["web/app/y.ts", 'import { x } from "../../infra/app";\nexport const a = x;'],
    ["shared/schemas/y.ts", 'import { env } from "../../functions/lib/env";\nexport const a = env;'],
    ["shared/rules/y.ts", 'import { readFileSync } from "node:fs";\nexport const a = readFileSync;'],
    ["functions/lib/y.ts", 'import { x } from "../../infra/app";\nexport const a = x;'],
    // A domain's queries and entity are its own: others call its service.
    ["functions/core/warehouse/y.ts", 'import { getSample } from "../../domains/samples/queries";\nexport const a = getSample;'],
    ["functions/core/warehouse/y.ts", 'import { SampleEntity } from "../../domains/samples/entity.ts";\nexport const a = SampleEntity;'],
    ["functions/domains/other/y.ts", 'import { getSample } from "../samples/queries";\nexport const a = getSample;'],
    ["scripts/seed/y.ts", 'import { getSample } from "../../functions/domains/samples/queries";\nexport const a = getSample;'],
    ["test/unit/y.test.ts", 'import { SampleEntity } from "../../functions/domains/samples/entity";\nexport const a = SampleEntity;'],
  ])("%s may not import that", async (file, code) => {
    expect(await restricted(file, code)).toBe(1);
  });

  it.each([
    ["web/app/y.ts", 'import { routes } from "../../shared/api/routes";\nexport const a = routes;'],
    ["functions/lib/y.ts", 'import { routes } from "../../shared/api/routes";\nexport const a = routes;'],
    ["functions/core/warehouse/y.ts", 'import { draftSamplesOf } from "../../domains/samples";\nexport const a = draftSamplesOf;'],
    ["functions/domains/samples/y.ts", 'import { getSample } from "./queries";\nexport const a = getSample;'],
    ["functions/domains/entities.ts", 'import { entities } from "./samples/entity";\nexport const a = entities;'],
  ])("%s may import that", async (file, code) => {
    expect(await restricted(file, code)).toBe(0);
  });
});
