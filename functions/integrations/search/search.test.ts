import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpSearch, queryText } from "./http";
import { searchProvider } from ".";
import { domainOf } from "./types";

/** The web search provider against a local stub HTTP server (never the internet). */
let server: Server;
let base: string;
const seen: IncomingMessage[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    res.writeHead(answer.status, { "content-type": "application/json" });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/search`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("web search provider", () => {
  it("queries by name and domain with the key, and keeps well-formed results", async () => {
    answer = {
      status: 200,
      body: {
        web: {
          results: [
            { title: "Acme Plast – crates", url: "https://acme.example/", description: "Injection moulded PP crates" },
            { title: "", url: "https://x.example" },
            { title: "No URL", url: "javascript:alert(1)" },
            { title: "Second", url: "https://news.example/acme", description: "x".repeat(2000) },
          ],
        },
      },
    };
    const results = await httpSearch({ url: base, apiKey: "k-123" }).search({ companyName: "Acme Plast", website: "https://www.acme.example" }, 5);
    expect(results.map((r) => r.url)).toEqual(["https://acme.example/", "https://news.example/acme"]);
    expect(results[1].snippet.length).toBeLessThanOrEqual(500);
    const req = seen.at(-1)!;
    const url = new URL(req.url!, base);
    expect(url.searchParams.get("q")).toBe('"Acme Plast" acme.example plastics');
    expect(url.searchParams.get("count")).toBe("5");
    expect(req.headers["x-subscription-token"]).toBe("k-123");
  });

  it("accepts a plain results list and throws on an error status (the step retries)", async () => {
    answer = { status: 200, body: { results: [{ title: "T", link: "https://t.example", snippet: "s" }] } };
    expect(await httpSearch({ url: base, apiKey: "k" }).search({ companyName: "T", website: null })).toEqual([
      { title: "T", url: "https://t.example", snippet: "s" },
    ]);
    answer = { status: 503, body: {} };
    await expect(httpSearch({ url: base, apiKey: "k" }).search({ companyName: "T", website: null })).rejects.toThrow(/503/);
  });

  it("is chosen only when both variables are set", () => {
    const keep = { ...process.env };
    try {
      process.env.WEB_SEARCH_URL = base;
      delete process.env.WEB_SEARCH_API_KEY;
      expect(searchProvider().name).toBe("offline");
      process.env.WEB_SEARCH_API_KEY = "k";
      expect(searchProvider().name).toBe("web");
    } finally {
      process.env = keep;
    }
  });

  it("derives the corpus key and query from the website", () => {
    expect(domainOf("https://www.Acme.example/about")).toBe("acme.example");
    expect(domainOf("acme.example")).toBe("acme.example");
    expect(domainOf(null)).toBeNull();
    expect(queryText({ companyName: "A", website: null })).toBe('"A" plastics');
  });
});
