import type { Browser, BrowserContext, Page, Request } from "playwright-core";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, login, signIn, newPage } from "./browser";
import { axeShot } from "./suite";

/** Deals, the contract PDF and the reminders bell end to end in Chromium. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const shot = (page: Page, name: string) => axeShot(page, "deals", name, { fullPage: true });

const tokenOf = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === "accessToken")!.value;
async function apiGet(context: BrowserContext, path: string) {
  const res = await fetch(`${baseUrl()}/api${path}`, { headers: { authorization: `Bearer ${await tokenOf(context)}` } });
  return res.json();
}
/**
 * Refresh clicked: the new signed link, once the preview's frame shows it. Only the asks sent after the click count
 * (the preview may still be asking for the link of the save just before, an answer it then drops), and the latest
 * of them once the button is idle again is the one the frame shows.
 */
async function refreshContract(page: Page): Promise<string> {
  const asked: Promise<string>[] = [];
  const onRequest = (req: Request) => {
    if (req.url().endsWith("/contract-link") && req.method() === "POST")
      asked.push(req.response().then(async (r) => ((await r!.json()) as { url: string }).url));
  };
  page.on("request", onRequest);
  await page.click('[data-testid="contract-refresh"]');
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  await page.waitForSelector('[data-testid="contract-refresh"]:not([data-loading])');
  page.off("request", onRequest);
  const url = await asked.at(-1)!;
  await page.waitForFunction((u) => document.querySelector('[data-testid="contract-frame"]')?.getAttribute("src") === u, url);
  return url;
}
async function pdfText(url: string) {
  const res = await fetch(new URL(url, baseUrl()));
  expect(res.headers.get("content-type")).toBe("application/pdf");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

describe("deals", () => {
  for (const width of [1280, 390]) {
    it(`lists deals, edits a quantity, saves and the refreshed PDF holds the new total (${width} px)`, async () => {
      const { context, page } = await newPage(browser, { viewport: { width, height: 900 } });
      await login(page, "admin@example.com");
      // The demo seeds the config entry (a CSV of the demo deals), so the link shows without anyone setting it.
      await page.goto(`${baseUrl()}/deals`);
      expect(await page.locator('[data-testid="deals-spreadsheet"]').getAttribute("href", { timeout: 15_000 })).toMatch(/^(https?:\/\/|\/)/);
      // The spreadsheet link shows once the config entry holds a URL, and opens in a new tab without an opener.
      const sheet = "https://docs.google.com/spreadsheets/d/e2e-deals";
      const put = await fetch(`${baseUrl()}/api/config?configName=deals-spreadsheet-url`, {
        method: "PUT",
        headers: { authorization: `Bearer ${await tokenOf(context)}`, "content-type": "application/json" },
        body: JSON.stringify({ value: sheet }),
      });
      expect(put.status).toBe(200);
      await page.goto(`${baseUrl()}/deals`);
      await page.waitForSelector('[data-testid="deals-table"], [data-testid="deals-cards"]');
      await page.waitForSelector('[data-testid="deals-spreadsheet"]');
      expect(await page.getAttribute('[data-testid="deals-spreadsheet"]', "href")).toBe(sheet);
      expect(await page.getAttribute('[data-testid="deals-spreadsheet"]', "target")).toBe("_blank");
      expect(await page.getAttribute('[data-testid="deals-spreadsheet"]', "rel")).toContain("noopener");
      expect(await page.locator('[data-testid="deal-eta"]').first().textContent()).toMatch(/^(\d{2}\/\d{2}\/\d{4}|—)$/);
      expect(await shot(page, `list-${width}`)).toEqual([]);

      // A new blank deal, so the test owns what it edits.
      await page.click('[data-testid="new-deal-button"]');
      await page.waitForURL(/\/deals\/[\w-]+$/);
      await page.waitForSelector('[data-testid="deal-form"]');
      await page.click('[data-testid="material-add"]');
      await page.fill('[data-testid="material-description-0"]', "rPET flakes, clear");
      await page.fill('[data-testid="material-quantity-0"]', "0");
      await page.fill('[data-testid="material-price-0"]', "800");
      await page.click('[data-testid="deal-save"]');
      await page.waitForSelector('[data-testid="deal-form"] >> text=Must be above 0');
      await page.fill('[data-testid="material-quantity-0"]', "12.5");
      await page.click('[data-testid="deal-save"]');
      await page.waitForSelector("text=Deal has been updated");
      const src = await refreshContract(page);
      expect(src).toMatch(/\/api\/deals\/[\w-]+\/contract\?token=/);
      expect(await pdfText(src!)).toContain("10,000.00 EUR");
      expect(await page.getAttribute('[data-testid="contract-frame"]', "title")).toMatch(/Contract PDF/);

      // On phones the preview sits below the form.
      const form = await page.locator('[data-testid="deal-form"]').boundingBox();
      const frame = await page.locator('[data-testid="contract-frame"]').boundingBox();
      if (width < 600) expect(frame!.y).toBeGreaterThan(form!.y + form!.height - 1);
      else expect(frame!.x).toBeGreaterThan(form!.x + form!.width - 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await shot(page, `deal-${width}`)).toEqual([]);

      // Edit again: the quantity changes the total in the next PDF.
      await page.fill('[data-testid="material-quantity-0"]', "20");
      await page.click('[data-testid="deal-save"]');
      await page.waitForSelector("text=Deal has been updated");
      await page.waitForFunction((old) => document.querySelector('[data-testid="contract-frame"]')?.getAttribute("src") !== old, src);
      const src2 = await refreshContract(page);
      expect(await pdfText(src2!)).toContain("16,000.00 EUR");

      await page.goto(`${baseUrl()}/contract`);
      await page.waitForSelector('[data-testid="contract-frame"]');
      expect(await pdfText((await page.getAttribute('[data-testid="contract-frame"]', "src"))!)).toContain("TRX-SAMPLE-0001");
      expect(await shot(page, `contract-${width}`)).toEqual([]);
      await context.close();
    });
  }

  it("the bell counts the reminders due now; the drawer lists them and follows one to its deal (1280 and 390 px)", async () => {
    for (const width of [1280, 390]) {
      const { context, page } = await newPage(browser, { viewport: { width, height: 900 } });
      await signIn(page, "admin@example.com", `${baseUrl()}/deals`);
      const api = await apiGet(context, "/deal-reminders?limit=100");
      expect(api.dueNow).toBeGreaterThan(0);
      const bell = page.locator('[data-testid="notifications-button"]');
      await page.waitForSelector(`[data-testid="notifications-button"][data-due="${api.dueNow}"]`);
      expect(await bell.getAttribute("aria-label")).toContain(String(api.dueNow));
      expect(await page.textContent('[data-testid="notifications-badge"]')).toBe(String(api.dueNow));
      await bell.click();
      await page.waitForSelector('[data-testid="notifications-drawer"] [data-testid="reminder"]');
      expect(await page.locator('[data-testid="reminder"]').count()).toBe(api.items.length);
      expect(await page.locator('[data-testid="reminder"][data-due="true"] [data-testid="reminder-due"]').count()).toBe(api.dueNow);
      expect(await page.textContent('[data-testid="notifications-drawer"]')).toMatch(
        /Arrived|Final check-in|telex release|pay as soon as possible|invoice payment deadline|dispute time/,
      );
      // The seeded deal arriving in 40 days has its first reminder in 19 days: listed with the nearer deals' later ones.
      expect(await page.textContent('[data-testid="notifications-drawer"]')).toContain("TRX-DEMO-0006");
      expect(await shot(page, `drawer-${width}`)).toEqual([]);
      const first = api.items[0];
      await page.locator('[data-testid="reminder-link"]').first().click();
      await page.waitForURL(new RegExp(`/deals/${first.dealId}$`));
      await page.waitForSelector(`text=${first.transactionNumber}`);
      await context.close();
    }
  });

  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ]) {
    it(`the arrival date is typed and shown as dd/MM/yyyy like every other date (${width} px)`, async () => {
      const { context, page } = await newPage(browser, { viewport: { width, height } });
      await signIn(page, "admin@example.com", `${baseUrl()}/deals`);
      await page.click('[data-testid="new-deal-button"]');
      await page.waitForURL(/\/deals\/[\w-]+$/);
      const id = page.url().split("/").pop()!;
      const eta = page.locator('[data-testid="input-eta"]');
      await eta.waitFor();
      expect(await eta.getAttribute("type")).not.toBe("date");
      expect(await eta.getAttribute("placeholder")).toBe("dd/mm/yyyy");
      // Not a date (31 February): the field says so and nothing is saved.
      await eta.fill("31/02/2027");
      await page.click('[data-testid="deal-save"]');
      await page.waitForSelector('[data-testid="deal-form"] >> text=Enter the date as dd/mm/yyyy');
      expect((await apiGet(context, `/deals/${id}`)).eta).toBeNull();
      // Day first: 6 January 2027.
      await eta.fill("06/01/2027");
      await page.click('[data-testid="deal-save"]');
      await page.waitForSelector("text=Deal has been updated");
      expect((await apiGet(context, `/deals/${id}`)).eta).toBe("2027-01-06");
      await page.reload();
      await eta.waitFor();
      expect(await eta.inputValue()).toBe("06/01/2027");
      expect(await shot(page, `eta-${width}`)).toEqual([]);
      await page.goto(`${baseUrl()}/deals`);
      await page.waitForSelector('[data-testid="deals-table"], [data-testid="deals-cards"]');
      expect(await page.locator('[data-testid="deal-eta"]', { hasText: "06/01/2027" }).count()).toBeGreaterThan(0);
      await context.close();
    });
  }
});
