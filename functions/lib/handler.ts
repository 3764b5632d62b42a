import middy from "@middy/core";
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";
import type { $ZodType as ZodType, output } from "zod/v4/core";
import { isIdempotent, type RouteDef } from "../../shared/api/contract";
import type { RouteResponses } from "../../shared/api/responses";
import { PATH_ID_PATTERN } from "../../shared/schemas/limits";
import { textIssues } from "../../shared/schemas/text";
import * as z from "../../shared/schemas/zod";
import { requireAdmin, requireAuth, type AuthContext } from "./auth";
import { clientIp } from "./client-ip";
import { crashPoint } from "./crash-point";
import { badRequest, HttpError, inputRejected, isConditionFailure, unavailable, validationFailed } from "./errors";
import { idempotencyKeyOf, idempotently } from "./idempotency";
import { requestLog } from "./logger";
import { withRequestIdentity } from "./request-identity";
import { loadSecrets, requireOrigin } from "./secrets";

type Out<S> = S extends ZodType ? output<S> : undefined;

export interface Req<D extends RouteDef> {
  body: Out<D extends { body: infer S } ? S : undefined>;
  query: Out<D extends { query: infer S } ? S : undefined>;
  params: Record<string, string>;
  auth: D["access"] extends "public" ? AuthContext | null : AuthContext;
  event: APIGatewayProxyEventV2;
}

/**
 * A handler returns plain data (sent as 200 JSON) or a Reply for other statuses and headers. A Reply whose
 * body is a string and whose headers name a content-type is sent as that text unchanged (CSV downloads); one
 * whose body is bytes (Uint8Array) is sent base64-encoded with isBase64Encoded (PDFs). `cookies` are
 * Set-Cookie values (payload 2.0's `cookies`, one header each).
 */
export class Reply {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
    readonly cookies: string[] = [],
  ) {}
}

const DEFAULT_MAX_BODY = 256 * 1024;
const json = (statusCode: number, body: unknown, headers: Record<string, string> = {}): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: { "content-type": "application/json", "cache-control": "no-store", ...headers },
  body: body === undefined ? "" : JSON.stringify(body),
});

function parseBody(event: APIGatewayProxyEventV2, def: RouteDef): unknown {
  const raw = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, "base64").toString("utf8") : event.body) : "";
  if (Buffer.byteLength(raw) > (def.maxBodyBytes ?? DEFAULT_MAX_BODY)) throw new HttpError(413, "Request body is too large");
  if (!def.body) return undefined;
  if (!raw) return {};
  const type = event.headers?.["content-type"] ?? event.headers?.["Content-Type"] ?? "";
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, "Content-Type must be application/json");
  try {
    return JSON.parse(raw);
  } catch {
    throw new HttpError(400, "Request body is not valid JSON");
  }
}

/**
 * Every string of the request (body values and keys, query values) is acceptable text before any schema
 * sees it: free-form values (config, import rows, records) get the same rule as schema fields.
 */
function refuseBadText(body: unknown, query: unknown) {
  const issues = [...textIssues(body, "body"), ...textIssues(query, "query")];
  if (issues.length) throw badRequest("Validation failed", issues);
}

function validate(schema: ZodType | undefined, value: unknown, root: "body" | "query") {
  if (!schema) return undefined;
  const r = z.safeParse(schema, value ?? {});
  if (!r.success) throw validationFailed(r.error, root);
  return r.data;
}

/**
 * Path ids ({id}) are ours: short, of a fixed alphabet. Anything else is refused here, before it can reach a
 * DynamoDB key (2 KB partition key limit: a 2,100-byte id would be a 500 there).
 */
function pathParams(event: APIGatewayProxyEventV2): Record<string, string> {
  const params = (event.pathParameters ?? {}) as Record<string, string>;
  const issues = Object.entries(params)
    .filter(([, v]) => typeof v !== "string" || !PATH_ID_PATTERN.test(v))
    .map(([k]) => ({ path: `path.${k}`, message: "Invalid id" }));
  if (issues.length) throw badRequest("Validation failed", issues);
  return params;
}

