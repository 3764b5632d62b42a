import { describe, expect, it } from "vitest";
import { newPage, signIn } from "./browser";
import { browserSuite } from "./suite";

/**
 * The API reference in Chromium: staff open /api-docs from the menu's route, see every route by area, filter
 * them, and open one to read its body's JSON Schema; an ordinary user has no such page. axe-clean at 1440 and
 * 390 px.
 */

const suite = browserSuite("api-docs");
const shot = suite.shot;

describe("API reference", () => {
  for (const width of [1440, 390])
    it(`lists every route from the OpenAPI document, filters them and opens one (${width} px)`, async () => {
      const { page } = await newPage(suite.browser, { viewport: { width, height: 900 } });
      await signIn(page, "admin@example.com", "/api-docs");
      await page.waitForSelector('[data-testid="api-docs-route"]');
      const doc = (await (await page.request.get("/api/openapi.json")).json()) as { paths: Record<string, object> };
      const operations = Object.values(doc.paths).reduce<number>((n, methods) => n + Object.keys(methods).length, 0);
      expect(await page.locator('[data-testid="api-docs-route"]').count()).toBe(operations);
      expect(await page.title()).toMatch(/API reference/);
      expect(await shot(page, `list-${width}`)).toEqual([]);

      await page.fill('[data-testid="api-docs-filter"]', "materials.create");
      await expect.poll(() => page.locator('[data-testid="api-docs-route"]').count()).toBe(1);
      const route = page.locator('[data-testid="api-docs-route"][data-operation="materials.create"]');
      await route.locator("summary").click();
      await expect.poll(() => route.locator("pre").textContent()).toMatch(/"properties"/);
      expect(await shot(page, `route-${width}`)).toEqual([]);
    });

  it("is staff only: an ordinary user is sent home", async () => {
    const { page } = await newPage(suite.browser);
    await signIn(page, "seller@example.com", "/api-docs");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    expect(await page.locator('[data-testid="api-docs-route"]').count()).toBe(0);
  });
});
