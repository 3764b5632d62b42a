import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import eslintConfig from "../../eslint.config.js";
import { ROOT } from "../../scripts/local/config";

/**
 * The lint config must actually refuse imports against the dependency direction (web → shared ← functions ← infra) and a domain's privacy. ESLint's in-memory
 * `Linter` runs the project's config (loaded with this file) on each snippet synchronously. The first lint
 * starts the TypeScript parser (seconds on a busy machine), so it runs while the file loads, not inside a test.
 */
const config = eslintConfig as Linter.Config[]; // typescript-eslint's own type for the same flat config
const linter = new Linter({ cwd: ROOT, configType: "flat" });
const restricted = (file: string, code: string) =>
  linter
    .verify(code, config, { filename: `${ROOT}/${file}` })
    .filter((m) => m.ruleId === "no-restricted-imports" || m.ruleId === "@typescript-eslint/no-restricted-imports").length;
const plain = linter.verify("const a: number = 1;\nexport default a;", config, { filename: `${ROOT}/web/app/y.ts` });

describe("dependency direction", () => {
  it.each([
    ["web/features/x/y.ts", 'import { db } from "../../../functions/db/service";\nexport const a = db;'],
    ["web/app/y.ts", 'import { x } from "../../infra/app";\nexport const a = x;'],
    ["shared/schemas/y.ts", 'import { env } from "../../functions/lib/env";\nexport const a = env;'],
    ["shared/rules/y.ts", 'import { readFileSync } from "node:fs";\nexport const a = readFileSync;'],
    ["functions/lib/y.ts", 'import { x } from "../../infra/app";\nexport const a = x;'],
    // functions/lib is below the table code and the domains.
    ["functions/lib/y.ts", 'import { db } from "../db/service";\nexport const a = db;'],
    ["functions/lib/y.ts", 'import { getLogin } from "../db/queries/logins";\nexport const a = getLogin;'],
    ["functions/lib/y.ts", 'import { callerOf } from "../domains/auth/caller";\nexport const a = callerOf;'],
    ["functions/lib/y.ts", 'import { domains } from "../domains";\nexport const a = domains;'],
    // A domain's queries and entity are its own: others call its service.
    ["functions/core/warehouse/y.ts", 'import { getSample } from "../../domains/samples/queries";\nexport const a = getSample;'],
    ["functions/core/warehouse/y.ts", 'import { SampleEntity } from "../../domains/samples/entity.ts";\nexport const a = SampleEntity;'],
    ["functions/domains/other/y.ts", 'import { getSample } from "../samples/queries";\nexport const a = getSample;'],
    ["scripts/seed/y.ts", 'import { getSample } from "../../functions/domains/samples/queries";\nexport const a = getSample;'],
    ["test/unit/y.test.ts", 'import { SampleEntity } from "../../functions/domains/samples/entity";\nexport const a = SampleEntity;'],
  ])("%s may not import that", (file, code) => {
    expect(restricted(file, code)).toBe(1);
  });

  it.each([
    ["web/app/y.ts", 'import { routes } from "../../shared/api/routes";\nexport const a = routes;'],
    ["functions/lib/y.ts", 'import { routes } from "../../shared/api/routes";\nexport const a = routes;'],
    ["functions/lib/y.ts", 'import { env } from "./env";\nexport const a = env;'],
    ["functions/db/y.ts", 'import { env } from "../lib/env";\nexport const a = env;'],
    ["functions/core/warehouse/y.ts", 'import { draftSamplesOf } from "../../domains/samples";\nexport const a = draftSamplesOf;'],
    ["functions/domains/samples/y.ts", 'import { getSample } from "./queries";\nexport const a = getSample;'],
    ["functions/domains/entities.ts", 'import { entities } from "./samples/entity";\nexport const a = entities;'],
  ])("%s may import that", (file, code) => {
    expect(restricted(file, code)).toBe(0);
  });

  it("checks the snippets as TypeScript (a parse error would count no import at all)", () => {
    expect(plain.filter((m) => m.fatal)).toEqual([]);
  });
});
