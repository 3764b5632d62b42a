import { Stack } from "aws-cdk-lib";
import { PolicyStatement, type IGrantable } from "aws-cdk-lib/aws-iam";
import type { IConstruct } from "constructs";
import type { ITable } from "aws-cdk-lib/aws-dynamodb";
import type { IBucket } from "aws-cdk-lib/aws-s3";
import type { IEmailIdentity } from "aws-cdk-lib/aws-ses";
import type { IUserPool } from "aws-cdk-lib/aws-cognito";
import type { ISecret } from "aws-cdk-lib/aws-secretsmanager";
import type { IStateMachine } from "aws-cdk-lib/aws-stepfunctions";
import { PENDING_UPLOADS, type Needs } from "../shared/api/contract";

/** Item reads and queries on the table and its indexes. No Scan: no request path may read a whole table. */
export const TABLE_READ_ACTIONS = ["dynamodb:GetItem", "dynamodb:BatchGetItem", "dynamodb:Query", "dynamodb:ConditionCheckItem"];
/** Item writes (conditional single-item writes and batches); never table-level or stream actions. */
export const TABLE_WRITE_ACTIONS = ["dynamodb:PutItem", "dynamodb:UpdateItem", "dynamodb:DeleteItem", "dynamodb:BatchWriteItem"];
/** What `secret.grantRead` gives: every Lambda reads the cursor key and the origin secret at cold start. */
export const SECRET_READ_ACTIONS = ["secretsmanager:GetSecretValue", "secretsmanager:DescribeSecret"];
/** Object reads (GetObject covers HeadObject and presigned GETs). */
export const FILES_READ_ACTIONS = ["s3:GetObject"];
/** Presigned PUTs, PutObject and removing a material's files (DeleteObjects needs DeleteObject, listing ListBucket). */
export const FILES_WRITE_ACTIONS = ["s3:GetObject", "s3:PutObject", "s3:DeleteObject"];
/**
 * On the pending copies of a route's prefixes (ADR 0162): presigning an upload there is signing a PutObject;
 * registering one reads it (HEAD, its first bytes, CopyObject's source; the copy's target is the route's own
 * prefix) and deletes it.
 */
export const PENDING_ACTIONS = { presign: ["s3:PutObject"], register: ["s3:GetObject", "s3:DeleteObject"] } as const;

/** Where browser uploads for objects under `prefix` land until registered: pending/<prefix>. */
export const pendingPrefix = (prefix: string) => `${PENDING_UPLOADS.prefix}${prefix}`;

/** Every key prefix a route's Lambda is granted on: its declared ones, and their pending copies when it handles uploads. */
export function grantedFilePrefixes(files: Needs["files"]): string[] {
  if (!files) return [];
  return [...files.prefixes, ...(files.uploads ? files.prefixes.map(pendingPrefix) : [])];
}

export interface Grantables {
  table: ITable;
  files: IBucket;
  userPool: IUserPool;
  mail: IEmailIdentity;
  /** Secrets every Lambda reads at cold start (functions/lib/secrets.ts): the cursor key and the origin header. */
  secrets?: ISecret[];
  /** State machines by the name routes declare in `needs.stateMachines`. */
  stateMachines?: Record<string, IStateMachine>;
  /** The providers' keys the stage configures, read by the Lambdas that need that provider. */
  providerSecrets?: { enrichment?: ISecret; webSearch?: ISecret };
  /** The Bedrock model (or inference profile) id the stage's AI features use; unset, the offline engine needs nothing. */
  bedrockModelId?: string;
  /** The WebSocket API of live events, whose sockets `live: "post"` may post to. */
  live?: { grantPost(grantee: IGrantable): void };
}

/** Bedrock's Converse API is authorised as InvokeModel (ConverseStream as InvokeModelWithResponseStream, not used). */
export const BEDROCK_ACTIONS = ["bedrock:InvokeModel"];

