import { IdempotencyConfig, makeIdempotent } from "@aws-lambda-powertools/idempotency";
import { DynamoDBPersistenceLayer } from "@aws-lambda-powertools/idempotency/dynamodb";
import type { APIGatewayProxyStructuredResultV2, Context } from "aws-lambda";
import { IDEMPOTENCY_HEADER } from "../../shared/api/contract";
import { dynamoClient } from "./clients";
import { env } from "./env";
import { TTL_ATTRIBUTE } from "./table-ttl";
import { badRequest, HttpError } from "./errors";

/**
 * Idempotency keys (ADR 0166) with Powertools' idempotency utility over the one table. A record per route,
 * caller and key: pk "idempotency#<route id>" (no ElectroDB item has a pk of that form), sk "<route id>#<hash of
 * caller and key>", the library's status, in-progress expiry, answer and request hash beside it, and
 * `expiresAt` (the table's TTL attribute) a day out. The library itself treats an expired record as absent,
 * so dynalite (no TTL) behaves as AWS does.
 */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
/** Seconds a repeat that finds the first request still running is asked to wait. */
export const IN_PROGRESS_RETRY_AFTER = 2;
/** The header a replayed answer carries, so a client (and a log reader) can tell it from a fresh one. */
export const REPLAYED_HEADER = "idempotent-replayed";
/** Largest answer body kept (DynamoDB's item limit is 400 KB): a larger answer is answered, not kept. */
const MAX_KEPT_BODY_BYTES = 300 * 1024;
/** What a key may be: a UUID or any other token of up to 128 URL-safe characters. */
const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

export const idempotencyPk = (routeId: string) => `idempotency#${routeId}`;

const stores = new Map<string, DynamoDBPersistenceLayer>();
/** One persistence layer per route: the library configures a layer once, with its route's key prefix. */
function storeOf(routeId: string): DynamoDBPersistenceLayer {
  let store = stores.get(routeId);
  if (!store) {
    store = new DynamoDBPersistenceLayer({
      tableName: env.tableName,
      keyAttr: "pk",
      sortKeyAttr: "sk",
      staticPkValue: idempotencyPk(routeId),
      expiryAttr: TTL_ATTRIBUTE,
      awsSdkV3Client: dynamoClient(),
    });
    stores.set(routeId, store);
  }
  return store;
}

/** The request's Idempotency-Key, null without one; a malformed one is a 400 before any work. */
export function idempotencyKeyOf(headers: Record<string, string | undefined> | undefined): string | null {
  const value = headers?.[IDEMPOTENCY_HEADER] ?? Object.entries(headers ?? {}).find(([k]) => k.toLowerCase() === IDEMPOTENCY_HEADER)?.[1];
  if (value === undefined) return null;
  if (!KEY_PATTERN.test(value))
    throw badRequest("Validation failed", [{ path: "header.idempotency-key", message: "Idempotency-Key must be 8 to 128 letters, digits or . _ : -" }]);
  return value;
}

/**
 * An answer that is not kept (4xx/5xx returned rather than thrown, or too large for the record): the library
 * drops the in-progress record, we answer it.
 */
class NotKept extends Error {
  constructor(readonly answer: APIGatewayProxyStructuredResultV2) {
    super("answer not kept");
  }
}

export interface IdempotentRequest {
  routeId: string;
  /** Whose key it is: the user id, or the client address on public routes. Part of the record's key. */
  caller: string;
  key: string;
  /** What a repeat must match (body, query, path): the same key with another request answers 422. */
  request: unknown;
  context: Context | undefined;
}

/**
 * Run `work` once per (route, caller, key): a repeat answers the first answer (status, headers, body) with
 * REPLAYED_HEADER; a repeat while the first runs answers 409 with Retry-After; the same key with another
 * request 422. Only success answers (below 400, up to MAX_KEPT_BODY_BYTES) are kept; a failed attempt leaves
 * no record, so the client may try again with the same key.
 */
export async function idempotently(r: IdempotentRequest, work: () => Promise<APIGatewayProxyStructuredResultV2>): Promise<APIGatewayProxyStructuredResultV2> {
  const config = new IdempotencyConfig({
    eventKeyJmesPath: "key",
    payloadValidationJmesPath: "request",
    expiresAfterSeconds: IDEMPOTENCY_TTL_SECONDS,
    hashFunction: "sha256",
    responseHook: (answer) => {
      const a = answer as APIGatewayProxyStructuredResultV2;
      return { ...a, headers: { ...a.headers, [REPLAYED_HEADER]: "true" } };
    },
  });
  // The in-progress mark lasts as long as this invocation may: a crashed or timed-out run frees the key.
  if (r.context?.getRemainingTimeInMillis) config.registerLambdaContext(r.context);
  const once = makeIdempotent(
    async (_input: { key: string; request: unknown }) => {
      const answer = await work();
      if ((answer.statusCode ?? 200) >= 400 || Buffer.byteLength(answer.body ?? "") > MAX_KEPT_BODY_BYTES) throw new NotKept(answer);
      return answer;
    },
    { persistenceStore: storeOf(r.routeId), config, keyPrefix: r.routeId },
  );
  try {
    return (await once({ key: `${r.caller}\n${r.key}`, request: r.request ?? null })) as APIGatewayProxyStructuredResultV2;
  } catch (e) {
    if (e instanceof NotKept) return e.answer;
    throw explained(e, r.key);
  }
}

/** The library's refusals as answers naming the key; its store failing is the store's error (a 503 upstream). */
function explained(e: unknown, key: string): unknown {
  const name = (e as { name?: string } | null)?.name ?? "";
  if (name === "IdempotencyValidationError")
    return new HttpError(422, `Idempotency-Key "${key}" was already used for a different request; use a new key for a new request`);
  if (name === "IdempotencyPersistenceLayerError") return (e as { cause?: unknown }).cause ?? e;
  if (name === "IdempotencyAlreadyInProgressError" || name === "IdempotencyInconsistentStateError" || name === "IdempotencyItemNotFoundError")
    return new HttpError(409, `A request with Idempotency-Key "${key}" is still being processed; try again in a moment`, undefined, {
      "retry-after": String(IN_PROGRESS_RETRY_AFTER),
    });
  return e;
}
