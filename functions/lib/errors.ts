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
export function validationFailed(err: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }, root: string) {
  return new HttpError(400, "Validation failed", err.issues.map((i) => ({ path: [root, ...i.path.map(String)].join("."), message: i.message })));
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

/** DynamoDB's failed condition (stale version, duplicate key) seen through the SDK or ElectroDB. */
export function isConditionFailure(err: unknown): boolean {
  const e = err as { name?: string; cause?: { name?: string }; message?: string } | null;
  return (
    e?.name === "ConditionalCheckFailedException" ||
    e?.cause?.name === "ConditionalCheckFailedException" ||
    /conditional request failed/i.test(e?.message ?? "")
  );
}
