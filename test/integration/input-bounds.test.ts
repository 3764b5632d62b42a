import { beforeAll, describe, expect, it } from "vitest";
import { api, login } from "../fixtures/api";

/** Bounds enforced over HTTP (issues 6.3, 6.8, 13.2–13.4): each a 400 naming the field, nothing stored. */
let admin: string;
let seller: string;
beforeAll(async () => {
  admin = (await login("admin@example.com")).accessToken;
  seller = (await login("seller@example.com")).accessToken;
});

describe("path ids", () => {
  it.each([["x".repeat(2100)], ["€".repeat(700)], ["a b"]])("%s is a 400 on every {id} route kind", async (id) => {
    for (const [method, path, token] of [
      ["GET", `/materials/${encodeURIComponent(id)}`, seller],
      ["GET", `/catalog/materials/${encodeURIComponent(id)}`, undefined],
      ["DELETE", `/warehouse/materials/${encodeURIComponent(id)}`, admin],
    ] as const) {
      const r = await api(method, path, { token });
      expect(r.status, `${method} ${path.slice(0, 40)}`).toBe(400);
      expect(r.body.issues).toEqual([{ path: "path.id", message: "Invalid id" }]);
    }
  });
});

describe("list filters", () => {
  it("50 conditions, colors and countries are a 400 naming the fields, not a 500", async () => {
    const n = (k: number, f: (i: number) => string) => Array.from({ length: k }, (_, i) => f(i)).join(",");
    const countries = n(50, (i) => String.fromCharCode(65 + (i % 26)) + String.fromCharCode(65 + Math.floor(i / 26)));
    const r = await api("GET", `/materials?conditions=${n(50, (i) => `c${i}`)}&colors=${n(50, (i) => `k${i}`)}&countries=${countries}`, { token: admin });
    expect(r.status).toBe(400);
    expect(r.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(["query.colors", "query.conditions", "query.countries"]);
  });
});

describe("PUT /config values", () => {
  const nest = (k: number): unknown => (k === 0 ? 1 : { a: nest(k - 1) });
  const put = (value: unknown, raw?: string) => api("PUT", "/config?configName=bounds-test", { token: admin, body: raw ?? JSON.stringify({ value }) });
  it.each([
    ["nested 32 deep", nest(32), undefined],
    ["empty key", { "": 1 }, undefined],
    ["__proto__ key", null, '{"value":{"__proto__":{"polluted":true}}}'],
    ["Infinity", null, '{"value":{"n":1e999}}'],
    ["2^53", { n: 2 ** 53 }, undefined],
    ["1e-130", { n: 1e-130 }, undefined],
    ["too large", { s: "x".repeat(150_000) }, undefined],
  ])("%s is a 400 naming body.value, nothing stored", async (_, value, raw) => {
    const r = await put(value, raw);
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(400);
    expect(r.body.issues[0].path.startsWith("body.value")).toBe(true);
    expect((await api("GET", "/config?configName=bounds-test", { token: admin })).body.value).toBeNull();
  });
});

describe("numbers and URLs", () => {
  it("warehouse amounts of 1e308 and prices of 2^53 are 400s", async () => {
    const w = await api("POST", "/warehouse/materials", { token: admin, body: { id: "m0000000-0000-4000-8000-000000000001", availableAmountKg: 1e308 } });
    expect(w.status).toBe(400);
    expect(w.body.issues[0].path).toBe("body.availableAmountKg");
    const m = await api("PUT", "/materials", { token: seller, body: { name: "Bounds", pricePerTon: { amount: 2 ** 53 }, recycledContent: 1e-130 } });
    expect(m.status).toBe(400);
    expect(m.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(["body.pricePerTon.amount", "body.recycledContent"]);
  });

  it("a LinkedIn link with javascript: is a 400", async () => {
    const me = await login("seller@example.com");
    const r = await api("POST", `/contacts/${me.userId}`, { token: me.accessToken, body: { linkedIn: "javascript:alert(1)" } });
    expect(r.status).toBe(400);
    expect(r.body.issues[0]).toEqual({ path: "body.linkedIn", message: "Must be a URL" });
  });
});
