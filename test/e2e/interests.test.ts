import { describe, expect, it } from "vitest";
import { apiFrom } from "../fixtures/from-address";
import { baseUrl, signIn, newPage } from "./browser";
import { browserSuite } from "./suite";

/**
 * /interests in Chromium (ADR 0152): a visitor's "I'm interested" on a public catalogue page (no
 * sign-in) shows under Catalog and All, and staff turn it into a lead in one click, landing on the lead.
 */
const suite = browserSuite("interests");

describe("interests", () => {
  for (const [width, from] of [
    [1280, "127.0.0.91"],
    [390, "127.0.0.92"],
  ] as const) {
    it(`lists a visitor's interest under Catalog and All and turns it into a lead (${width} px)`, async () => {
      const material = (await apiFrom(from, "GET", "/public-materials?limit=1")).body.items[0];
      const email = `visitor.${width}.${Date.now()}@interested.example.com`;

      // A visitor, not signed in, says "I'm interested" on the material's public page.
      const visitor = await newPage(suite.browser, { viewport: { width, height: 900 } });
      await visitor.page.goto(`${baseUrl()}/catalog/${material.id}`);
      await visitor.page.click('[data-testid="interest-catalog"]');
      await visitor.page.waitForSelector('[data-testid="interest-dialog"]');
      await visitor.page.fill('[data-testid="interest-email"]', email);
      await visitor.page.fill('[data-testid="interest-company"]', `Vera Plast ${width}`);
      await visitor.page.fill('[data-testid="interest-description"]', "Would this work for crates?");
      await visitor.page.click('[data-testid="interest-send"]');
      await visitor.page.waitForSelector('[data-testid="interest-dialog"]', { state: "detached" });
      await visitor.context.close();

      const { page } = await newPage(suite.browser, { viewport: { width, height: 900 } });
      await signIn(page, "admin@example.com", `${baseUrl()}/interests`);
      const row = page.locator('[data-testid="interest-row"]', { hasText: email });
      await row.waitFor();
      expect(await row.textContent()).toContain(material.name);
      expect(await page.title()).toContain("Interests");
      expect(await suite.shot(page, `catalog-${width}`)).toEqual([]);

      // All shows it too; the toggle lives in the URL (Back returns to Catalog).
      await page.click('[data-testid="interests-view"] label:has-text("All")');
      await page.waitForURL(/view=all/);
      await row.waitFor();
      expect(await suite.shot(page, `all-${width}`)).toEqual([]);

      // One click: a lead for the visitor's (new) company, opened at once.
      await row.locator('[data-testid="interest-to-lead"]').click();
      await page.waitForURL(/\/leads\/[^/]+$/);
      await page.waitForSelector("text=Lead has been created");
      await page.waitForSelector(`text=${email}`);
      expect(await suite.shot(page, `lead-${width}`)).toEqual([]);

      // Back on the list the row links to its lead instead of offering another.
      await page.goto(`${baseUrl()}/interests?view=all`);
      await row.locator('[data-testid="interest-lead-link"]').waitFor();
      expect(await row.locator('[data-testid="interest-to-lead"]').count()).toBe(0);
      await page.context().close();
    });
  }
});
