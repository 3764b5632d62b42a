import type { APIGatewayProxyEventV2, Context } from "aws-lambda";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defineRoutes } from "../../shared/api/contract";
import { routeStack } from "./handler";
import { logger } from "./logger";

// The caller's record lives in the table; this test is about the log line, not identity.
const route = routeStack({ callerOf: async () => ({ userId: "user-42", email: "u@example.com", companyId: null, isSuperAdmin: false }) });

const group = defineRoutes({ "demo.get": { method: "GET", path: "/demo", access: "user", needs: {} } });
const TOKEN = "eyJhbGciOiJSUzI1NiJ9.secret-token.sig";
const event = {
  headers: { authorization: `Bearer ${TOKEN}` },
  requestContext: { requestId: "req-123", authorizer: { jwt: { claims: { sub: "user-42" } } } },
} as unknown as APIGatewayProxyEventV2;
const context = { functionName: "demo", awsRequestId: "aws-1", getRemainingTimeInMillis: () => 1000 } as unknown as Context;

describe("request log", () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes one JSON line with request id, route id and user id, never the token", async () => {
    // The integration projects' stacks set LOG_LEVEL=WARN in this process's environment when run together.
    logger.setLogLevel("INFO");
    const lines: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((c) => (lines.push(String(c)), true));
    vi.spyOn(console, "info").mockImplementation((...a) => void lines.push(a.join(" ")));
    vi.spyOn(console, "log").mockImplementation((...a) => void lines.push(a.join(" ")));
    const h = route(group, "demo.get", async () => ({ ok: true }));
    const res = await h(event, context);
    expect(res.statusCode).toBe(200);
    const entries = lines
      .flatMap((l) => l.split("\n"))
      .filter((l) => l.includes('"request"'))
      .map((l) => JSON.parse(l));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ level: "INFO", message: "request", routeId: "demo.get", requestId: "req-123", userId: "user-42", status: 200 });
    expect(lines.join("")).not.toContain(TOKEN);
  });
});
