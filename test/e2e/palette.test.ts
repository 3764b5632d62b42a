import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, login, newPage } from "./browser";
import { browserSuite } from "./suite";

/** The command palette (Ctrl/Cmd+K) and saved list views end to end in Chromium, at a desktop and a phone width. */

const suite = browserSuite("palette");

const options = (page: Page) => page.locator('[data-testid="palette-option"]');

describe("command palette", () => {
  for (const width of [1440, 390]) {
    it(`opens with Ctrl+K, finds a company by name, arrows to it and Enter opens it; Escape closes (${width} px)`, async () => {
      const { context, page } = await newPage(suite.browser, { viewport: { width, height: 900 } });
      await login(page, "admin@example.com");
      await page.goto(`${baseUrl()}/materials`);
      await page.waitForSelector('[data-testid="palette-button"]');
      await page.keyboard.press("Control+k");
      const input = page.locator('[data-testid="palette-input"]');
      await input.waitFor();
      await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
      // With nothing typed: the actions the role may take (staff: new lead and new material).
      await expect.poll(() => options(page).count()).toBeGreaterThanOrEqual(2);
      expect(await shot(page, `empty-${width}`)).toEqual([]);

      await input.fill("demo recycling");
      await page.waitForSelector('[data-testid="palette-option"] >> text=Demo Recycling GmbH');
      expect(await input.getAttribute("aria-expanded")).toBe("true");
      expect(await page.locator('[role="status"]').textContent()).toMatch(/\d/);
      expect(await shot(page, `results-${width}`)).toEqual([]);
      // The first row is active; an arrow down and back up lands on it again, announced through aria-activedescendant.
      const first = await input.getAttribute("aria-activedescendant");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowUp");
      expect(await input.getAttribute("aria-activedescendant")).toBe(first);
      expect(await page.locator(`#${first}`).textContent()).toContain("Demo Recycling GmbH");
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/companies\/[^/]+$/);
      expect(await page.locator('[data-testid="palette"]').count()).toBe(0);

      // Reopened with the button: the company is now a recent item; Escape closes.
      await page.click('[data-testid="palette-button"]');
      await page.waitForSelector('[data-testid="palette-option"] >> text=Demo Recycling GmbH');
      await page.keyboard.press("Escape");
      await page.waitForSelector('[data-testid="palette"]', { state: "detached" });
      await context.close();
    });
  }

  it("saves a list's filters under a name and reopens it from the list and from the palette", async () => {
    const { context, page } = await newPage(suite.browser, { viewport: { width: 1440, height: 900 } });
    await login(page, "admin@example.com");
    const name = `PP open ${Date.now().toString(36)}`;
    await page.goto(`${baseUrl()}/material-requests?status=open`);
    await page.click('[data-testid="saved-views-button"]');
    await page.click('[data-testid="save-view"]');
    await page.fill('[data-testid="save-view-dialog"] input', name);
    await page.click('[data-testid="save-view-submit"]');
    await page.waitForSelector('[data-testid="save-view-dialog"]', { state: "detached" });

    await page.goto(`${baseUrl()}/material-requests`);
    await page.click('[data-testid="saved-views-button"]');
    await page.click(`[data-testid="saved-view-item"] >> text=${name}`);
    await page.waitForURL(/\/material-requests\?status=open$/);

    await page.goto(`${baseUrl()}/materials`);
    await page.waitForSelector('[data-testid="palette-button"]');
    await page.keyboard.press("Control+k");
    await page.locator('[data-testid="palette-input"]').fill(name.slice(0, 7));
    await page.waitForSelector(`[data-testid="palette-option"] >> text=${name}`);
    await page.locator(`[data-testid="palette-option"]`, { hasText: name }).click();
    await page.waitForURL(/\/material-requests\?status=open$/);

    // Deleting asks first, then the view is gone from the menu.
    await page.goto(`${baseUrl()}/material-requests`);
    await page.click('[data-testid="saved-views-button"]');
    await page.waitForSelector('[data-testid="saved-views-menu"]');
    await page.locator('[data-testid="remove-view-item"]', { hasText: name }).click();
    await page.waitForSelector('[data-testid="remove-view-dialog"]');
    expect(await page.textContent('[data-testid="remove-view-dialog"]')).toContain(name);
    expect(await shot(page, "remove-view-1440")).toEqual([]);
    await page.click('[data-testid="remove-view-confirm"]');
    await page.waitForSelector('[data-testid="remove-view-dialog"]', { state: "detached" });
    await page.click('[data-testid="saved-views-button"]');
    await page.waitForSelector('[data-testid="saved-views-menu"]');
    expect(await page.locator('[data-testid="saved-view-item"]', { hasText: name }).count()).toBe(0);
    await context.close();
  });
});

const shot = (page: Page, name: string) => suite.shot(page, name);
