import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSuite } from "./suite";
import { baseUrl, newPage } from "./browser";
import { mailTo, type StoredMail } from "../fixtures/ses";

/**
 * The public side in Chromium (ADR 0148): the landing page and the catalogue show listed
 * materials, a material's page opens the interest dialog, the contact form validates, thanks and resets, and
 * the shortlist e-mail reaches the local SES store; German by ?language=de; axe-clean at 1280 and 390 px.
 */

const suite = browserSuite("public");
const shot = suite.shot;

/** The number of material cards once some show (a page swaps placeholders for cards as it loads). */
async function cards(page: Page) {
  const n = await page.waitForFunction(() => document.querySelectorAll('[data-testid="catalog-card"]').length || false);
  return (await n.jsonValue()) as number;
}

describe("public pages", () => {
  for (const width of [1280, 390]) {
    it(`landing, catalogue and a material's page show listed materials (${width} px)`, async () => {
      const { page } = await newPage(suite.browser, { viewport: { width, height: 900 } });
      await page.goto("/welcome?language=en");
      await page.waitForSelector('[data-testid="landing-title"]');
      expect(await page.textContent("main")).toContain("order samples and arrange delivery in one click");
      expect(await cards(page)).toBeGreaterThan(0);
      expect(await shot(page, `welcome-${width}`)).toEqual([]);

      await page.click('[data-testid="cta-catalog"]');
      await page.waitForURL(/\/catalog$/);
      await page.waitForSelector('[data-testid="catalog-type"]');
      expect(await cards(page)).toBeGreaterThan(0);
      expect(await shot(page, `catalog-${width}`)).toEqual([]);
      // Paging keeps the cursor in the URL (Back and reload keep the page).
      const first = await page.locator('[data-testid="catalog-card"] a').first().textContent();
      await page.click('[data-testid="next-page"]');
      await page.waitForURL(/cursor=/);
      await page.waitForFunction((name) => document.querySelector('[data-testid="catalog-card"] a')?.textContent !== name, first);
      expect(await cards(page)).toBeGreaterThan(0);
      await page.reload();
      await page.waitForSelector('[data-testid="prev-page"]:not([disabled])');
      await page.goBack();
      await page.waitForURL(/\/catalog$/);

      // The type filter lives in the URL; a type nobody lists says 'No results'.
      await page.selectOption('[data-testid="catalog-type"]', "hdpe");
      await page.waitForURL(/type=hdpe/);
      await page.waitForFunction(() => {
        const all = [...document.querySelectorAll('[data-testid="catalog-card"]')];
        return all.length > 0 && all.every((c) => c.textContent?.includes("HDPE"));
      });
      expect(await cards(page)).toBeGreaterThan(0);
      await page.goto("/catalog?type=pebax");
      await page.waitForSelector('[data-testid="catalog-empty"]');
      expect(await page.textContent('[data-testid="catalog-empty"]')).toContain("No results");
      expect(await shot(page, `catalog-empty-${width}`)).toEqual([]);

      await page.goto("/catalog?type=hdpe");
      await page.locator('[data-testid="catalog-card"] a').first().click();
      await page.waitForSelector('[data-testid="material-name"]');
      expect(await page.textContent('[data-testid="material-name"]')).toMatch(/HDPE/i);
      for (const b of ["interest-catalog", "interest-sample", "interest-price"]) expect(await page.isVisible(`[data-testid="${b}"]`)).toBe(true);
      expect(await shot(page, `material-${width}`)).toEqual([]);

      await page.goto(`/catalog/${randomUUID()}`);
      await page.waitForSelector('[data-testid="material-not-found"]');
      expect(await shot(page, `material-404-${width}`)).toEqual([]);
    });
  }

  for (const width of [1280, 390])
    it(`'I'm interested' and 'Request a sample' open the interest dialog, which submits (${width} px)`, async () => {
      const { page } = await newPage(suite.browser, { viewport: { width, height: 900 } });
      await page.goto("/catalog?type=hdpe");
      await page.locator('[data-testid="catalog-card"] a').first().click();
      await page.waitForSelector('[data-testid="material-name"]');
      const name = (await page.textContent('[data-testid="material-name"]'))!;
      await page.click('[data-testid="interest-catalog"]');
      await page.waitForSelector('[data-testid="interest-dialog"]');
      expect(await page.textContent('[data-testid="interest-materials"]')).toContain(name);
      await page.fill('[data-testid="interest-email"]', `interest.${Date.now()}@e2e.example`);
      await page.fill('[data-testid="interest-company"]', "Interested GmbH");
      expect(await shot(page, `interest-dialog-${width}`)).toEqual([]);
      await page.click('[data-testid="interest-send"]');
      await page.waitForSelector('[data-testid="interest-dialog"]', { state: "detached" });
      await page.getByText("Thank you", { exact: false }).first().waitFor();
      expect(await shot(page, `interest-thanks-${width}`)).toEqual([]);

      // A sample request asks for the amount as well.
      await page.click('[data-testid="interest-sample"]');
      await page.waitForSelector('[data-testid="interest-amount-0"]');
      await page.fill('[data-testid="interest-email"]', `sample.${Date.now()}@e2e.example`);
      await page.click('[data-testid="interest-send"]');
      await page.waitForSelector('[data-testid="interest-dialog"]', { state: "detached" });
    });

  for (const width of [1280, 390]) {
    it(`contact us: errors on an empty submit, then Thank You!, a reset form and the shortlist e-mail (${width} px)`, async () => {
      const { page } = await newPage(suite.browser, { viewport: { width, height: 900 } });
      await page.goto("/contact-us?language=en");
      await page.waitForSelector('[data-testid="contact-title"]');
      expect(await page.textContent('[data-testid="contact-title"]')).toBe("Hey there!");
      expect(await page.textContent("main")).toContain("Submit your material request — we'll shortlist relevant materials and send them to you by email.");
      expect(await page.getAttribute('[data-testid="contact-message"]', "rows")).toBe("4");
      // The honeypot is out of reach: not focusable, hidden from assistive technology, off-screen.
      expect(await page.getAttribute('[data-testid="contact-website"]', "tabindex")).toBe("-1");
      expect(await page.getAttribute('[data-testid="contact-website"]', "autocomplete")).toBe("off");
      expect(await shot(page, `contact-${width}`)).toEqual([]);

      // Send is disabled (aria-disabled, still focusable): pressing it tries, and the try says what is missing.
      expect(await page.isDisabled('[data-testid="contact-send"]')).toBe(true);
      await page.click('[data-testid="contact-send"]', { force: true });
      await page.waitForSelector('[data-testid="form-errors"]');
      expect(await page.textContent('[data-testid="form-errors"]')).toBe("Form contains errors");
      expect(await page.isDisabled('[data-testid="contact-send"]')).toBe(true);
      expect(await page.locator('[data-part="error-text"]').count()).toBe(4);
      expect(await shot(page, `contact-errors-${width}`)).toEqual([]);

      const email = `visitor.${width}.${Date.now()}@e2e-contact.example`;
      await page.fill('[data-testid="contact-company"]', "Bottle Works Ltd");
      await page.fill('[data-testid="contact-name"]', "Ola Nordmann");
      await page.fill('[data-testid="contact-email"]', email);
      expect(await page.isDisabled('[data-testid="contact-send"]')).toBe(true);
      await page.fill('[data-testid="contact-message"]', "We need HDPE regrind or granules, natural, 40 t per month for blow moulding.");
      await page.waitForSelector('[data-testid="form-errors"]', { state: "detached" });
      await page.click('[data-testid="contact-send"]');
      await page.waitForSelector('[data-testid="thank-you-dialog"]');
      expect(await page.textContent('[data-testid="thank-you-dialog"]')).toContain("Thank You!");
      expect(await shot(page, `contact-thanks-${width}`)).toEqual([]);
      await page.click('[data-testid="thank-you-close"]');
      await page.waitForSelector('[data-testid="thank-you-dialog"]', { state: "detached" });
      for (const f of ["contact-company", "contact-name", "contact-email", "contact-message"]) expect(await page.inputValue(`[data-testid="${f}"]`)).toBe("");

      let mail: StoredMail | undefined;
      await expect.poll(async () => ([mail] = await mailTo(email)).length, { timeout: 60_000, interval: 500 }).toBeGreaterThan(0);
      expect(mail, "the shortlist e-mail").toBeTruthy();
      expect(mail!.body?.html).toMatch(/HDPE/);
      expect(mail!.body?.html).toMatch(/\/catalog\/[\w-]+/);
      expect(mail!.body?.html).not.toContain("blow moulding.");
    });
  }

  it("a failed send keeps everything typed and says so; a 429 says to try again later", async () => {
    const { page } = await newPage(suite.browser, { viewport: { width: 1280, height: 900 } });
    let answer = { status: 500, body: JSON.stringify({ message: "Internal error" }) };
    await page.route("**/api/contact-us", (route) =>
      route.fulfill({
        status: answer.status,
        contentType: "application/json",
        headers: answer.status === 429 ? { "retry-after": "30" } : {},
        body: answer.body,
      }),
    );
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.goto("/contact-us?language=en");
    const typed = {
      "contact-company": "Keep Co",
      "contact-name": "Kim Keep",
      "contact-email": "kim@keep.example",
      "contact-message": "PP regrind, black, 10 t",
    };
    for (const [f, v] of Object.entries(typed)) await page.fill(`[data-testid="${f}"]`, v);
    await page.click('[data-testid="contact-send"]');
    await page.getByText("Something went wrong").first().waitFor();
    for (const [f, v] of Object.entries(typed)) expect(await page.inputValue(`[data-testid="${f}"]`)).toBe(v);
    expect(errors.length).toBeGreaterThan(0);
    answer = { status: 429, body: JSON.stringify({ message: "Too many requests from this network. Try again in a minute." }) };
    await page.click('[data-testid="contact-send"]');
    await page.getByText("Too many requests. Please try again later.").first().waitFor();
    expect(await page.isVisible('[data-testid="thank-you-dialog"]')).toBe(false);
  });

  it("?language=de shows German, and the choice sticks", async () => {
    const { page } = await newPage(suite.browser, { viewport: { width: 390, height: 900 } });
    await page.goto("/contact-us?language=de");
    await page.waitForSelector('[data-testid="contact-title"]');
    expect(await page.textContent('[data-testid="contact-title"]')).toBe("Hallo!");
    expect(await page.textContent('[data-testid="contact-send"]')).toBe("Senden");
    expect(await shot(page, "contact-de-390")).toEqual([]);
    await page.goto("/welcome");
    await page.waitForSelector('[data-testid="landing-title"]');
    expect(await page.textContent('[data-testid="cta-catalog"]')).toContain("Katalog durchsuchen");
    // The switcher writes the LOCALE cookie and switches at once.
    await page.selectOption('[data-testid="language-switcher"]', "fr");
    await page.waitForFunction(() => document.querySelector('[data-testid="cta-catalog"]')?.textContent?.includes("Parcourir le catalogue"));
    expect((await page.context().cookies()).find((c) => c.name === "LOCALE")?.value).toBe("fr");
  });

  it("signed out, / still goes to /login, which links to the catalogue", async () => {
    const { page } = await newPage(suite.browser);
    await page.goto("/");
    await page.waitForURL(/\/login/);
    await page.click('[data-testid="login-browse-catalog"]');
    await page.waitForURL(/\/catalog$/);
    await page.waitForSelector('[data-testid="catalog-type"]');
    expect(await cards(page)).toBeGreaterThan(0);
  });
});

void baseUrl;
