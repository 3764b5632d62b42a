import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, login, newPage, visit } from "./browser";
import { browserSuite } from "./suite";

/** The History tab of the lead, deal, request, material and contact screens: each record's changes, old → new. */

const suite = browserSuite("history");

const tokenOf = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === "accessToken")!.value;
async function apiCall(context: BrowserContext, method: string, path: string, body?: object) {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${await tokenOf(context)}`, "content-type": "application/json" },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return res.json();
}
const first = async (context: BrowserContext, path: string) => (await apiCall(context, "GET", path)).items[0] as { id: string; version?: number };

/** Each screen: its path, and an update that leaves a history entry naming `field`. */
const screens: {
  name: string;
  path: (id: string) => string;
  list: string;
  update: (c: BrowserContext, r: { id: string; version?: number }, stamp: string) => Promise<unknown>;
  field: string;
}[] = [
  {
    name: "lead",
    list: "/leads?limit=1",
    path: (id) => `/leads/${id}`,
    field: "description",
    update: (c, r, s) => apiCall(c, "POST", "/leads", { id: r.id, description: `History check ${s}` }),
  },
  {
    name: "deal",
    list: "/deals?limit=1",
    path: (id) => `/deals/${id}`,
    field: "carrier",
    update: (c, r, s) => apiCall(c, "POST", `/deals/${r.id}`, { carrier: `Carrier ${s}` }),
  },
  {
    name: "request",
    list: "/material-requests?limit=1",
    path: (id) => `/material-requests/${id}`,
    field: "description",
    update: (c, r, s) => apiCall(c, "POST", `/material-requests/${r.id}`, { description: `History check ${s}` }),
  },
  {
    name: "material",
    list: "/materials?limit=1",
    path: (id) => `/materials/${id}`,
    field: "internalName",
    update: (c, r, s) => apiCall(c, "POST", `/materials/${r.id}`, { internalName: `History ${s}` }),
  },
  {
    name: "contact",
    list: "/contacts?limit=1",
    path: (id) => `/contacts/${id}`,
    field: "position",
    update: (c, r, s) => apiCall(c, "POST", `/contacts/${r.id}`, { position: `Buyer ${s}` }),
  },
];

async function openHistory(page: Page) {
  await page.click('[data-testid="tab-history"]');
  await page.waitForSelector('[data-testid="history-entry"]', { timeout: 15_000 });
}

describe("the History tab", () => {
  for (const width of [1440, 390]) {
    it(`shows each record's latest change old → new on the five screens, without axe findings (${width} px)`, async () => {
      const { context, page } = await newPage(suite.browser, { viewport: { width, height: 900 } });
      await login(page, "admin@example.com");
      for (const s of screens) {
        const record = await first(context, s.list);
        expect(record, s.name).toBeTruthy();
        await s.update(context, record, `${width}-${Date.now()}`);
        await visit(page, s.path(record.id));
        await page.waitForSelector('[data-testid="tab-details"]', { timeout: 15_000 });
        await openHistory(page);
        // The change shows (a workflow the change started may have recorded a newer one above it, e.g. the matching run's status).
        await page.waitForSelector(`[data-testid="history-entry"] [data-field="${s.field}"]`, { timeout: 15_000 });
        expect(await suite.shot(page, `${s.name}-${width}`), s.name).toEqual([]);
      }
      await context.close();
    });
  }
});
