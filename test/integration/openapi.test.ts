import { describe, expect, it } from "vitest";
import { API_PREFIX } from "../../shared/api/contract";
import { routeTable } from "../../functions/routes";
import { api } from "../fixtures/api";

/** GET /api/openapi.json through the local stack: public, every route of the table, no secret of the stack. */
describe("the OpenAPI document", () => {
  it("answers without sign-in with every route, who may call it and its error body", async () => {
    const r = await api<{ openapi: string; paths: Record<string, Record<string, { operationId: string; "x-access": string }>> }>("GET", "/openapi.json");
    expect(r.status).toBe(200);
    expect(r.body.openapi).toBe("3.1.0");
    for (const route of routeTable) {
      const op = r.body.paths[`${API_PREFIX}${route.path}`]?.[route.method.toLowerCase()];
      expect(op, route.id).toMatchObject({ operationId: route.id, "x-access": route.access });
    }
    expect(JSON.stringify(r.body)).not.toMatch(/127\.0\.0\.1|localhost|S3RVER|arn:aws/);
  });
});