/**
 * What invoking the model may touch: the foundation model in any region (a cross-region inference profile such
 * as "eu.anthropic…" routes to several) and, for a profile id, the profile itself in this account.
 */
export function bedrockResources(scope: IConstruct, modelId: string): string[] {
  const stack = Stack.of(scope);
  const profile = /^(eu|us|apac|us-gov|global)\.(.+)$/.exec(modelId);
  const foundation = `arn:${stack.partition}:bedrock:*::foundation-model/${profile ? profile[2] : modelId}`;
  return profile ? [foundation, `arn:${stack.partition}:bedrock:${stack.region}:${stack.account}:inference-profile/${modelId}`] : [foundation];
}

/**
 * The IAM grants of one route's Lambda, derived from the route's declared needs and nothing else (sst's
 * `bind`). A route that declares nothing gets no data access at all. infra/permissions.test.ts checks the
 * synthesized policies against the declarations, and the declarations against what the handlers call.
 */
export function grantNeeds(fn: IGrantable & IConstruct, needs: Needs, r: Grantables): void {
  if (needs.table) {
    r.table.grant(fn, ...TABLE_READ_ACTIONS, ...(needs.table === "write" ? TABLE_WRITE_ACTIONS : []));
  }
  if (needs.files) {
    const { access, prefixes } = needs.files;
    for (const p of prefixes) if (!/^[a-z0-9-]+\/$/.test(p)) throw new Error(`files prefix must be a folder like "materials/": ${p}`);
    // Not bucket.grantRead/grantReadWrite: they add s3:List* and GetBucket* and every object action variant.
    const policy = fn.grantPrincipal;
    policy.addToPrincipalPolicy(
      new PolicyStatement({
        actions: access === "write" ? FILES_WRITE_ACTIONS : FILES_READ_ACTIONS,
        resources: prefixes.map((p) => r.files.arnForObjects(`${p}*`)),
      }),
    );
    if (needs.files.uploads) {
      if (access !== "write") throw new Error(`a route that handles uploads writes its files: ${prefixes.join(", ")}`);
      policy.addToPrincipalPolicy(
        new PolicyStatement({
          actions: [...PENDING_ACTIONS[needs.files.uploads]],
          resources: prefixes.map((p) => r.files.arnForObjects(`${pendingPrefix(p)}*`)),
        }),
      );
    }
    if (access === "write") {
      // Deleting a material's files lists them first (functions/lib/s3.ts deletePrefix), only under the prefix.
      policy.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ["s3:ListBucket"],
          resources: [r.files.bucketArn],
          conditions: { StringLike: { "s3:prefix": prefixes.map((p) => `${p}*`) } },
        }),
      );
    }
  }
  for (const secret of r.secrets ?? []) secret.grantRead(fn);
  if (needs.enrichment) r.providerSecrets?.enrichment?.grantRead(fn);
  if (needs.webSearch) r.providerSecrets?.webSearch?.grantRead(fn);
  if (needs.ai && r.bedrockModelId) {
    fn.grantPrincipal.addToPrincipalPolicy(new PolicyStatement({ actions: BEDROCK_ACTIONS, resources: bedrockResources(fn, r.bedrockModelId) }));
  }
  if (needs.mail) r.mail.grantSendEmail(fn);
  if (needs.live === "post") {
    if (!r.live) throw new Error("A Lambda posts live events, and the app defines no live socket API");
    r.live.grantPost(fn);
  }
  if (needs.cognito?.length) r.userPool.grant(fn, ...needs.cognito.map((a) => `cognito-idp:${a}`));
  for (const name of needs.stateMachines ?? []) {
    const sm = r.stateMachines?.[name];
    if (!sm) throw new Error(`A route needs state machine "${name}", which the app does not define`);
    sm.grantStartExecution(fn);
  }
  for (const name of needs.executions ?? []) {
    const sm = r.stateMachines?.[name];
    if (!sm) throw new Error(`A handler asks about executions of state machine "${name}", which the app does not define`);
    sm.grantExecution(fn, "states:DescribeExecution");
  }
}
