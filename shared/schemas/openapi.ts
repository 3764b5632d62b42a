/** An OpenAPI 3.1 document, as GET /openapi.json answers it (the parts the staff page reads are typed). */
export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description?: string };
  servers: { url: string }[];
  paths: Record<string, Partial<Record<"get" | "post" | "put" | "delete", OpenApiOperation>>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown>; responses: Record<string, unknown> };
}

export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  security: Record<string, string[]>[];
  parameters?: { name: string; in: "path" | "query" | "header"; required: boolean; schema: unknown }[];
  requestBody?: { required: boolean; content: Record<string, { schema: unknown }> };
  responses: Record<string, unknown>;
  /** Who may call it: anyone, a signed-in user, or platform staff. */
  "x-access": "public" | "user" | "admin";
}
