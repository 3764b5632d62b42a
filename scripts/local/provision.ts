import {
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  CognitoIdentityProviderClient,
  DescribeUserPoolCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, S3Client } from "@aws-sdk/client-s3";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { tableKeys } from "../../functions/db/table";
import { userPoolSettings } from "../../functions/lib/userpool";
import type { LocalConfig } from "./config";
import { sweepPendingUploads } from "./pending-sweep";
import { createTableInput, rebuildTable } from "./table-rebuild";

const creds = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
const region = "eu-central-1";

async function ensureTable(cfg: LocalConfig, log: (m: string) => void) {
  const client = new DynamoDBClient({ region, endpoint: `http://127.0.0.1:${cfg.ports.dynamodb}`, credentials: creds });
  const backup = path.join(cfg.dataDir, "table-rebuild.json");
  let indexes: string[];
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: cfg.names.table }));
    indexes = (Table?.GlobalSecondaryIndexes ?? []).map((g) => g.IndexName!);
  } catch (e) {
    if ((e as Error).name !== "ResourceNotFoundException") throw e;
    if (!existsSync(backup)) return void (await client.send(new CreateTableCommand(createTableInput(cfg.names.table))));
    indexes = [];
  }
  const missing = tableKeys.globalIndexes.filter((g) => !indexes.includes(g.indexName));
  if (missing.length || existsSync(backup)) await rebuildTable(client, cfg.names.table, backup, log);
}

async function ensureBucket(cfg: LocalConfig, log: (m: string) => void) {
  const s3 = new S3Client({ region, endpoint: `http://127.0.0.1:${cfg.ports.s3}`, forcePathStyle: true, credentials: creds });
  try {
    await s3.send(new HeadBucketCommand({ Bucket: cfg.names.bucket }));
  } catch {
    await s3.send(new CreateBucketCommand({ Bucket: cfg.names.bucket }));
  }
  // The browser PUTs uploads straight to the emulator (another origin locally; same as S3 in AWS).
  await s3.send(
    new PutBucketCorsCommand({
      Bucket: cfg.names.bucket,
      CORSConfiguration: { CORSRules: [{ AllowedMethods: ["GET", "PUT", "POST"], AllowedOrigins: ["*"], AllowedHeaders: ["*"] }] },
    }),
  );
  // s3rver has no lifecycle rules: uploads never registered expire here, on each start.
  const swept = await sweepPendingUploads(s3, cfg.names.bucket);
  if (swept) log(`removed ${swept} upload(s) never registered`);
}

export interface PoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

async function ensurePool(cfg: LocalConfig): Promise<PoolIds> {
  const file = path.join(cfg.dataDir, "stack.json");
  const client = new CognitoIdentityProviderClient({ region, endpoint: `http://127.0.0.1:${cfg.ports.cognito}`, credentials: creds });
  if (existsSync(file)) {
    const ids = JSON.parse(readFileSync(file, "utf8")) as PoolIds;
    try {
      await client.send(new DescribeUserPoolCommand({ UserPoolId: ids.userPoolId }));
      return ids;
    } catch {
      /* pool gone: create anew */
    }
  }
  const pool = await client.send(
    new CreateUserPoolCommand({
      PoolName: cfg.names.userPool,
      UsernameAttributes: ["email"],
      Schema: userPoolSettings.customAttributes.map((n) => ({ Name: n, AttributeDataType: "String", Mutable: false })),
    }),
  );
  const userPoolId = pool.UserPool!.Id!;
  const appClient = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: "web",
      ExplicitAuthFlows: ["ALLOW_ADMIN_USER_PASSWORD_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"],
      // cognito-local stores but does not enforce these; the immutable attribute above is what it enforces.
      ReadAttributes: [...userPoolSettings.clientReadAttributes],
      WriteAttributes: [...userPoolSettings.clientWriteAttributes],
      RefreshTokenValidity: userPoolSettings.refreshTokenDays,
      IdTokenValidity: userPoolSettings.idTokenHours,
      TokenValidityUnits: { RefreshToken: "days", IdToken: "hours", AccessToken: "hours" },
    }),
  );
  await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: userPoolSettings.superAdminGroup }));
  const ids = { userPoolId, userPoolClientId: appClient.UserPoolClient!.ClientId! };
  writeFileSync(file, JSON.stringify(ids, null, 2));
  return ids;
}

/**
 * Create the table, bucket and user pool when missing (idempotent, so restarts keep their data); uploads left
 * under pending/ for more than a day are removed, as the bucket's lifecycle rule does in AWS.
 */
export async function provision(cfg: LocalConfig, log: (m: string) => void = () => {}): Promise<PoolIds> {
  await ensureTable(cfg, log);
  await ensureBucket(cfg, log);
  return ensurePool(cfg);
}
