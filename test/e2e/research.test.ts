import { describe, expect, it } from "vitest";
import { settled } from "./settled";
import { browserSuite } from "./suite";
import { baseUrl, signIn, newPage } from "./browser";
import { SEEDED_COMPANY } from "../../scripts/seed/demo-companies";

/** Company research end to end in Chromium: start from the Actions menu, watch, read, give feedback. */

const COMPANY = SEEDED_COMPANY.demoPackaging;
const suite = browserSuite("research");
const shot = suite.shot;

describe("company research", () => {
  for (const width of [1280, 390]) {
    it(`starts a research from the Actions menu, sees it complete without reloading, opens the result and leaves feedback (${width} px)`, async () => {
      const { page } = await newPage(suite.browser, { viewport: { width, height: 900 } });
      await signIn(page, "admin@example.com", `${baseUrl()}/companies/${COMPANY}/researches`);
      await page.waitForSelector(width > 700 ? '[data-testid="researches-table"]' : '[data-testid="researches-cards"]');
      expect(await shot(page, `tab-${width}`)).toEqual([]);

      const notes = `E2E research at ${width} px, looking at crates and PP`;
      await page.click('[data-testid="actions-menu"]');
      await page.click('[data-testid="action-startResearch"]');
      await page.waitForSelector('[data-testid="start-research-dialog"]');
      await page.fill('[data-testid="research-notes"]', notes);
      expect(await shot(page, `dialog-${width}`)).toEqual([]);
      await page.click('[data-testid="research-create"]');
      await page.waitForSelector("text=Company research started");

      // The new row is the first (newest first); its status moves on by itself while we watch (no reload).
      const row = page.locator('[data-testid="research-row"]').first();
      await expect.poll(() => row.locator('[data-testid="research-notes-cell"]').getAttribute("title"), { timeout: 5000 }).toBe(notes);
      expect(await row.locator('[data-testid="research-notes-cell"]').innerText()).toBe(`${notes.slice(0, 30)}…`);
      const seen: string[] = [];
      const statusNow = async () => {
        const status = await row.locator('[data-testid="research-status"]').getAttribute("data-status");
        if (status && seen.at(-1) !== status) seen.push(status);
        return status;
      };
      await expect.poll(statusNow, { timeout: 20_000, interval: 100 }).toMatch(/^(completed|failed)$/);
      expect(seen.at(-1)).toBe("completed");
      expect(seen).toContain("inProgress");
      expect(await row.locator('[data-testid="research-status"]').innerText()).toBe("Completed");
      expect(await row.locator('[data-testid="research-created"]').innerText()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
      // Only completed rows link to their result; the seeded failed research of another company says why (see the integration test).
      expect(await shot(page, `tab-completed-${width}`)).toEqual([]);

      await row.locator('[data-testid="research-open"]').click();
      await page.waitForURL(/\/companies\/[\w-]+\/researches\/[\w-]+$/);
      await page.waitForSelector('[data-testid="research-page"]');
      // The tab names the company and the screen, as the company page names the company.
      expect(await page.title()).toMatch(/^.+ · Research · Recyclate$/);
      expect(await page.title()).toContain(
        await page
          .locator("h1")
          .innerText()
          .then((h) => h.replace(/^Research: /, "")),
      );
      expect(await page.locator('[data-testid="buyer-potential"]').innerText()).toMatch(/High|Medium|Low|None|Unknown/);
      const score = Number(await page.locator('[data-testid="research-score"]').innerText());
      expect(await page.getAttribute('[data-testid="research-score"]', "data-palette")).toBe(score > 0.75 ? "green" : score > 0.5 ? "orange" : "red");
      const results = page.locator('[data-testid="research-search-results"] a');
      expect(await results.count()).toBeGreaterThan(0);
      expect(await results.first().getAttribute("target")).toBe("_blank");
      expect(await page.locator('[data-testid="search-source"]').innerText()).toMatch(/offline corpus/);
      expect(await shot(page, `page-${width}`)).toEqual([]);

      await page.click('[data-testid="research-content-open"]');
      const drawer = page.locator('[data-testid="research-content"]');
      await drawer.waitFor();
      expect(await drawer.getByRole("heading", { name: "Research Content" }).count()).toBe(1);
      await settled(page); // the drawer's entry animation, so the box is its final one
      const box = (await drawer.boundingBox())!;
      expect(Math.round(box.width)).toBe(width === 1280 ? 600 : width);
      expect(await drawer.locator("h2", { hasText: "Evaluation" }).count()).toBe(1);
      const link = drawer.locator("a[href^='http']").first();
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toContain("noopener");
      expect(await shot(page, `drawer-${width}`)).toEqual([]);
      await page.keyboard.press("Escape");
      await drawer.waitFor({ state: "detached" });

      const feedback = `Useful, checked at ${width} px`;
      await page.fill('[data-testid="research-feedback"]', feedback);
      await page.click('[data-testid="research-feedback-save"]');
      await page.waitForSelector("text=Feedback saved");
      await page.reload();
      await page.waitForSelector('[data-testid="research-page"]');
      expect(await page.inputValue('[data-testid="research-feedback"]')).toBe(feedback);
    });
  }

  it("shows a failed research's reason and no link to a result (390 px)", async () => {
    const { page } = await newPage(suite.browser, { viewport: { width: 390, height: 900 } });
    await signIn(page, "admin@example.com", `${baseUrl()}/companies/${SEEDED_COMPANY.embalagens}/researches`);
    const row = page.locator('[data-testid="research-row"]').first();
    await row.locator('[data-testid="research-error"]').waitFor();
    expect(await row.locator('[data-testid="research-status"]').innerText()).toBe("Failed");
    expect(await row.locator('[data-testid="research-error"]').innerText()).toBe("Failed: Web search provider unavailable (seeded failure)");
    expect(await row.locator('[data-testid="research-open"]').count()).toBe(0);
    expect(await shot(page, "tab-failed-390")).toEqual([]);
  });

  it("keeps what the user typed when the research cannot be started", async () => {
    const { page } = await newPage(suite.browser, { viewport: { width: 1280, height: 900 } });
    await signIn(page, "admin@example.com", `${baseUrl()}/companies/${COMPANY}/researches`);
    await page.waitForSelector('[data-testid="researches-tab"]');
    await page.route("**/api/v2/companies/*/researches", (route) =>
      route.request().method() === "PUT" ? route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"boom"}' }) : route.fallback(),
    );
    await page.click('[data-testid="actions-menu"]');
    await page.click('[data-testid="action-startResearch"]');
    await page.fill('[data-testid="research-notes"]', "Do not lose me");
    await page.click('[data-testid="research-create"]');
    await page.waitForSelector("text=Failed to start company research");
    expect(await page.inputValue('[data-testid="research-notes"]')).toBe("Do not lose me");
  });
});
