import { describe, expect, it } from "vitest";
import { HttpError, unavailable } from "./errors";
import { nameFailures, SDK_LIMITS, sdkOptions, SERVICE_OF_ERROR } from "./sdk-options";

const named = (e: object, service: string) => Object.defineProperty(e, SERVICE_OF_ERROR, { value: service });

describe("unavailable(): a dependency that is down, stalled or throttling is a 503 naming it", () => {
  it.each([
    ["a refused connection", { code: "ECONNREFUSED" }],
    ["a dropped connection", { code: "ECONNRESET", name: "TimeoutError" }],
    ["the SDK's request time limit", { name: "TimeoutError", message: "Request timed out" }],
    ["S3's 503", { name: "ServiceUnavailable", $fault: "server", $metadata: { httpStatusCode: 503 } }],
    ["S3's 500", { name: "InternalError", $fault: "server", $metadata: { httpStatusCode: 500 } }],
    ["DynamoDB's InternalServerError", { name: "InternalServerError", $fault: "server" }],
    ["throttling after the SDK's retries", { name: "ThrottlingException", $fault: "client", $metadata: { httpStatusCode: 400 } }],
    ["DynamoDB's throughput exceeded", { name: "ProvisionedThroughputExceededException", $fault: "client" }],
    ["an unknown server fault", { name: "SomethingNew", $fault: "server", $metadata: { httpStatusCode: 502 } }],
    ["ElectroDB's wrapper around a network error", { name: "ElectroError", cause: { code: "ETIMEDOUT" } }],
    ["Node's several connection attempts", { name: "AggregateError", errors: [{ code: "ECONNREFUSED" }, { code: "ECONNREFUSED" }] }],
  ])("%s", (_, err) => {
    const e = unavailable(named({ ...err }, "File storage"));
    expect(e).toBeInstanceOf(HttpError);
    expect(e!.statusCode).toBe(503);
    expect(e!.message).toBe("File storage is unavailable; try again in a moment");
    expect(Number(e!.headers!["retry-after"])).toBeGreaterThan(0);
  });

  it.each([
    ["a failed condition", { name: "ConditionalCheckFailedException", $fault: "client", $metadata: { httpStatusCode: 400 } }],
    ["refused input", { name: "ValidationException", $fault: "client" }],
    ["a missing object", { name: "NoSuchKey", $fault: "client", $metadata: { httpStatusCode: 404 } }],
    ["a refused e-mail", { name: "MessageRejected", $fault: "client" }],
    ["our own error", new HttpError(404, "Lead not found")],
    ["a bug", new TypeError("x is undefined")],
  ])("not %s", (_, err) => expect(unavailable(err)).toBeNull());

  it("names a service it cannot tell generically", () => {
    expect(unavailable({ code: "ECONNRESET" })!.message).toBe("A service the request needs is unavailable; try again in a moment");
  });

  it("names the service its client put on the error, through wrappers", async () => {
    const stack: ((next: (a: unknown) => Promise<unknown>) => (a: unknown) => Promise<unknown>)[] = [];
    const client = nameFailures({ middlewareStack: { add: (mw: (typeof stack)[number]) => stack.push(mw) } }, "ses");
    expect(client).toBeDefined();
    const failing = stack[0](async () => {
      throw Object.assign(new Error("socket hang up"), { code: "ECONNRESET" });
    });
    const thrown = await failing({}).catch((e: unknown) => e);
    expect(unavailable({ name: "Wrapped", cause: thrown })!.message).toBe("E-mail sending is unavailable; try again in a moment");
  });
});

describe("SDK clients give up before API Gateway does", () => {
  it.each(Object.keys(SDK_LIMITS) as (keyof typeof SDK_LIMITS)[])(
    "%s: attempts × (connect + request) with backoff stays under 25 s, and a timeout throws",
    (service) => {
      const o = sdkOptions(service);
      expect(o.requestHandler.throwOnRequestTimeout).toBe(true);
      // The SDK's standard backoff is at most 20 s per retry, in practice well under a second for these few retries.
      const worst = o.maxAttempts * (o.requestHandler.connectionTimeout + o.requestHandler.requestTimeout) + (o.maxAttempts - 1) * 1_000;
      expect(worst).toBeLessThan(25_000);
    },
  );
});

describe("SDK clients of the local emulators", () => {
  it("allow a slow emulator 30 s an attempt (no API Gateway in front of it), and keep the limits in AWS", () => {
    expect(sdkOptions("dynamodb", "http://127.0.0.1:4567").requestHandler.requestTimeout).toBe(30_000);
    expect(sdkOptions("dynamodb").requestHandler.requestTimeout).toBe(SDK_LIMITS.dynamodb.requestTimeout);
    // More attempts on a local DynamoDB only: a send is still tried twice at most.
    expect(sdkOptions("dynamodb", "http://127.0.0.1:4567").maxAttempts).toBe(5);
    expect(sdkOptions("ses", "http://127.0.0.1:4567").maxAttempts).toBe(SDK_LIMITS.ses.maxAttempts);
    expect(sdkOptions("dynamodb").maxAttempts).toBe(SDK_LIMITS.dynamodb.maxAttempts);
  });
});
