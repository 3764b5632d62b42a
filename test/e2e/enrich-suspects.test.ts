import { describe, expect, it } from "vitest";
import { nameSortKey as suspectNameKey } from "../../functions/db/name-sort-key";
import { browserSuite } from "./suite";
import { baseUrl, login, signIn, newPage } from "./browser";
import { SEEDED_COMPANY } from "../../scripts/seed/demo-companies";

/** Enrichment from the company Actions menu and the suspects screen, end to end in Chromium. */

const suite = browserSuite("enrich-suspects");
const shot = suite.shot;

/** Seeded companies with a website and offline organization data, not enriched by the seed: one per width. */
const TO_ENRICH: Record<number, { id: string; name: string }> = {
  1280: { id: SEEDED_COMPANY.demoRecycling, name: "Demo Recycling GmbH" },
  390: { id: SEEDED_COMPANY.rematter, name: "Rematter NV" },
};

describe("enrich and suspects", () => {
  for (const width of [1280, 390]) {
    it(`enriches a company from the Actions menu and the apollo tab fills (${width} px)`, async () => {
      const { page } = await newPage(suite.browser, { viewport: { width, height: 900 } });
      await login(page, "admin@example.com");
      const company = TO_ENRICH[width];
      await page.goto(`${baseUrl()}/companies/${company.id}/apollo`);
      await page.waitForSelector('[data-testid="apollo-empty"]');
      expect(await page.textContent('[data-testid="apollo-empty"]')).toContain("No apollo integration found");
      expect(await shot(page, `apollo-empty-${width}`)).toEqual([]);

      await page.click('[data-testid="actions-menu"]');
      await page.click('[data-testid="action-enrich"]');
      await page.waitForSelector("text=Enriching data...");
      await page.waitForSelector("text=Enriched with Apollo");
      await page.waitForSelector('[data-testid="apollo-organization"]');
      expect(await page.textContent('[data-testid="apollo-name"]')).toBe(company.name);
      expect(await page.textContent('[data-testid="apollo-source"]')).toBe("From offline data");
      expect(await page.textContent('[data-testid="apollo-fetched"]')).toMatch(/^Fetched \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
      expect(await page.textContent('[data-testid="apollo-employees"]')).toMatch(/^\d+$/);
      expect(await page.textContent('[data-testid="apollo-keywords"]')).toContain("recycled plastics");
      expect(await page.getAttribute('[data-testid="apollo-linkedin"] a', "target")).toBe("_blank");
      expect(await shot(page, `apollo-filled-${width}`)).toEqual([]);

      if (width > 700) {
        // A company without a website cannot be looked up: the failure toast says why, the tab stays empty.
        await page.goto(`${baseUrl()}/companies/${SEEDED_COMPANY.polimeri}/apollo`);
        await page.waitForSelector('[data-testid="apollo-empty"]');
        await page.click('[data-testid="actions-menu"]');
        await page.click('[data-testid="action-enrich"]');
        await page.waitForSelector("text=Failed to enrich with Apollo");
        await page.waitForSelector("text=The company has no website to look it up by.");
        expect(await page.locator('[data-testid="apollo-empty"]').count()).toBe(1);
      }
      await page.context().close();
    });

    it(`creates a suspect in /suspects and sees its row (${width} px)`, async () => {
      const { page } = await newPage(suite.browser, { viewport: { width, height: 900 } });
      await signIn(page, "admin@example.com", `${baseUrl()}/suspects`);
      await page.waitForSelector(width > 700 ? '[data-testid="suspects-table"]' : '[data-testid="suspects-cards"]');
      await page.waitForSelector("h1:has-text('Suspects')");
      expect(await page.locator('[data-testid="suspect-row"]').count()).toBeGreaterThanOrEqual(10);
      expect(await shot(page, `list-${width}`)).toEqual([]);

      await page.click('[data-testid="new-suspect-button"]');
      await page.waitForSelector('[data-testid="new-suspect-dialog"]');
      // the name is required: nothing is sent without it
      await page.click('[data-testid="suspect-create"]');
      await page.waitForSelector('[data-testid="new-suspect-dialog"] [data-part="error-text"]');
      const name = `E2E Regranulat ${width} ${Date.now().toString(36)}`;
      await page.fill('[data-testid="suspect-name"]', name);
      await page.fill('[data-testid="suspect-notes"]', "Met at the booth, wants rPP samples");
      expect(await shot(page, `dialog-${width}`)).toEqual([]);
      if (width > 700) {
        // A failed create keeps the dialog open with what was typed.
        await page.route("**/api/suspects", (route) =>
          route.request().method() === "PUT"
            ? route.fulfill({ status: 502, contentType: "application/json", body: JSON.stringify({ message: "down" }) })
            : route.fallback(),
        );
        await page.click('[data-testid="suspect-create"]');
        await page.waitForSelector("text=Failed to create company suspect");
        expect(await page.inputValue('[data-testid="suspect-name"]')).toBe(name);
        expect(await page.inputValue('[data-testid="suspect-notes"]')).toBe("Met at the booth, wants rPP samples");
        await page.unroute("**/api/suspects");
      }
      await page.click('[data-testid="suspect-create"]');
      await page.waitForSelector("text=Company suspect created");
      await page.waitForSelector('[data-testid="new-suspect-dialog"]', { state: "detached" });
      const row = page.locator('[data-testid="suspect-row"]').first();
      await row.locator(`text=${name}`).waitFor();
      const link = row.locator('[data-testid="suspect-company"]').first();
      expect(await link.getAttribute("href")).toMatch(/^\/companies\/[\w-]+$/);
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await row.locator('[data-testid="suspect-research-status"]').getAttribute("data-status")).toMatch(/^(pending|inProgress|completed|failed)$/);
      expect(await shot(page, `created-${width}`)).toEqual([]);

      if (width > 700) {
        await page.click('[data-testid="sort-name"]');
        await page.waitForURL(/sort=name/);
        expect(await page.getAttribute('th[aria-sort="ascending"] [data-testid="sort-name"]', "data-testid")).toBe("sort-name");
        const names = await page.locator('[data-testid="suspect-name-cell"]').allTextContents();
        const keys = names.map(suspectNameKey);
        expect(keys).toEqual([...keys].sort());
      }
      await page.context().close();
    });
  }
});
