import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { deployedEnvSchema, EMULATOR_ENV, HANDLER_ENV_NAMES, localEnvSchema, RUNTIME_ENV, STACK_ENV } from "../../functions/lib/env";
import { handlerEnv, localConfig, ROOT } from "../../scripts/local/config";

/**
 * One environment schema (functions/lib/env.ts, ADR 0101) for what handlers read, what infra sets on the
 * Lambdas (checked on the synthesized templates in infra/stacks/api.test.ts) and what the local stack sets.
 */
const localEnv = () =>
  handlerEnv(localConfig({ dataDir: mkdtempSync(path.join(tmpdir(), "env-")), portBase: 4700, appPort: 3300 }), {
    userPoolId: "local_pool",
    userPoolClientId: "client",
  });

/** Names read as process.env.NAME, process.env["NAME"] or process.env[`NAME_${…}`] (templates as a pattern). */
function envReads(code: string): string[] {
  const names = [...code.matchAll(/process\.env\.([A-Z0-9_]+)|process\.env\[\s*["'`]([^"'`]+)["'`]\s*\]/g)].map((m) => m[1] ?? m[2]);
  return names.map((n) => n.replace(/\$\{[^}]*\}/g, "*"));
}

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));

describe("the handler environment schema", () => {
  it("accepts exactly what the local stack sets, with every stack, runtime and emulator variable", () => {
    const env = localEnv();
    const r = localEnvSchema.safeParse(env);
    expect(r.error?.issues ?? []).toEqual([]);
    for (const name of [...Object.keys(STACK_ENV), ...Object.keys(RUNTIME_ENV)]) expect(env, name).toHaveProperty(name);
    for (const name of ["DYNAMODB_ENDPOINT", "S3_ENDPOINT", "COGNITO_ENDPOINT", "SES_ENDPOINT"]) expect(env, name).toHaveProperty(name);
  });

  it("fails on a variable it does not know and on a missing one it requires", () => {
    const env = localEnv();
    expect(localEnvSchema.safeParse({ ...env, PUBLIC_BASE_URL: "http://localhost:3300" }).success).toBe(false);
    const { TABLE_NAME: _, ...missing } = env;
    expect(localEnvSchema.safeParse(missing).success).toBe(false);
    // A deployed Lambda gets only the stack variables: AWS_REGION and the like are the runtime's (reserved).
    const deployed = Object.fromEntries([...Object.keys(STACK_ENV), "CURSOR_SECRET_ARN"].map((k) => [k, "x"]));
    expect(deployedEnvSchema.safeParse({ ...deployed, CURSOR_SECRET: "a value" }).success).toBe(false);
    expect(deployedEnvSchema.safeParse(deployed).success).toBe(true);
    expect(deployedEnvSchema.safeParse({ ...deployed, AWS_REGION: "eu-central-1" }).success).toBe(false);
    expect(deployedEnvSchema.safeParse({ ...deployed, S3_ENDPOINT: "http://127.0.0.1:1" }).success).toBe(false);
  });

  it("knows every variable code under functions/ reads", () => {
    const known = new Set(HANDLER_ENV_NAMES);
    const endpoints = Object.keys(EMULATOR_ENV);
    const reads = sources(path.join(ROOT, "functions")).flatMap((f) =>
      envReads(readFileSync(f, "utf8")).map((name) => ({ name, file: path.relative(ROOT, f) })),
    );
    expect(reads.length).toBeGreaterThan(3);
    for (const { name, file } of reads) {
      const ok = name.includes("*") ? endpoints.some((e) => new RegExp(`^${name.replace(/\*/g, ".*")}$`).test(e)) : known.has(name);
      expect(ok, `${file} reads ${name}, which functions/lib/env.ts does not declare`).toBe(true);
    }
  });

  it("finds reads the way handlers write them (the detector itself)", () => {
    expect(envReads('process.env.TABLE_NAME; process.env["X_Y"]; process.env[`${s}_ENDPOINT`]')).toEqual(["TABLE_NAME", "X_Y", "*_ENDPOINT"]);
  });
});
