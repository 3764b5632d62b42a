import { DynamoDBServiceException } from "@aws-sdk/client-dynamodb";
import { marshall } from "@aws-sdk/util-dynamodb";
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from "aws-lambda";
import { ElectroError } from "electrodb";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defineRoutes } from "../../shared/api/contract";
import { routeStack } from "./handler";

// Anonymous callers only: these tests are about the answers, not identity.
const route = routeStack({ callerOf: async () => null });

const routes = defineRoutes({ "t.get": { method: "GET", path: "/t/{id}", access: "public", needs: {} } });
const call = async (fn: () => Promise<unknown>, id = "abc") => {
  const h = route(routes, "t.get", fn);
  const event = { headers: {}, pathParameters: { id }, requestContext: {} } as unknown as APIGatewayProxyEventV2;
  const res = (await h(event, {} as Context)) as APIGatewayProxyStructuredResultV2;
  return { status: res.statusCode, body: JSON.parse(String(res.body)) };
};
const validation = (message: string) => new DynamoDBServiceException({ name: "ValidationException", $fault: "client", $metadata: {}, message });

describe("the middy stack maps database input errors to 400", () => {
  afterEach(() => vi.restoreAllMocks());
  it.each([
    ["One or more parameter values were invalid: Size of hashkey has exceeded the maximum size limit of 2048 bytes", "An id or key in the request is too long"],
    ["Item size has exceeded the maximum allowed size", "The record would be too large to store"],
    ["Invalid FilterExpression: The expression has too many operators; the maximum is 300", "Too many filter values; narrow the filter"],
    ["Supplied AttributeValue has more than 32 levels of nesting", "A value is nested too deeply or has an empty key"],
    ["Something else entirely", "The request holds a value that cannot be stored"],
  ])("ValidationException %s", async (message, answer) => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const direct = await call(async () => Promise.reject(validation(message)));
    expect(direct).toEqual({ status: 400, body: { message: answer } });
    // as ElectroDB wraps it
    const wrapped = await call(async () =>
      Promise.reject(
        new (ElectroError as unknown as new (code: unknown, message: string, cause: Error) => Error)(
          null,
          `Error thrown by DynamoDB client: "${message}"`,
          validation(message),
        ),
      ),
    );
    expect(wrapped.status).toBe(400);
  });

  it("lib-dynamodb's refusal of an inexact number is a 400", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const r = await call(async () => marshall({ n: 1e308 }));
    expect(r).toEqual({ status: 400, body: { message: "A number in the request cannot be stored exactly" } });
  });

  it("other errors stay 500 without details", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await call(async () => Promise.reject(new Error("boom")))).toEqual({ status: 500, body: { message: "Internal server error" } });
  });

  it.each(["x".repeat(2100), "€".repeat(700), "a b", "a/b", ""])("path id %j is a 400 before the handler runs", async (id) => {
    const fn = vi.fn(async () => ({}));
    const r = await call(fn, id);
    expect(r.status).toBe(400);
    expect(r.body.issues).toEqual([{ path: "path.id", message: "Invalid id" }]);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe("binary answers", () => {
  it("a Reply with bytes is sent base64-encoded with its headers (the contract PDF)", async () => {
    const { Reply } = await import("./handler");
    const bytes = new TextEncoder().encode("%PDF-1.7 binary \u00ff");
    const h = route(routes, "t.get", async () => new Reply(200, bytes, { "content-type": "application/pdf" }));
    const event = { headers: {}, pathParameters: { id: "abc" }, requestContext: {} } as unknown as APIGatewayProxyEventV2;
    const res = (await h(event, {} as Context)) as APIGatewayProxyStructuredResultV2;
    expect(res.isBase64Encoded).toBe(true);
    expect(res.headers).toMatchObject({ "content-type": "application/pdf", "cache-control": "no-store" });
    expect(Buffer.from(String(res.body), "base64")).toEqual(Buffer.from(bytes));
  });
});

describe("the origin check (requests only through CloudFront)", () => {
  afterEach(() => {
    delete process.env.ORIGIN_SECRET;
  });
  const withHeaders = async (headers: Record<string, string>) => {
    const fn = vi.fn(async () => ({ ok: true }));
    const h = route(routes, "t.get", fn);
    const event = { headers, pathParameters: { id: "abc" }, requestContext: {} } as unknown as APIGatewayProxyEventV2;
    const res = (await h(event, {} as Context)) as APIGatewayProxyStructuredResultV2;
    return { status: res.statusCode, ran: fn.mock.calls.length };
  };

  it("refuses a request without the origin header, or with a wrong one, before the handler runs", async () => {
    process.env.ORIGIN_SECRET = "s3cret-from-cloudfront";
    expect(await withHeaders({})).toEqual({ status: 403, ran: 0 });
    expect(await withHeaders({ "x-origin-verify": "guess", "cloudfront-viewer-address": "1.2.3.4:5" })).toEqual({ status: 403, ran: 0 });
    expect(await withHeaders({ "x-origin-verify": "s3cret-from-cloudfront" })).toEqual({ status: 200, ran: 1 });
  });

  it("is off where no origin secret is configured (the local stack)", async () => {
    expect(await withHeaders({})).toEqual({ status: 200, ran: 1 });
  });
});
