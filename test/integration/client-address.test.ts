import { describe, expect, it } from "vitest";
import { LIMITS } from "../../functions/lib/rate-limit";
import { api } from "../fixtures/api";
import { apiFrom } from "../fixtures/from-address";
import { tag } from "../fixtures/factories";

/**
 * The per-network limits count the address the connection comes from. A client-sent CloudFront-Viewer-Address
 * header (CloudFront writes its own in AWS; the local adapter writes the socket's) changes nothing.
 */
describe("per-network limits cannot be stepped around with a forged viewer-address header", () => {
  it("the interests limit holds when each call claims another address", async () => {
    const from = "127.0.9.1";
    const listed = (await api("GET", "/public-materials?limit=1")).body.items[0].id as string;
    const body = () => ({ type: "CATALOG", email: `v-${tag()}@visitor.example.com`, firstName: "Vera", companyName: "Vera Plastics", materials: [listed] });
    for (let i = 0; i < LIMITS.interestsPerIp.max; i++) {
      const r = await apiFrom(from, "PUT", "/interests", { body: body(), headers: { "cloudfront-viewer-address": `203.0.113.${i + 1}:443` } });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    }
    for (let i = 0; i < 5; i++) {
      const r = await apiFrom(from, "PUT", "/interests", {
        body: body(),
        headers: { "cloudfront-viewer-address": `198.51.100.${i + 1}:443`, "x-forwarded-for": `198.51.100.${i + 1}` },
      });
      expect(r.status).toBe(429);
    }
    // another network is not affected
    expect((await apiFrom("127.0.9.2", "PUT", "/interests", { body: body() })).status).toBe(201);
  });
});
