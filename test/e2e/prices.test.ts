import type { BrowserContext } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SEEDED_COMPANY } from "../../scripts/seed/demo-companies";
import { baseUrl, login, newPage, signIn } from "./browser";
import { browserSuite } from "./suite";

/** The price index in Chromium: /prices with a sparkline per row and the full chart, and a deal's index line. */
const suite = browserSuite("prices");

const tokenOf = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === "accessToken")!.value;
async function apiCall(context: BrowserContext, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${await tokenOf(context)}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return res.json();
}

describe("/prices with the price index", () => {
  for (const width of [1440, 390]) {
    it(`every row has a 52-week sparkline that opens the full chart, keyboard and text alternative included (${width} px)`, async () => {
      const { context, page } = await newPage(suite.browser, { viewport: { width, height: 900 } });
      await signIn(page, "admin@example.com", `${baseUrl()}/prices`);
      await page.waitForSelector('[data-testid="price-row"]');
      const rows = await page.locator('[data-testid="price-row"]').count();
      await expect.poll(() => page.locator('[data-testid="price-sparkline"] canvas').count(), { timeout: 20_000 }).toBe(rows);
      expect(await page.locator('[data-testid="price-chart-open"]').first().getAttribute("aria-label")).toMatch(/^Open the 52-week chart of /);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await suite.shot(page, `list-${width}`)).toEqual([]);

      // Keyboard: focus the first sparkline button, Enter opens the chart, Escape closes it.
      await page.locator('[data-testid="price-chart-open"]').first().focus();
      await page.keyboard.press("Enter");
      await page.waitForSelector('[data-testid="price-history-dialog"] canvas[role="img"]');
      const summary = await page.locator('[data-testid="price-history-chart"]').getAttribute("aria-label");
      expect(summary).toMatch(/^Average per tonne over 52 weeks: €[\d,]+ in the first week with prices/);
      await page.click('[data-testid="price-history-toggle"]');
      expect(await page.locator('[data-testid="price-history-row"]').count()).toBe(52);
      expect(await suite.shot(page, `chart-${width}`)).toEqual([]);
      await page.keyboard.press("Escape");
      await page.waitForSelector('[data-testid="price-history-dialog"]', { state: "detached" });
      await context.close();
    });
  }
});

describe("a deal's index line", () => {
  for (const width of [1440, 390]) {
    it(`says how the contract price stands against the index of its grade (${width} px)`, async () => {
      const { context, page } = await newPage(suite.browser, { viewport: { width, height: 900 } });
      await login(page, "admin@example.com");
      const grade = { type: "pbs", condition: "powder", color: "transparent" };
      const material = await apiCall(context, "PUT", "/materials", {
        name: `Index probe ${width}`,
        companyId: SEEDED_COMPANY.demoRecycling,
        countryOfOrigin: "DE",
        ...grade,
        pricePerTon: { amount: 1000, currency: "EUR" },
      });
      const lead = await apiCall(context, "PUT", "/leads", {
        type: "buy",
        description: `Index probe lead ${width}`,
        companyId: SEEDED_COMPANY.demoPackaging,
        status: "won",
        materialIds: [material.id],
      });
      const index = (await apiCall(context, "GET", `/prices/history?${new URLSearchParams({ ...grade, weeks: "1" })}`)).points[0].avg as number;
      const deal = await apiCall(context, "PUT", "/deals", {
        leadId: lead.id,
        contractData: { materials: [{ description: "PBS powder", quantity: 10, price: Math.round(index * 0.88) }], currency: "EUR" },
      });
      await page.goto(`${baseUrl()}/deals/${deal.id}`);
      await page.waitForSelector('[data-testid="deal-index"]');
      expect(await page.locator('[data-testid="deal-index-headline"]').textContent()).toMatch(/^Price index: 1[12] % below the index$/);
      expect(await page.locator('[data-testid="deal-index"]').textContent()).toMatch(
        /against the index €[\d,]+\/t of PBS · Powder · Transparent in the week of \d\d\/\d\d\/\d{4}/,
      );
      expect(await suite.shot(page, `deal-${width}`)).toEqual([]);

      // A deal without a lead has no grade.
      const blank = await apiCall(context, "PUT", "/deals", {});
      await page.goto(`${baseUrl()}/deals/${blank.id}`);
      await page.waitForSelector('[data-testid="deal-index"]');
      expect(await page.locator('[data-testid="deal-index-headline"]').textContent()).toBe("Price index: no index for this grade");
      await context.close();
    });
  }
});
