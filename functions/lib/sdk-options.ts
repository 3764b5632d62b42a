import { sdkLogger } from "./sdk-logger";

/**
 * What every route's SDK client is built with: a time limit on connecting and on each attempt, and a bounded
 * number of attempts, so a stalled dependency fails the request well inside the Lambda's 29 s and API
 * Gateway's 30 s (a 503 the client retries with its Idempotency-Key) instead of a 504 that leaves the work
 * running or half done. `throwOnRequestTimeout`: without it the SDK only warns when an attempt overruns.
 * Worst case of one call: attempts × (connect + request) plus the SDK's backoff, under 20 s for every entry.
 */
export const SDK_LIMITS = {
  /** Single-item writes and one-page queries answer in milliseconds; 5 s is a stall. */
  dynamodb: { connectionTimeout: 1_000, requestTimeout: 5_000, maxAttempts: 3 },
  /** Objects are small (images, PDFs up to a few MB) and moved within the region. */
  s3: { connectionTimeout: 1_000, requestTimeout: 8_000, maxAttempts: 2 },
  /** One attempt and a retry: a send that timed out may still have gone out, so it is not tried a third time. */
  ses: { connectionTimeout: 1_000, requestTimeout: 8_000, maxAttempts: 2 },
  cognito: { connectionTimeout: 1_000, requestTimeout: 5_000, maxAttempts: 3 },
  sfn: { connectionTimeout: 1_000, requestTimeout: 5_000, maxAttempts: 3 },
  /** A post to one WebSocket connection: a live event that misses its moment is worth little, so one retry. */
  live: { connectionTimeout: 1_000, requestTimeout: 2_000, maxAttempts: 2 },
} as const;

/** What the API names a dependency in its 503 ("<name> is unavailable; try again in a moment"). */
export const SERVICE_NAMES: Record<keyof typeof SDK_LIMITS, string> = {
  dynamodb: "The database",
  s3: "File storage",
  ses: "E-mail sending",
  cognito: "The sign-in service",
  sfn: "The workflow service",
  live: "The live channel",
};

/** The error property the handler stack reads the failed dependency's name from (functions/lib/errors.ts). */
export const SERVICE_OF_ERROR = "$recyclateService";

/**
 * A local emulator's attempt limit: emulators on a busy machine (DynamoDB Local's cold JVM, several test stacks
 * side by side) take seconds for a request now and then, and no API Gateway stands in front of them.
 */
export const EMULATOR_REQUEST_TIMEOUT = 30_000;
/**
 * DynamoDB emulators' attempts: DynamoDB Local resets a connection now and then when many stacks share the
 * machine. Table writes are conditional or idempotent, so a repeat is safe; sends keep their two attempts.
 */
export const EMULATOR_DYNAMODB_ATTEMPTS = 5;

/** Client options for `service` (`endpoint`: a local emulator's, when set): time limits, attempts and the quiet logger. */
export function sdkOptions(service: keyof typeof SDK_LIMITS, endpoint?: string) {
  const { connectionTimeout, requestTimeout, maxAttempts } = SDK_LIMITS[service];
  const limit = endpoint ? Math.max(requestTimeout, EMULATOR_REQUEST_TIMEOUT) : requestTimeout;
  return {
    maxAttempts: endpoint && service === "dynamodb" ? EMULATOR_DYNAMODB_ATTEMPTS : maxAttempts,
    logger: sdkLogger,
    requestHandler: { connectionTimeout: endpoint ? limit : connectionTimeout, requestTimeout: limit, throwOnRequestTimeout: true },
  };
}

interface StackOwner {
  middlewareStack: { add(mw: (next: (a: unknown) => Promise<unknown>) => (a: unknown) => Promise<unknown>, o: { step: "initialize"; name: string }): void };
}

/**
 * Marks every error a client finally throws (after its own retries) with the service's name, so the handler
 * stack can answer "E-mail sending is unavailable" rather than a generic 500. Outermost step: it sees what
 * the caller sees.
 */
export function nameFailures<C>(client: C, service: keyof typeof SDK_LIMITS): C {
  (client as unknown as StackOwner).middlewareStack.add(
    (next) => async (args) => {
      try {
        return await next(args);
      } catch (e) {
        if (e && typeof e === "object" && !(SERVICE_OF_ERROR in e)) Object.defineProperty(e, SERVICE_OF_ERROR, { value: SERVICE_NAMES[service] });
        throw e;
      }
    },
    { step: "initialize", name: "nameFailures" },
  );
  return client;
}
