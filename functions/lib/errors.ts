import { SERVICE_OF_ERROR } from "./sdk-options";

/** An error with an HTTP status; anything else thrown by a handler becomes a 500 without details. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: { path: string; message: string }[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** The API's 400 for a failed schema: one issue per field, its path prefixed with where it came from. */
type ZodIssues = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

/** A zod error's issues as the API names them: dotted paths under `root` (e.g. body.address.countryCode). */
export const issuesOf = (err: ZodIssues, root?: string) =>
  err.issues.map((i) => ({ path: [...(root ? [root] : []), ...i.path.map(String)].join("."), message: i.message }));

export function validationFailed(err: ZodIssues, root: string) {
  return new HttpError(400, "Validation failed", issuesOf(err, root));
}

/** A sign-up with an e-mail that already has an account (checked in our table and by Cognito). */
export const emailTaken = () =>
  new HttpError(409, "An account with this email already exists", [{ path: "body.email", message: "An account with this email already exists" }]);

export const badRequest = (message: string, issues?: { path: string; message: string }[]) => new HttpError(400, message, issues);
export const unauthorized = (message = "Unauthorized") => new HttpError(401, message);
export const forbidden = (message = "Forbidden") => new HttpError(403, message);
export const notFound = (what = "Resource") => new HttpError(404, `${what} not found`);
/** Rate limited (ADR 0062): Retry-After says in how many seconds the window is over. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, { "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const conflict = (message = "The record was changed by someone else; reload and try again") => new HttpError(409, message);

/**
 * Input the database refused although our schemas passed it (DynamoDB's ValidationException: key or item
 * too large, expression over its limits; lib-dynamodb's refusal of numbers it cannot marshal exactly;
 * ElectroDB's attribute validation), as a 400 with a reason the caller can act on. Null for anything else:
 * every such case is a bound missing in shared/schemas/limits.ts, so the handler stack also logs it.
 */
export function inputRejected(err: unknown): HttpError | null {
  const e = err as { name?: string; code?: number; message?: string; cause?: { name?: string; message?: string } } | null;
  if (!e || typeof e !== "object") return null;
  const name = e.name === "ValidationException" ? e.name : e.cause?.name;
  const message = `${e.message ?? ""} ${e.cause?.message ?? ""}`;
  const reason = (text: string) => new HttpError(400, text);
  if (name === "ValidationException") {
    if (/item size|maximum allowed size/i.test(message)) return reason("The record would be too large to store");
    if (/key|hashkey|rangekey/i.test(message) && /size|length|limit/i.test(message)) return reason("An id or key in the request is too long");
    if (/expression|operator|operands/i.test(message)) return reason("Too many filter values; narrow the filter");
    if (/nest|depth|empty/i.test(message)) return reason("A value is nested too deeply or has an empty key");
    return reason("The request holds a value that cannot be stored");
  }
  if (e.code === 3001) return reason("The request holds a value that cannot be stored");
  if (/Number\.MAX_SAFE_INTEGER|Special numeric value|Number .* is (greater|lesser) than/i.test(message))
    return reason("A number in the request cannot be stored exactly");
  return null;
}

/** DynamoDB's failed condition (stale version, duplicate key) seen through the SDK or ElectroDB. */
export function isConditionFailure(err: unknown): boolean {
  const e = err as { name?: string; cause?: { name?: string }; message?: string } | null;
  return (
    e?.name === "ConditionalCheckFailedException" ||
    e?.cause?.name === "ConditionalCheckFailedException" ||
    /conditional request failed/i.test(e?.message ?? "")
  );
}

/** Seconds a client is asked to wait before trying again after a dependency failed (503). */
export const UNAVAILABLE_RETRY_AFTER = 5;

/** Node's network failures: the dependency refused, dropped or never answered the connection. */
const NETWORK_CODES = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ECONNABORTED|UND_ERR_\w+)$/;
/** SDK errors that mean "not now" rather than "not this request": timeouts, server faults, throttling after the SDK's retries. */
const UNAVAILABLE_NAMES =
  /^(TimeoutError|RequestTimeout|RequestTimeoutException|ServiceUnavailable|ServiceUnavailableException|InternalFailure|InternalServerError|InternalServerException|InternalError|Throttling|ThrottlingException|ThrottledException|ProvisionedThroughputExceededException|RequestLimitExceeded|TooManyRequestsException|SlowDown)$/;

interface Failure {
  name?: string;
  code?: string;
  $fault?: string;
  $metadata?: { httpStatusCode?: number };
  cause?: unknown;
  errors?: unknown[];
}

function isUnavailable(e: Failure, depth = 0): boolean {
  if (!e || typeof e !== "object" || depth > 4) return false;
  if ((e.code && NETWORK_CODES.test(e.code)) || (e.name && UNAVAILABLE_NAMES.test(e.name))) return true;
  // A server fault of an AWS service (5xx) other than the ones named above.
  if (e.$fault === "server" && (e.$metadata?.httpStatusCode ?? 500) >= 500) return true;
  // Wrapped (ElectroDB, the idempotency library) or several at once (Node's connection attempts).
  return isUnavailable(e.cause as Failure, depth + 1) || (Array.isArray(e.errors) && e.errors.some((x) => isUnavailable(x as Failure, depth + 1)));
}

/** The name the failed client put on the error (functions/lib/sdk-options.ts), through wrappers. */
function serviceOf(e: unknown, depth = 0): string | undefined {
  if (!e || typeof e !== "object" || depth > 4) return undefined;
  const named = (e as Record<string, unknown>)[SERVICE_OF_ERROR];
  return typeof named === "string" ? named : serviceOf((e as Failure).cause, depth + 1);
}

/**
 * An AWS dependency that is down, stalled or throttling (after the SDK's own retries) as a 503 naming it,
 * with Retry-After; null for anything else. The request did not complete: a retry with the same
 * Idempotency-Key runs it again, or answers the first result if it completed after all.
 */
export function unavailable(err: unknown): HttpError | null {
  if (!isUnavailable(err as Failure)) return null;
  return new HttpError(503, `${serviceOf(err) ?? "A service the request needs"} is unavailable; try again in a moment`, undefined, {
    "retry-after": String(UNAVAILABLE_RETRY_AFTER),
  });
}
