import { describe, expect, it } from "vitest";
import { fillPath, type CallArgs, type ResponseOf } from "./endpoints";
import { apiKey, keysOf } from "./queryKeys";
import type { MaterialListItem } from "../../shared/schemas/material";
import type { Page } from "../../shared/schemas/common";

describe("typed client paths", () => {
  it("fills and encodes path parameters, and refuses a missing one", () => {
    expect(fillPath("/materials/{id}/upload-image", { id: "a/b c" })).toBe("/materials/a%2Fb%20c/upload-image");
    expect(() => fillPath("/materials/{id}", {})).toThrow(/Missing path parameter "id"/);
  });

  it("types calls from the route contract", () => {
    // Compile-time checks (tsc runs over test files): a wrong call is a type error, the answer has the route's type.
    const ok: CallArgs<"GET /materials/{id}"> = [{ params: { id: "1" } }];
    // @ts-expect-error a path parameter the route needs is missing
    const missing: CallArgs<"GET /materials/{id}"> = [{}];
    // @ts-expect-error the body must be the route's body schema input
    const badBody: CallArgs<"POST /warehouse/materials"> = [{ body: { id: 1 } }];
    // @ts-expect-error a query field the route does not declare
    const badQuery: CallArgs<"GET /companies"> = [{ query: { nope: 1 } }];
    const list: ResponseOf<"GET /materials"> extends Page<MaterialListItem> ? true : false = true;
    expect([ok, missing, badBody, badQuery, list]).toHaveLength(5);
  });
});

describe("query keys", () => {
  it("name the same read the same way, leaving out empty query values", () => {
    expect(apiKey("GET /materials", { query: { type: "pp", cursor: undefined, q: "" } })).toEqual(["GET /materials", {}, { type: "pp" }]);
    expect(apiKey("GET /materials/{id}", { params: { id: "m1" } })).toEqual(["GET /materials/{id}", { id: "m1" }, {}]);
  });

  it("match every key of an endpoint for invalidation, or only those with the given parameters", () => {
    const all = keysOf("GET /materials");
    expect(all(apiKey("GET /materials", { query: { type: "pp" } }))).toBe(true);
    expect(all(apiKey("GET /materials/{id}", { params: { id: "m1" } }))).toBe(false);
    expect(all("/materials")).toBe(false);
    const one = keysOf("GET /materials/{id}", { id: "m1" });
    expect(one(apiKey("GET /materials/{id}", { params: { id: "m1" } }))).toBe(true);
    expect(one(apiKey("GET /materials/{id}", { params: { id: "m2" } }))).toBe(false);
  });
});
