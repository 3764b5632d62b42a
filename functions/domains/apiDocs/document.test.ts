import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { API_PREFIX, IDEMPOTENCY_HEADER } from "../../../shared/api/contract";
import { routeTable } from "../../routes";
import { buildOpenApiDocument } from "./document";

describe("the OpenAPI document", () => {
  const doc = buildOpenApiDocument();

  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as never);
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("holds every route of the route table, once, with who may call it", () => {
    const ops = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([m, op]) => ({ path, m, op: op! })));
    expect(ops).toHaveLength(routeTable.length);
    for (const r of routeTable) {
      const op = doc.paths[`${API_PREFIX}${r.path}`]?.[r.method.toLowerCase() as "get"];
      expect(op?.operationId, r.id).toBe(r.id);
      expect(op!["x-access"]).toBe(r.access);
      expect(op!.security).toEqual(r.access === "public" ? [] : [{ bearerAuth: [] }]);
      if (r.access !== "public") expect(Object.keys(op!.responses)).toEqual(expect.arrayContaining(["401", "403"]));
      for (const name of r.path.match(/\{([^}]+)\}/g) ?? [])
        expect(op!.parameters).toContainEqual(expect.objectContaining({ name: name.slice(1, -1), in: "path" }));
      if (r.body) expect(op!.requestBody?.content["application/json"].schema).toBeTypeOf("object");
    }
  });

  it("states a route's body and query from its schema, and the Idempotency-Key header where it is honoured", () => {
    const signUp = routeTable.find((r) => r.body && r.method === "POST" && r.access === "public")!;
    const body = doc.paths[`${API_PREFIX}${signUp.path}`]!.post!.requestBody!.content["application/json"].schema as { type: string; properties: object };
    expect(body.type).toBe("object");
    expect(Object.keys(body.properties).length).toBeGreaterThan(0);
    const list = doc.paths[`${API_PREFIX}/materials`]!.get!;
    expect(list.parameters).toContainEqual(expect.objectContaining({ name: "limit", in: "query", schema: expect.objectContaining({ maximum: 200 }) }));
    const create = doc.paths[`${API_PREFIX}/materials`]!.put ?? doc.paths[`${API_PREFIX}/materials`]!.post;
    expect(create?.parameters).toContainEqual(expect.objectContaining({ name: IDEMPOTENCY_HEADER, in: "header" }));
  });

  it("carries no secret: no key, address or account of a deployment", () => {
    const text = JSON.stringify(doc);
    expect(text).not.toMatch(/arn:aws|amazonaws\.com|secret|password"\s*:\s*"[^"]/i);
  });
});