function toResponse(err: unknown): APIGatewayProxyStructuredResultV2 {
  if (err instanceof HttpError) return json(err.statusCode, { message: err.message, ...(err.issues ? { issues: err.issues } : {}) }, err.headers);
  if (isConditionFailure(err)) return json(409, { message: "The record was changed by someone else; reload and try again" });
  const refused = inputRejected(err);
  if (refused) {
    console.warn("input refused by the database", err);
    return json(400, { message: refused.message });
  }
  const down = unavailable(err);
  if (down) {
    console.error("a dependency is unavailable", err);
    return json(down.statusCode, { message: down.message }, down.headers);
  }
  console.error(err);
  return json(500, { message: "Internal server error" });
}

/** What the stack needs of the domains, given to it rather than imported (lib imports no domain and no table code). */
export interface StackDeps {
  /** The caller of a request from its verified token and the server's own record, or null (anonymous, or refused). */
  callerOf: (event: APIGatewayProxyEventV2) => Promise<AuthContext | null>;
}

/**
 * The one middy stack: body parsing, auth and access, zod validation, Idempotency-Key handling on the routes
 * `isIdempotent` names (after the checks, so a refused request leaves no record), error mapping. `routeStack`
 * binds it to how a caller is found; handlers use the bound `route` of functions/domains/route.ts. A handler
 * names its route group and id (not the whole table) so its bundle carries only that group's schemas.
 * Building the stack has no side effect: a domain's handler map marks each call `/* @__PURE__ *\/`, so the
 * exports a Lambda's entry does not import are left out of its bundle.
 */
export const routeStack =
  ({ callerOf }: StackDeps) =>
  <G extends Record<string, RouteDef>, Id extends keyof G & string>(
    group: G,
    id: Id,
    fn: (req: Req<G[Id]>) => Promise<(Id extends keyof RouteResponses ? RouteResponses[Id] : unknown) | Reply>,
  ) => {
    const def: RouteDef = group[id];
    const idempotent = isIdempotent(def);
    return (
      middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
        // First, so its `after` sees the final answer, including one mapped from an error.
        .use(requestLog(id))
        .use({
          onError: (request) => {
            request.response = toResponse(request.error);
          },
        })
        .handler(async (event, context) => {
          await loadSecrets();
          requireOrigin(event.headers);
          const auth = await callerOf(event);
          if (def.access === "user") requireAuth(auth);
          if (def.access === "admin") requireAdmin(auth);
          const rawBody = parseBody(event, def);
          refuseBadText(rawBody, event.queryStringParameters);
          const body = validate(def.body, rawBody, "body");
          const query = validate(def.query, event.queryStringParameters, "query");
          const params = pathParams(event);
          const work = async () => {
            const result = await fn({ body, query, params, auth, event } as Req<G[Id]>);
            // Done, not yet answered (nor its idempotency record completed): where an answer may be lost.
            crashPoint(`${id}.beforeAnswer`);
            if (!(result instanceof Reply)) return json(200, result ?? null);
            return result.cookies.length ? { ...answerOf(result), cookies: result.cookies } : answerOf(result);
          };
          const key = idempotent ? idempotencyKeyOf(event.headers) : null;
          // The caller is part of the record's key: one user's key never answers another's request. The domain
          // code sees the same caller and key, so the ids it creates derive from them (functions/lib/ids.ts).
          const caller = auth ? `user:${auth.userId}` : `ip:${clientIp(event)}`;
          return withRequestIdentity({ routeId: id, caller, userId: auth?.userId ?? null, key }, () =>
            key
              ? idempotently(
                  { routeId: id, caller, key, request: { body: rawBody ?? null, query: event.queryStringParameters ?? null, params }, context },
                  work,
                )
              : work(),
          );
        })
    );
  };

function answerOf(result: Reply): APIGatewayProxyStructuredResultV2 {
  // Binary answers (the contract PDF) go base64-encoded, as API Gateway and the local adapter expect them.
  if (result.body instanceof Uint8Array)
    return {
      statusCode: result.statusCode,
      headers: { "cache-control": "no-store", ...result.headers },
      body: Buffer.from(result.body).toString("base64"),
      isBase64Encoded: true,
    };
  if (typeof result.body === "string" && result.headers["content-type"])
    return { statusCode: result.statusCode, headers: { "cache-control": "no-store", ...result.headers }, body: result.body };
  return json(result.statusCode, result.body, result.headers);
}
