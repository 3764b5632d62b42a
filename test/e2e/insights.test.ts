import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, login, signIn, newPage } from "./browser";

/** The analytics home and /prices in Chromium, over the seeded demo data. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("analytics home", () => {
  it("an admin sees two weekly line charts and six doughnuts with legends of 5 rows, expandable, shares to one decimal", async () => {
    const { context, page } = await newPage(browser);
    await login(page, "admin@example.com");
    await page.waitForSelector('[data-testid="analytics-dashboard"]');
    await page.waitForSelector('[data-testid="chart-weekly-created"] canvas[role="img"]');
    await page.waitForSelector('[data-testid="chart-weekly-activity"] canvas[role="img"]');
    // Six doughnuts, each drawn once its data has come (on a loaded machine not all at once).
    await expect.poll(() => page.locator('canvas[data-testid="doughnut-chart"]').count(), { timeout: 15_000 }).toBe(6);
    expect(await page.locator('[data-testid="chart-weekly-created"] canvas').getAttribute("aria-label")).toMatch(
      /Materials created per week: \d+ in the last 12 weeks/,
    );

    // The seed has more than five material types: five rows, then all after "Show all".
    const byType = page.locator('[data-testid="chart-capacityByType"]');
    expect(await byType.locator('[data-testid="legend-row"]').count()).toBe(5);
    const shares = await byType.locator('[data-testid="legend-share"]').allTextContents();
    for (const s of shares) expect(s).toMatch(/^\d+\.\d%$/);
    const toggle = byType.locator('[data-testid="legend-toggle"]');
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    expect(await byType.locator('[data-testid="legend-row"]').count()).toBeGreaterThan(5);
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await context.close();
  });

  it("an ordinary user keeps the greeting page, without charts", async () => {
    const { context, page } = await newPage(browser);
    await login(page, "seller@example.com");
    await page.waitForSelector('[data-testid="how-it-works"]');
    expect(await page.locator('[data-testid="analytics-dashboard"]').count()).toBe(0);
    await context.close();
  });
});

describe("/prices", () => {
  it("shows the collected-on header and a row per type, condition and colour group with a labelled trend", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, "admin@example.com", `${baseUrl()}/prices`);
    await page.waitForSelector('[data-testid="price-row"]');
    expect(await page.locator('[data-testid="prices-collected-on"]').textContent()).toMatch(/^Collected on \d\d\/\d\d\/\d{4} from the prices stated between/);
    expect(await page.locator('[data-testid="price-row"]').count()).toBeGreaterThan(5);
    const first = await page.locator('[data-testid="prices-table"] [data-testid="price-row"]').first().textContent();
    expect(first).toMatch(/€/);
    const labels = await page.locator('[data-testid="price-trend"]').evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
    expect(labels.every((l) => /^(Rising|Falling|Steady|No prices)/.test(l ?? ""))).toBe(true);
    expect(labels.some((l) => /^(Rising|Falling|Steady)/.test(l ?? ""))).toBe(true);
    await context.close();
  });

  it("is not open to ordinary users", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, "seller@example.com", `${baseUrl()}/prices`);
    await page.waitForSelector('[data-testid="greeting"]');
    expect(new URL(page.url()).pathname).toBe("/");
    await context.close();
  });
});
