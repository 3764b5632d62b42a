import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousAxeFindings } from "./axe";
import { baseUrl, launchBrowser, newPage, signIn } from "./browser";
import { saveShot } from "./shots";

/** The match alerts bell of an ordinary user (the seeded seller), its page with the mail settings, and the public unsubscribe page. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("match alerts", () => {
  it.each([1440, 390])("the seller's bell opens its alerts and leads to the settings (%i px)", async (width) => {
    const { context, page } = await newPage(browser, { viewport: { width, height: 900 } });
    await signIn(page, "seller@example.com", "/");
    await page.waitForSelector('[data-testid="alerts-button"]');
    await page.click('[data-testid="alerts-button"]');
    await page.waitForSelector('[data-testid="alerts-drawer"]');
    // the seeded alerts: the seller's materials match the seeded buyer's requests
    await page.waitForSelector('[data-testid="alert-item"]');
    expect(await page.locator('[data-testid="alert-item"]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="alerts-drawer"]').innerText()).not.toContain("Demo Packaging");
    expect(await seriousAxeFindings(page)).toEqual([]);
    await saveShot(page, `alerts-bell-${width}`);
    await page.click('[data-testid="alerts-all-link"]');
    await page.waitForSelector('[data-testid="alert-settings"]');
    await page.click('[data-testid="alert-mode-instant"]');
    await page.waitForSelector('[data-testid="alert-mode-instant"][data-state="checked"]');
    await page.click('[data-testid="alert-mode-daily"]');
    await page.waitForSelector('[data-testid="alert-mode-daily"][data-state="checked"]');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await saveShot(page, `alerts-page-${width}`, { fullPage: true });
    await context.close();
  });

  it("the unsubscribe page works signed out and says so when its link is not valid (390 px)", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${baseUrl()}/unsubscribe?token=forged.token`);
    await page.click('[data-testid="unsubscribe-confirm"]');
    await page.waitForSelector('[role="alert"]');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await saveShot(page, "unsubscribe-390");
    await context.close();
  });
});
