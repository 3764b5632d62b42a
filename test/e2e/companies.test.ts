import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { launchBrowser, login, signIn, newPage } from "./browser";
import { axeShot } from "./suite";
import { writesDuring } from "./writes";
import { SEEDED_COMPANY } from "../../scripts/seed/demo-companies";

/** Company screens end to end in Chromium (what the screens must do). */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SELLER_COMPANY = SEEDED_COMPANY.demoRecycling; // Demo Recycling GmbH (seller@example.com)
const OTHER_COMPANY = SEEDED_COMPANY.demoPackaging; // Demo Packaging AG

const shot = (page: Page, name: string) => axeShot(page, "companies", name);

describe("companies (admin)", () => {
  it("finds a company through the global search and opens its overview", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 860 } });
    await login(page, "admin@example.com");
    await page.fill('[data-testid="global-search"]', "Demo Packaging");
    await page.click('[data-testid="search-result"] >> text=Demo Packaging AG');
    await page.waitForURL(new RegExp(`/companies/${OTHER_COMPANY}/overview$`));
    await page.waitForSelector('[data-testid="company-name"] >> text=Demo Packaging AG');
    await page.waitForSelector('[data-testid="timeline"]');
    expect(await shot(page, "detail-1280")).toEqual([]);
    // An unknown tab goes to overview.
    await page.goto(`/companies/${OTHER_COMPANY}/nonsense`);
    await page.waitForURL(new RegExp(`/companies/${OTHER_COMPANY}/overview$`));
    await context.close();
  });

  it("filters the list by type and score; the URL keeps it and a reload restores it", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 860 } });
    await signIn(page, "admin@example.com", "/companies");
    await page.waitForSelector('[data-testid="companies-table"]');
    expect(await shot(page, "list-1280")).toEqual([]);
    await page.click('[data-testid="filter-button"]');
    await page.waitForSelector('[data-testid="company-filter-dialog"]');
    expect(await shot(page, "filter-dialog-1280")).toEqual([]);
    await page.click('[data-testid="chips-types"] [data-value="recycler"]');
    await page.click('[data-testid="chips-score"] [data-value="4"]');
    await page.click('[data-testid="filter-apply"]');
    await page.waitForURL(/types=recycler/);
    expect(page.url()).toMatch(/score=4/);
    await page.waitForSelector('[data-testid="company-row"], [data-testid="companies-empty"]');
    const check = async () => {
      const scores = await page.locator('[data-testid="company-score"]').allInnerTexts();
      for (const s of scores) expect(s).toBe("4/5");
      expect(await page.textContent('[data-testid="filter-count"]')).toBe("2");
    };
    await vi.waitFor(check, { timeout: 15_000, interval: 100 });
    await page.reload();
    await page.waitForSelector('[data-testid="company-row"], [data-testid="companies-empty"]');
    await check();
    await context.close();
  });

  it("adds a note: the badge and the timeline update", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, "admin@example.com", `/companies/${OTHER_COMPANY}/overview`);
    await page.waitForSelector('[data-testid="timeline"]');
    await page.waitForSelector('[data-testid="notes-count"]');
    const before = Number(await page.textContent('[data-testid="notes-count"]'));
    await page.click('[data-testid="notes-button"]');
    await page.waitForSelector('[data-testid="notes-dialog"]');
    expect(await page.isDisabled('[data-testid="note-send"]')).toBe(true);
    await page.fill('[data-testid="note-input"]', "   ");
    expect(await page.isDisabled('[data-testid="note-send"]')).toBe(true);
    const text = `Called about PET flakes ${Date.now()}`;
    await page.fill('[data-testid="note-input"]', text);
    await page.click('[data-testid="note-send"]');
    await page.waitForSelector(`[data-testid="note"] >> text=${text}`);
    await page.waitForFunction((n) => document.querySelector('[data-testid="notes-count"]')?.textContent === String(n), before + 1);
    await page.keyboard.press("Escape");
    await page.waitForSelector(`[data-testid="timeline-event"][data-type="CompanyNoteCreated"] >> text=${text}`);
    await context.close();
  });

  it("warns about a possible duplicate before saving a company named like an existing one", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 860 } });
    await signIn(page, "admin@example.com", "/companies/new");
    await page.waitForSelector('[data-testid="new-company-form"]');
    await page.fill('[data-testid="input-name"]', "Demo Recycling GmbH");
    await page.waitForSelector('[data-testid="duplicate-warning"] [data-testid="duplicate-link"] >> text=Demo Recycling GmbH');
    expect(await shot(page, "new-company-1280")).toEqual([]);
    // Enter does not submit.
    expect(await writesDuring(page, () => page.press('[data-testid="input-name"]', "Enter"))).toEqual([]);
    expect(page.url()).toMatch(/\/companies\/new$/);
    await context.close();
  });

  it("imports a CSV of 20 rows with 2 bad rows: 18 imported, the 2 listed with reasons", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 860 } });
    await signIn(page, "admin@example.com", "/companies");
    await page.click('[data-testid="import-button"]');
    await page.waitForSelector('[data-testid="import-dialog"]');
    const stamp = Date.now();
    const lines = ["Company Name,Website,Country,Type,First name,Last name,Contact email"];
    for (let i = 1; i <= 20; i++) {
      if (i === 7) lines.push(`,https://nameless-${stamp}.example.com,DE,recycler,Ann,Other,ann${i}@x-${stamp}.example.com`);
      else if (i === 13) lines.push(`Bad Mail ${stamp},https://bad-${stamp}.example.com,DE,trader,Bo,Bad,not-an-email`);
      else lines.push(`Import Co ${stamp} ${i},https://import-${stamp}-${i}.example.com,IT,converter,Ida,Row${i},ida${i}@import-${stamp}.example.com`);
    }
    await page.setInputFiles('[data-testid="import-file"]', { name: "companies.csv", mimeType: "text/csv", buffer: Buffer.from(lines.join("\n")) });
    await page.waitForSelector('[data-testid="import-mapping"]');
    expect(await page.inputValue('[data-testid="map-Company Name"]')).toBe("name");
    expect(await shot(page, "import-mapping-1280")).toEqual([]);
    await page.click('[data-testid="import-start"]');
    await page.waitForSelector('[data-testid="import-result"]', { timeout: 30000 });
    expect(await page.getAttribute('[data-testid="import-summary"]', "data-imported")).toBe("18");
    const failed = await page.locator('[data-testid="import-failed"] li').allInnerTexts();
    expect(failed).toHaveLength(2);
    expect(failed[0]).toMatch(/Row 8/);
    expect(failed[1]).toMatch(/Row 14/);
    await context.close();
  });
});

describe("companies (ordinary user)", () => {
  it("reaches the own company from /profile and gets not-found for another company", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await signIn(page, "seller@example.com", "/profile");
    await page.click('[data-testid="company-profile-link"]');
    await page.waitForURL(new RegExp(`/companies/${SELLER_COMPANY}/profile$`));
    await page.waitForSelector('[data-testid="company-name"]');
    expect(await page.locator('[data-testid="notes-button"]').count()).toBe(0);
    expect(await page.locator('[data-testid="tab-overview"]').count()).toBe(0);
    expect(await shot(page, "own-company-390")).toEqual([]);
    await page.goto(`/companies/${OTHER_COMPANY}`);
    await page.waitForSelector('[data-testid="company-not-found"]');
    await context.close();
  });

  it("shows the list as cards on phones (admin)", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await signIn(page, "admin@example.com", "/companies");
    await page.waitForSelector('[data-testid="companies-cards"]');
    expect(await shot(page, "list-390")).toEqual([]);
    await page.goto(`/companies/${OTHER_COMPANY}/overview`);
    await page.waitForSelector('[data-testid="timeline"]');
    expect(await shot(page, "detail-390")).toEqual([]);
    await context.close();
  });
});
