import type { IGrantable } from "aws-cdk-lib/aws-iam";
import type { ITable } from "aws-cdk-lib/aws-dynamodb";
import type { IBucket } from "aws-cdk-lib/aws-s3";
import type { IEmailIdentity } from "aws-cdk-lib/aws-ses";
import type { IUserPool } from "aws-cdk-lib/aws-cognito";
import type { RouteEntry } from "../functions/routes";

/** Cognito admin calls functions/lib/cognito.ts makes (InitiateAuth needs no IAM permission). */
export const USER_ADMIN_ACTIONS = [
  "cognito-idp:AdminCreateUser",
  "cognito-idp:AdminSetUserPassword",
  "cognito-idp:AdminDeleteUser",
  "cognito-idp:AdminAddUserToGroup",
  "cognito-idp:AdminGetUser",
  "cognito-idp:AdminUserGlobalSignOut",
];

/** Reading the staff directory (functions/users/list.ts: members of the super-admin group). */
export const USER_READ_ACTIONS = ["cognito-idp:ListUsersInGroup"];

/**
 * Item and query access on the table and its indexes. Not Scan: DESIGN.md allows no Scan on a request path,
 * and IAM now enforces it. Not the stream actions, which no handler uses.
 */
export const TABLE_ACTIONS = [
  "dynamodb:GetItem",
  "dynamodb:BatchGetItem",
  "dynamodb:Query",
  "dynamodb:PutItem",
  "dynamodb:UpdateItem",
  "dynamodb:DeleteItem",
  "dynamodb:BatchWriteItem",
  "dynamodb:ConditionCheckItem",
];

/** Route domains whose handlers manage Cognito users. */
export const USER_ADMIN_DOMAINS = ["auth"];

export interface Grantables {
  table: ITable;
  files: IBucket;
  userPool: IUserPool;
  mail: IEmailIdentity;
}

/**
 * What one route's Lambda may do. Every handler reads and writes the one table (items and queries, no Scan). Files: public routes may only
 * read (presigned GETs for the catalog), others read and write: we do not yet know which domains upload, so
 * this is coarser than it could be. Mail: every Lambda may send from the one SES identity, and nothing else.
 */
export function grantRoute(fn: IGrantable, route: RouteEntry, r: Grantables): void {
  r.table.grant(fn, ...TABLE_ACTIONS);
  if (route.access === "public") r.files.grantRead(fn);
  else r.files.grantReadWrite(fn);
  if (USER_ADMIN_DOMAINS.includes(route.id.split(".")[0])) r.userPool.grant(fn, ...USER_ADMIN_ACTIONS);
  if (route.id === "users.list") r.userPool.grant(fn, ...USER_READ_ACTIONS);
  r.mail.grantSendEmail(fn);
}
