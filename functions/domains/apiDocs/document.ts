import { toJSONSchema } from "../../../shared/schemas/zod";
import type { $ZodType as ZodType } from "zod/v4/core";
import { API_PREFIX, IDEMPOTENCY_HEADER, isIdempotent, type RouteDef } from "../../../shared/api/contract";
import { routes } from "../../../shared/api/routes";
import type { OpenApiDocument, OpenApiOperation } from "../../../shared/schemas/openapi";

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), as a request must be written. */
const jsonSchema = (schema: ZodType) => {
  const { $schema: _dialect, ...rest } = toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
  return rest;
};

const ERROR = { $ref: "#/components/responses/Error" };

/** The error answers a route can give: bad input always; sign-in and role for non-public routes. */
function errorsOf(def: RouteDef): Record<string, unknown> {
  const out: Record<string, unknown> = { "400": ERROR, "404": ERROR, "429": ERROR, "500": ERROR };
  if (def.access !== "public") Object.assign(out, { "401": ERROR, "403": ERROR });
  if (def.method !== "GET") out["409"] = ERROR;
  if (def.body) out["413"] = ERROR;
  return out;
}

function operationOf(id: string, def: RouteDef): OpenApiOperation {
  const pathParams = [...def.path.matchAll(/\{([^}]+)\}/g)].map((m) => ({ name: m[1], in: "path" as const, required: true, schema: { type: "string" } }));
  const query = def.query ? jsonSchema(def.query) : null;
  const required = new Set((query?.required as string[] | undefined) ?? []);
  const queryParams = Object.entries((query?.properties as Record<string, unknown> | undefined) ?? {}).map(([name, schema]) => ({
    name,
    in: "query" as const,
    required: required.has(name),
    schema,
  }));
  const idempotency = isIdempotent(def)
    ? [{ name: IDEMPOTENCY_HEADER, in: "header" as const, required: false, schema: { type: "string", format: "uuid" } }]
    : [];
  return {
    operationId: id,
    tags: [id.slice(0, id.indexOf("."))],
    summary: id,
    security: def.access === "public" ? [] : [{ bearerAuth: [] }],
    ...(pathParams.length || queryParams.length || idempotency.length ? { parameters: [...pathParams, ...queryParams, ...idempotency] } : {}),
    ...(def.body ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(def.body) } } } } : {}),
    responses: {
      // Answers are typed for the SPA in shared/api (TypeScript only), so the document states their media type, not their shape.
      "2XX": { description: "The answer", content: { "application/json": { schema: {} } } },
      ...errorsOf(def),
    },
    "x-access": def.access,
  };
}

/**
 * The OpenAPI 3.1 document of every route in the route table: each path under the API prefix with its method,
 * path and query parameters, request body (the route's own zod schema as JSON Schema), the Idempotency-Key
 * header where the route honours it, who may call it (`security` and `x-access`), and the error answers with
 * their body. Built once per process from the same entries CDK and the local server read.
 */
export function buildOpenApiDocument(table: Record<string, RouteDef> = routes): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  for (const [id, def] of Object.entries(table)) {
    const path = `${API_PREFIX}${def.path}`;
    paths[path] = { ...paths[path], [def.method.toLowerCase()]: operationOf(id, def) };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Recyclate marketplace and back-office API",
      version: "1",
      description: "Every route of the marketplace and the sales back-office. Signed-in routes take the access token as a bearer token.",
    },
    servers: [{ url: "/" }],
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      schemas: {
        ApiError: {
          type: "object",
          required: ["message"],
          properties: {
            message: { type: "string" },
            issues: {
              type: "array",
              items: { type: "object", required: ["path", "message"], properties: { path: { type: "string" }, message: { type: "string" } } },
            },
          },
        },
      },
      responses: {
        Error: { description: "An error, with the fields at fault", content: { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } } },
      },
    },
  };
}

let built: OpenApiDocument | undefined;
export const openApiDocument = () => (built ??= buildOpenApiDocument());
