import type { $ZodType as ZodType } from "zod/v4/core";

export type Access = "public" | "user" | "admin";
export type Method = "GET" | "POST" | "PUT" | "DELETE";

/** One API route: CDK makes a Lambda and an HTTP API route of it, the local server dispatches on it. */
export interface RouteDef {
  method: Method;
  /** API Gateway style path, e.g. /materials/{id}; served under /api in both AWS and locally. */
  path: string;
  access: Access;
  body?: ZodType;
  query?: ZodType;
  /** Largest accepted request body in bytes (413 above it). */
  maxBodyBytes?: number;
  /** What the route's handler may touch; infra/permissions.ts derives its Lambda's IAM grants from this alone. */
  needs: Needs;
  /**
   * `false` keeps a writing route out of the Idempotency-Key handling (`isIdempotent`): routes whose request
   * carries a password or whose answer carries credentials, which must not be hashed into or kept in a record.
   */
  idempotent?: false;
}

/**
 * Whether a route honours an Idempotency-Key header (functions/lib/idempotency.ts, ADR 0166): every route
 * but GET that writes the table, sends mail or starts a workflow, unless its entry opts out. A repeat with the
 * same key answers the first result instead of doing the work again. Such a route declares table "write"
 * (the idempotency records live in the one table; test/unit/route-table.test.ts checks it).
 */
export const isIdempotent = (def: RouteDef): boolean =>
  def.method !== "GET" && def.idempotent !== false && (def.needs.table === "write" || Boolean(def.needs.mail) || Boolean(def.needs.stateMachines?.length));

/** The request header that names one user action across retries (a UUID the SPA makes per action). */
export const IDEMPOTENCY_HEADER = "idempotency-key";

/** Cognito admin API actions a handler may call (InitiateAuth needs no IAM permission). */
export type CognitoAction =
  | "AdminCreateUser"
  | "AdminInitiateAuth"
  | "AdminSetUserPassword"
  | "AdminDeleteUser"
  | "AdminAddUserToGroup"
  | "AdminGetUser"
  | "AdminUserGlobalSignOut"
  | "ListUsersInGroup";

/**
 * A route's capabilities, as sst's `bind`: plain data next to the route, no AWS types. "write" on the table
 * includes reading; on files it includes reading, writing and deleting under the prefix.
 */
export interface Needs {
  table?: "read" | "write";
  /**
   * Objects of the files bucket under these key prefixes (each ending in "/", from FILES). `uploads` adds the
   * pending copies of the same prefixes (PENDING_UPLOADS): "presign" signs uploads into them, "register" checks
   * an upload there, moves it to its final key and deletes it.
   */
  files?: { access: "read" | "write"; prefixes: string[]; uploads?: "presign" | "register" };
  /** Sending e-mail from the app's SES identity. */
  mail?: true;
  cognito?: CognitoAction[];
  /** Step Functions state machines (by name) the route starts. */
  stateMachines?: string[];
  /** State machines (by name) whose executions the code asks about (DescribeExecution: is it still running?). */
  executions?: string[];
  /** Links to the public site in what it returns or stores (catalogue links, the open-tracking pixel): the site address. */
  links?: true;
  /** The AI engine (Amazon Bedrock's Converse API when the stage configures a model; else the offline engine). */
  ai?: true;
  /** Apollo's organization enrichment (its API key, a secret, when the stage configures one). */
  enrichment?: true;
  /** The web search API of company research (its address and key, when the stage configures them). */
  webSearch?: true;
  /**
   * The WebSocket API of live events: "post" sends events to its open sockets (its connection management
   * endpoint), "connect" only names its address to the browser (the ticket route).
   */
  live?: "post" | "connect";
}

export const defineRoutes = <const T extends Record<string, RouteDef>>(r: T) => r;

/** Body of every 4xx/5xx answer. */
export interface ApiError {
  message: string;
  issues?: { path: string; message: string }[];
}

export const API_PREFIX = "/api";

/** Key prefixes of the files bucket, one per kind of owner; routes declare which they touch. */
export const FILES = {
  /** Material images and documents: companies/<companyId>/materials/<materialId>/… */
  companies: "companies/",
  /** Generated datasheet PDFs: datasheets/<materialId>/… */
  datasheets: "datasheets/",
  /** Lead documents: leads/<leadId>/… (staff only). */
  leads: "leads/",
  /** Booth visitors' badge and card photos: booth/<fileId> (staff only). */
  booth: "booth/",
} as const;

/**
 * Browser uploads land under `pending/<final key>` and stay there until their record is saved, which moves
 * them to the final key; what is never registered expires after `days` (the bucket's lifecycle rule in AWS,
 * the local stack's sweep on start). ADR 0162.
 */
export const PENDING_UPLOADS = { prefix: "pending/", days: 1 } as const;
