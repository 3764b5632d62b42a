import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { LocalHandlerEnv } from "../../functions/lib/env";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Which DynamoDB stand-in a stack runs (ADR 0075): dynalite (in-process, fast; the default) or AWS's
 * DynamoDB Local (Java; AWS's own limits). `DYNAMODB_BACKEND=ddblocal` picks the second.
 */
export type DynamoBackend = "dynalite" | "ddblocal";
export const DYNAMO_BACKENDS: readonly DynamoBackend[] = ["dynalite", "ddblocal"];

export function dynamoBackend(value = process.env.DYNAMODB_BACKEND): DynamoBackend {
  if (!value) return "dynalite";
  if ((DYNAMO_BACKENDS as readonly string[]).includes(value)) return value as DynamoBackend;
  throw new Error(`DYNAMODB_BACKEND must be one of ${DYNAMO_BACKENDS.join(", ")} (got "${value}")`);
}

/** Where a local stack keeps its data and which ports it uses; tests run a second stack on other ports. */
export interface LocalConfig {
  dynamodb: DynamoBackend;
  dataDir: string;
  appPort: number;
  ports: { dynamodb: number; s3: number; cognito: number; ses: number };
  names: { table: string; bucket: string; userPool: string };
  /** The SES emulator runs elsewhere on ports.ses (a crash test keeps the sent mail in its own process). */
  externalSes?: boolean;
}

export function localConfig(opts: { dataDir?: string; appPort?: number; portBase?: number; dynamodb?: DynamoBackend } = {}): LocalConfig {
  const base = opts.portBase ?? Number(process.env.LOCAL_PORT_BASE ?? 4560);
  return {
    dynamodb: opts.dynamodb ?? dynamoBackend(),
    dataDir: opts.dataDir ?? path.join(ROOT, ".local", "data"),
    appPort: opts.appPort ?? Number(process.env.PORT ?? 3000),
    ports: { dynamodb: base + 7, s3: base + 8, cognito: base + 9, ses: base + 5 },
    names: { table: "recyclate-local", bucket: "recyclate-local-files", userPool: "recyclate-local" },
  };
}

/**
 * The key cursors are sealed with (functions/db/cursor.ts, ADR 0080): generated once per data folder, so
 * cursors in bookmarked URLs survive a restart and a wiped folder gets a new key.
 */
export function localCursorSecret(dataDir: string): string {
  const file = path.join(dataDir, "cursor-secret");
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
}

/** The environment handlers read (functions/lib/env.ts, whose names it must use: ADR 0101), pointed at the emulators. */
export function handlerEnv(cfg: LocalConfig, ids: { userPoolId: string; userPoolClientId: string }) {
  return {
    AWS_REGION: "eu-central-1",
    // s3rver accepts only these credentials; the other emulators accept any.
    AWS_ACCESS_KEY_ID: "S3RVER",
    AWS_SECRET_ACCESS_KEY: "S3RVER",
    TABLE_NAME: cfg.names.table,
    BUCKET_NAME: cfg.names.bucket,
    USER_POOL_ID: ids.userPoolId,
    USER_POOL_CLIENT_ID: ids.userPoolClientId,
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${cfg.ports.dynamodb}`,
    S3_ENDPOINT: `http://127.0.0.1:${cfg.ports.s3}`,
    COGNITO_ENDPOINT: `http://127.0.0.1:${cfg.ports.cognito}`,
    SES_ENDPOINT: `http://127.0.0.1:${cfg.ports.ses}`,
    MAIL_FROM: "sales@recyclate.example.com",
    CURSOR_SECRET: localCursorSecret(cfg.dataDir),
    // The local runner (scripts/local/workflows.ts) starts workflows by name; the ARN only mirrors AWS's shape.
    STATE_MACHINE_ARN_PREFIX: "arn:aws:states:eu-central-1:000000000000:stateMachine:local-",
    // The handlers' JSON request log (functions/lib/logger.ts): quiet in tests, `LOG_LEVEL=INFO npm start` shows each request.
    LOG_LEVEL: process.env.LOG_LEVEL ?? "WARN",
  } satisfies LocalHandlerEnv;
}
