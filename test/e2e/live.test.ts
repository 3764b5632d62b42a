import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, login as apiLogin } from "../fixtures/api";
import { newTenant, tag } from "../fixtures/factories";
import { baseUrl, launchBrowser, newPage, signIn } from "./browser";
import { saveShot } from "./shots";

/**
 * Live updates between browsers: two staff members on the leads board, the seeded seller's bell, and an
 * ordinary user of another company. Every wait is on something the page shows or receives (expect.poll), none a
 * fixed sleep; "nothing arrived" is checked by order on one socket (a later event the page must get came, an
 * earlier one it must not get is not in front of it).
 */

let browser: Browser;
let staffToken: string;
beforeAll(async () => {
  browser = await launchBrowser();
  staffToken = (await apiLogin("admin@example.com")).accessToken;
});
afterAll(async () => {
  await browser?.close();
});

/** Every live event a page's sockets received, in order. */
function recordFrames(page: Page): { type: string; id: string }[] {
  const frames: { type: string; id: string }[] = [];
  page.on("websocket", (ws) =>
    ws.on("framereceived", (f) => {
      try {
        frames.push(JSON.parse(String(f.payload)) as { type: string; id: string });
      } catch {
        /* not an event */
      }
    }),
  );
  return frames;
}

const liveOpen = (page: Page) => expect.poll(() => page.evaluate(() => document.documentElement.dataset.live), { timeout: 15_000 }).toBe("open");
const columnOf = (page: Page, id: string) =>
  page
    .locator('[data-testid="lead-column"]')
    .filter({ has: page.locator(`a[href="/leads/${id}"]`) })
    .getAttribute("data-status", { timeout: 1_000 })
    .catch(() => null);
const move = async (id: string, column: string) => {
  const r = await api("POST", `/leads/${id}/move`, { token: staffToken, body: { column, afterId: null } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
};

describe("live updates", () => {
  it("a lead moved by one staff member moves on the other's board; another company's user hears nothing of it", async () => {
    const t = await newTenant();
    const lead = await api("PUT", "/leads", { token: staffToken, body: { type: "buy", description: `Live e2e ${tag()}`, companyId: t.companyId } });
    expect(lead.status, JSON.stringify(lead.body)).toBe(201);
    const id = lead.body.id as string;

    const a = await newPage(browser, { viewport: { width: 1440, height: 900 } });
    const b = await newPage(browser, { viewport: { width: 1440, height: 900 } });
    const other = await newPage(browser, { viewport: { width: 390, height: 844 } });
    const otherFrames = recordFrames(other.page);
    await signIn(a.page, "admin@example.com", "/leads");
    await signIn(b.page, "admin@example.com", "/leads");
    await signIn(other.page, "buyer@example.com", "/");
    await Promise.all([liveOpen(a.page), liveOpen(b.page), liveOpen(other.page)]);
    await expect.poll(() => columnOf(b.page, id), { timeout: 15_000 }).toBe("open");

    await move(id, "negotiation");
    await expect.poll(() => columnOf(b.page, id), { timeout: 10_000 }).toBe("negotiation");
    await expect.poll(() => columnOf(a.page, id), { timeout: 10_000 }).toBe("negotiation");
    await saveShot(b.page, "live-board-1440");

    // the buyer's own request, changed by staff, comes after the move on the buyer's socket: the move is not in front of it
    const buyer = (await apiLogin("buyer@example.com")).accessToken;
    const req = await api("POST", "/material-requests", { token: buyer, body: { description: `Live e2e rPP ${tag()}`, materialType: "pp", amount: 2 } });
    expect(req.status, JSON.stringify(req.body)).toBe(201);
    const touched = await api("POST", `/material-requests/${req.body.id}`, { token: staffToken, body: { description: `Live e2e rPP ${tag()}` } });
    expect(touched.status).toBe(200);
    await expect.poll(() => otherFrames.some((f) => f.type === "request.changed" && f.id === req.body.id), { timeout: 10_000 }).toBe(true);
    expect(otherFrames.filter((f) => f.type.startsWith("lead."))).toEqual([]);
    await Promise.all([a.context.close(), b.context.close(), other.context.close()]);
  });

  it("after the server drops every socket the board reconnects and shows the move it missed", async () => {
    const t = await newTenant();
    const lead = await api("PUT", "/leads", { token: staffToken, body: { type: "sell", description: `Live e2e ${tag()}`, companyId: t.companyId } });
    const id = lead.body.id as string;
    const b = await newPage(browser, { viewport: { width: 1440, height: 900 } });
    await signIn(b.page, "admin@example.com", "/leads");
    await liveOpen(b.page);
    await expect.poll(() => columnOf(b.page, id), { timeout: 15_000 }).toBe("open");
    // no ticket until the move is made: the board cannot reconnect before it, so it must catch up afterwards
    let held = true;
    await b.page.route("**/api/platform/realtime-ticket", (route) => (held ? route.abort() : route.continue()));
    const dropped = await fetch(`${baseUrl()}/api/live/drop`, { method: "POST" });
    expect(dropped.status).toBe(200);
    await expect.poll(() => b.page.evaluate(() => document.documentElement.dataset.live), { timeout: 10_000 }).toBe("closed");
    await move(id, "sampling");
    held = false;
    await liveOpen(b.page);
    await expect.poll(() => columnOf(b.page, id), { timeout: 15_000 }).toBe("sampling");
    await b.context.close();
  });

  it("a new match alert appears in the seller's bell without a reload", async () => {
    const s = await newPage(browser, { viewport: { width: 390, height: 844 } });
    const frames = recordFrames(s.page);
    await signIn(s.page, "seller@example.com", "/");
    await liveOpen(s.page);
    // a request for one of the seller's alerted materials, from a new buyer company
    const seller = (await apiLogin("seller@example.com")).accessToken;
    const alerts = await api("GET", "/notifications?limit=20", { token: seller });
    const materialId = (alerts.body.items as { materialId: string | null }[]).find((n) => n.materialId)?.materialId;
    expect(materialId).toBeTruthy();
    const m = (await api("GET", `/materials/${materialId}`, { token: staffToken })).body;
    const buyer = await newTenant();
    const bellRead = s.page.waitForResponse((r) => r.url().includes("/api/notifications") && r.request().method() === "GET", { timeout: 30_000 });
    const r = await api("POST", "/material-requests", {
      token: buyer.accessToken,
      body: { description: `Live e2e ${tag()}`, materialType: m.type, conditions: [m.condition], colors: [m.color], amount: 5 },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    await expect.poll(() => frames.find((f) => f.type === "notification.created")?.id, { timeout: 30_000 }).toBeTruthy();
    const fresh = frames.find((f) => f.type === "notification.created")!.id;
    const read = await bellRead;
    expect(JSON.stringify(await read.json())).toContain(fresh);
    await s.page.click('[data-testid="alerts-button"]');
    await s.page.waitForSelector('[data-testid="alert-item"]');
    await saveShot(s.page, "live-bell-390");
    await s.context.close();
  });
});
