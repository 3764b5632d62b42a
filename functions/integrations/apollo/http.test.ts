import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApolloHttpProvider } from "./http";
import { ProviderError } from "./types";

/** A local stand-in for Apollo's API (never the internet): each test sets how it answers. */
type Seen = { method: string; url: string; key: string | undefined; body: unknown };
let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let answer: (req: IncomingMessage, res: ServerResponse, body: unknown) => void;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const body = raw ? JSON.parse(raw) : null;
      seen.push({ method: req.method!, url: req.url!, key: req.headers["x-api-key"] as string | undefined, body });
      answer(req, res, body);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen = [];
});

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
};
const provider = (timeoutMs?: number) => new ApolloHttpProvider("test-key", baseUrl, timeoutMs);

describe("Apollo HTTP client: organization enrichment", () => {
  it("asks by domain with the API key and keeps the organization's known fields", async () => {
    answer = (_req, res) =>
      json(res, 200, {
        organization: {
          id: "o1",
          name: "Acme Plastics",
          primary_domain: "acme.com",
          industry: "plastics",
          estimated_num_employees: 120,
          keywords: ["rpp", 7],
          funding_events: [{ x: 1 }],
          founded_year: null,
        },
      });
    const org = await provider().organization("acme.com");
    expect(seen[0]).toMatchObject({ method: "GET", url: "/api/v1/organizations/enrich?domain=acme.com", key: "test-key" });
    expect(org).toEqual({ id: "o1", name: "Acme Plastics", primary_domain: "acme.com", industry: "plastics", estimated_num_employees: 120, keywords: ["rpp"] });
  });

  it("answers null (no data) for a 404 and for an answer without an organization", async () => {
    answer = (_req, res) => json(res, 404, { error: "not found" });
    expect(await provider().organization("nobody.example")).toBeNull();
    answer = (_req, res) => json(res, 200, { organization: {} });
    expect(await provider().organization("empty.example")).toBeNull();
    answer = (_req, res) => json(res, 200, {});
    expect(await provider().organization("none.example")).toBeNull();
  });

  it.each([
    [401, /refused the API key \(401\)/],
    [403, /refused the API key \(403\)/],
    [422, /refused the request \(422: bad domain\)/],
    [429, /rate limit/],
    [500, /unavailable \(500\)/],
    [503, /unavailable \(503\)/],
  ])("turns a %i into a ProviderError with a clear message", async (status, message) => {
    answer = (_req, res) => json(res, status, { error: "bad domain" });
    const err = await provider()
      .organization("acme.com")
      .catch((e) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err.message).toMatch(message);
  });

  it("gives up after its timeout and closes the connection", async () => {
    // The stand-in never answers, so the error can only come from the client's own timeout.
    let closedUnanswered = false;
    answer = (_req, res) => res.on("close", () => (closedUnanswered = !res.writableEnded));
    const err = await provider(200)
      .organization("slow.example")
      .catch((e) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err.message).toMatch(/did not answer within 0.2 s/);
    await vi.waitFor(() => expect(closedUnanswered).toBe(true));
  });

  it("reports an unreachable host and a non-JSON answer as provider errors", async () => {
    const dead = new ApolloHttpProvider("k", "http://127.0.0.1:9", 2000);
    await expect(dead.organization("acme.com")).rejects.toThrow(/could not be reached/);
    answer = (_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<html>oops</html>");
    };
    await expect(provider().organization("acme.com")).rejects.toThrow(/other than JSON/);
  });
});

describe("Apollo HTTP client: push an account", () => {
  it("creates the account with POST, then updates it with PUT by its id", async () => {
    answer = (req, res, body) => json(res, 200, { account: { id: req.method === "POST" ? "acc-1" : "acc-1", ...(body as object) } });
    const created = await provider().pushAccount({ name: "Acme", domain: "acme.com", phone: "+49 1" }, null);
    expect(created).toEqual({ accountId: "acc-1" });
    expect(seen[0]).toMatchObject({ method: "POST", url: "/api/v1/accounts", key: "test-key", body: { name: "Acme", domain: "acme.com", phone: "+49 1" } });
    await provider().pushAccount({ name: "Acme Ltd", domain: "acme.com", phone: null }, "acc-1");
    expect(seen[1]).toMatchObject({ method: "PUT", url: "/api/v1/accounts/acc-1", body: { name: "Acme Ltd", domain: "acme.com" } });
  });

  it("creates the account again when the known one is gone at Apollo", async () => {
    answer = (req, res) => (req.method === "PUT" ? json(res, 404, {}) : json(res, 200, { account: { id: "acc-2" } }));
    expect(await provider().pushAccount({ name: "Acme", domain: "acme.com", phone: null }, "acc-gone")).toEqual({ accountId: "acc-2" });
    expect(seen.map((s) => s.method)).toEqual(["PUT", "POST"]);
  });

  it("fails clearly when Apollo errors", async () => {
    answer = (_req, res) => json(res, 502, {});
    await expect(provider().pushAccount({ name: "Acme", domain: "acme.com", phone: null }, null)).rejects.toThrow(/unavailable \(502\)/);
  });
});
