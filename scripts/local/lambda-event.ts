import type { APIGatewayProxyEventV2, Context } from "aws-lambda";
import { randomUUID } from "node:crypto";

export interface ApiEventParts {
  method: string;
  /** The route's path template ("/materials/{id}"), for routeKey. */
  routePath: string;
  /** The path the viewer asked for. */
  rawPath: string;
  rawQueryString?: string;
  headers?: Record<string, string>;
  cookies?: string[];
  queryStringParameters?: Record<string, string>;
  pathParameters?: Record<string, string>;
  body?: string;
  isBase64Encoded?: boolean;
  sourceIp?: string;
  /** The verified token's claims, as API Gateway's JWT authorizer passes them. */
  claims?: Record<string, unknown>;
  requestId?: string;
}

/**
 * The event API Gateway's HTTP API (payload 2.0) hands a route's Lambda: built whole, so the local adapter,
 * in-process test calls and benchmarks all give handlers the shape they get in AWS.
 */
export function apiEvent(p: ApiEventParts): APIGatewayProxyEventV2 {
  const headers = p.headers ?? {};
  const routeKey = `${p.method} ${p.routePath}`;
  const now = Date.now();
  // What the handlers read of the authorizer (functions/lib/auth.ts): the claims, beside the fields every request has.
  const requestContext: APIGatewayProxyEventV2["requestContext"] & { authorizer?: { jwt: { claims: Record<string, unknown>; scopes: string[] } } } = {
    accountId: "local",
    apiId: "local",
    domainName: headers.host ?? "localhost",
    domainPrefix: "local",
    http: { method: p.method, path: p.rawPath, protocol: "HTTP/1.1", sourceIp: p.sourceIp ?? "127.0.0.1", userAgent: headers["user-agent"] ?? "" },
    requestId: p.requestId ?? randomUUID(),
    routeKey,
    stage: "$default",
    time: new Date(now).toISOString(),
    timeEpoch: now,
    ...(p.claims ? { authorizer: { jwt: { claims: p.claims, scopes: [] } } } : {}),
  };
  return {
    version: "2.0",
    routeKey,
    rawPath: p.rawPath,
    rawQueryString: p.rawQueryString ?? "",
    ...(p.cookies ? { cookies: p.cookies } : {}),
    headers,
    queryStringParameters: p.queryStringParameters,
    pathParameters: p.pathParameters,
    requestContext,
    body: p.body,
    isBase64Encoded: p.isBase64Encoded ?? false,
  };
}

/** The Lambda context a handler is called with: its request id, its name and the time it has left (API Gateway's 30 s). */
export function lambdaContext(requestId: string, functionName: string, remainingMs = 30_000): Context {
  const unused = () => undefined;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: "$LATEST",
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: "1024",
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: "local",
    getRemainingTimeInMillis: () => remainingMs,
    done: unused,
    fail: unused,
    succeed: unused,
  };
}
