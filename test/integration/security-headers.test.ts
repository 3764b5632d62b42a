import { describe, expect, it } from "vitest";
import { baseUrl } from "../fixtures/api";

/** The local server sends what CloudFront's response-headers policy adds in AWS (shared/http/security-headers.ts). */
describe("security headers of the local server", () => {
  it.each([
    ["the SPA shell", "/"],
    ["a client-side route", "/materials"],
    ["an API answer", "/api/public-materials"],
    ["an API error", "/api/no-such-route"],
  ])("are on %s", async (_, p) => {
    const res = await fetch(`${baseUrl()}${p}`);
    await res.arrayBuffer();
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get("strict-transport-security")).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("lets the browser reach the files emulator for presigned images and uploads", async () => {
    const csp = (await fetch(`${baseUrl()}/`)).headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/img-src [^;]*http:\/\/127\.0\.0\.1:\d+/);
    expect(csp).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:\d+/);
  });
});
