import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from "aws-lambda";
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";
import { API_PREFIX } from "../../shared/api/contract";
import { routeTable, type RouteEntry } from "../../functions/routes";
import { ROOT } from "./config";
import { apiEvent, lambdaContext } from "./lambda-event";

type Handler = (e: APIGatewayProxyEventV2, c: Context) => Promise<APIGatewayProxyStructuredResultV2>;

interface Compiled {
  route: RouteEntry;
  re: RegExp;
  names: string[];
  staticScore: number;
}

/** Static segments win over parameters, as in API Gateway. */
function compile(route: RouteEntry): Compiled {
  const names: string[] = [];
  const parts = route.path.split("/").map((seg) => {
    const m = /^\{(\w+)\}$/.exec(seg);
    if (!m) return seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    names.push(m[1]);
    return "([^/]+)";
  });
  return { route, re: new RegExp(`^${parts.join("/")}$`), names, staticScore: route.path.split("/").filter((s) => !s.startsWith("{")).length };
}

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | "too-large"> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    size += (c as Buffer).length;
    if (size > limit) return "too-large";
    chunks.push(c as Buffer);
  }
  return Buffer.concat(chunks);
}

/** A path segment decoded as API Gateway does, or null for a broken escape ("%E0%A4%A", "%"). */
function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** CloudFront's viewer-address header ("1.2.3.4:5678", "[::1]:5678") built from the connection itself. */
function viewerAddress(req: IncomingMessage): string {
  const ip = (req.socket.remoteAddress ?? "").replace(/^::ffff:/, "");
  return `${ip.includes(":") ? `[${ip}]` : ip}:${req.socket.remotePort ?? 0}`;
}

/**
 * A small stand-in for API Gateway's HTTP API with its JWT authorizer: matches the route table, verifies
 * the bearer token against cognito-local's JWKS, and calls the same handler code as the Lambda would.
 */
export function createApiAdapter(opts: { cognitoUrl: string; userPoolId: string; clientId: string }) {
  const compiled = routeTable.map(compile).sort((a, b) => b.staticScore - a.staticScore);
  const loaded = new Map<string, Promise<Handler>>();
  const issuer = `${opts.cognitoUrl}/${opts.userPoolId}`;
  const jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));

  const load = (r: RouteEntry) => {
    if (!loaded.has(r.id))
      loaded.set(
        r.id,
        import(pathToFileURL(path.join(ROOT, r.handler)).href).then((m) => m[r.handlerExport] as Handler),
      );
    return loaded.get(r.id)!;
  };

  async function claimsOf(auth: string | undefined): Promise<JWTPayload | null> {
    const token = /^Bearer (.+)$/i.exec(auth ?? "")?.[1];
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer, audience: opts.clientId });
      return payload.token_use === "id" ? payload : null;
    } catch {
      return null;
    }
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? "/", "http://local");
    if (!url.pathname.startsWith(API_PREFIX + "/")) return false;
    const apiPath = url.pathname.slice(API_PREFIX.length);
    const send = (r: APIGatewayProxyStructuredResultV2) => {
      // Payload 2.0's `cookies` become one Set-Cookie header each, as API Gateway sends them.
      res.writeHead(r.statusCode ?? 200, { ...(r.headers as Record<string, string>), ...(r.cookies?.length ? { "set-cookie": r.cookies } : {}) });
      res.end(r.body && r.isBase64Encoded ? Buffer.from(r.body, "base64") : (r.body ?? ""));
    };
    const match = compiled.find((c) => c.route.method === req.method && c.re.test(apiPath));
    if (!match) {
      send({ statusCode: 404, headers: { "content-type": "application/json" }, body: JSON.stringify({ message: "Not Found" }) });
      return true;
    }
    const claims = match.route.access === "public" ? null : await claimsOf(req.headers.authorization);
    if (match.route.access !== "public" && !claims) {
      send({ statusCode: 401, headers: { "content-type": "application/json" }, body: JSON.stringify({ message: "Unauthorized" }) });
      return true;
    }
    // API Gateway's payload limit is 10 MB; routes enforce their own, smaller limits.
    const body = await readBody(req, 10 * 1024 * 1024);
    if (body === "too-large") {
      send({ statusCode: 413, headers: { "content-type": "application/json" }, body: JSON.stringify({ message: "Request body is too large" }) });
      return true;
    }
    const values = match.re.exec(apiPath)!.slice(1).map(decodeSegment);
    const broken = match.names.filter((_, i) => values[i] === null);
    if (broken.length) {
      send({
        statusCode: 400,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ message: "Validation failed", issues: broken.map((n) => ({ path: `path.${n}`, message: "Invalid id" })) }),
      });
      return true;
    }
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v.join(",") : (v ?? "")]));
    // The viewer's address is the socket's, as CloudFront writes it over whatever the client sent.
    headers["cloudfront-viewer-address"] = viewerAddress(req);
    // API Gateway's payload 2.0 moves the Cookie header into `cookies`, one "name=value" each.
    const cookies = headers.cookie
      ? headers.cookie
          .split(";")
          .map((c) => c.trim())
          .filter(Boolean)
      : undefined;
    delete headers.cookie;
    const requestId = randomUUID();
    const isText = /json|text|x-www-form-urlencoded/.test(headers["content-type"] ?? "") || body.length === 0;
    const event = apiEvent({
      method: req.method!,
      routePath: match.route.path,
      rawPath: url.pathname,
      rawQueryString: url.search.slice(1),
      cookies,
      headers,
      queryStringParameters: url.search ? Object.fromEntries(url.searchParams) : undefined,
      pathParameters: values.length ? Object.fromEntries(match.names.map((n, i) => [n, values[i] as string])) : undefined,
      sourceIp: req.socket.remoteAddress ?? "",
      claims: claims ?? undefined,
      requestId,
      body: body.length ? (isText ? body.toString("utf8") : body.toString("base64")) : undefined,
      isBase64Encoded: body.length > 0 && !isText,
    });
    const handler = await load(match.route);
    send(await handler(event, lambdaContext(requestId, match.route.id)));
    return true;
  };
}
