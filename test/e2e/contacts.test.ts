import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousAxeFindings } from "./axe";
import { launchBrowser, signIn, newPage } from "./browser";
import { saveShot } from "./shots";
import { SEEDED_COMPANY } from "../../scripts/seed/demo-companies";
import { createContact } from "../../functions/domains/contacts";
import { applyFeedback } from "../../functions/core/mail-feedback";

/** /contacts and /contacts/{id}: create, copy the e-mail, delete; filters in the URL; axe at both widths. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("contacts", () => {
  it("an admin creates a contact, copies its e-mail and deletes it", async () => {
    const { context, page } = await newPage(browser);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signIn(page, "admin@example.com", "/contacts");
    await page.waitForSelector('[data-testid="contact-row"]');
    expect(await page.title()).toMatch(/All Contacts/);
    // The seed lists admin@example.com in contacts-csv-download: the button is offered to them.
    await page.waitForSelector('[data-testid="contacts-csv"]');

    const email = `e2e-${Date.now()}@example.com`;
    await page.click('[data-testid="new-contact-button"]');
    await page.waitForSelector('[data-testid="new-contact-dialog"]');
    await page.fill('[data-testid="contact-firstName"]', "Erin");
    await page.fill('[data-testid="contact-lastName"]', "Tester");
    await page.fill('[data-testid="contact-email"]', "seller@example.com");
    // An e-mail that exists already warns before saving, with a link to the existing contact.
    await page.waitForSelector('[data-testid="contact-duplicate"] a');
    await page.fill('[data-testid="contact-email"]', email);
    await page.fill('[data-testid="company-search"]', "Demo Recycling");
    await page.waitForSelector(`[data-testid="company-select"] option[value="${SEEDED_COMPANY.demoRecycling}"]`, { state: "attached" });
    await page.selectOption('[data-testid="company-select"]', SEEDED_COMPANY.demoRecycling);
    await page.click('[data-testid="contact-create"]');
    await page.waitForSelector("text=Contact has been created");

    await page.fill('[data-testid="contacts-search"]', "Erin Tester");
    await page.waitForURL(/q=Erin/);
    const row = page.locator('[data-testid="contact-row"]', { hasText: email });
    await row.locator('[data-testid="copy-email"]').click();
    await page.waitForSelector("text=Email copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(email);
    await saveShot(page, "contacts-1280", { fullPage: true });

    await row.locator('[data-testid="contact-link"]').click();
    await page.waitForSelector('[data-testid="contact-form"]');
    expect(await page.getAttribute('input[name="email"]', "readonly")).not.toBeNull();
    expect(await page.getAttribute('[data-testid="contact-company-link"]', "href")).toBe(`/companies/${SEEDED_COMPANY.demoRecycling}/profile`);
    await page.fill('[data-testid="contact-firstName"]', "Erina");
    await page.click('[data-testid="contact-save"]');
    await page.waitForSelector("text=User updated");
    expect(await seriousAxeFindings(page)).toEqual([]);
    await saveShot(page, "contact-1280", { fullPage: true });

    await page.click('[data-testid="contact-delete"]');
    await page.waitForSelector('[data-testid="contact-delete-dialog"]');
    await page.click('[data-testid="contact-delete-confirm"]');
    await page.waitForURL(/\/contacts$/);
    await page.waitForSelector('text=Contact "Erina Tester" deleted');
    await context.close();
  });

  it("shows staff why no mail goes to a contact whose address bounced (ADR 0172)", async () => {
    Object.assign(process.env, inject("stackEnv"));
    const email = `bounced-${Date.now()}@example.com`;
    const contact = await createContact(
      { id: `e2e-bounce-${Date.now()}`, companyId: SEEDED_COMPANY.demoRecycling, firstName: "Bo", lastName: "Unce", email },
      "e2e",
    );
    const report = {
      eventType: "Bounce",
      bounce: {
        bounceType: "Permanent",
        bounceSubType: "General",
        bouncedRecipients: [{ emailAddress: email, diagnosticCode: "smtp; 550 5.1.1 user unknown" }],
        timestamp: "2026-11-27T09:30:00.000Z",
      },
    };
    await applyFeedback({
      Records: [{ Sns: { Message: JSON.stringify(report), MessageId: "e2e", Timestamp: new Date().toISOString() } }],
    } as unknown as Parameters<typeof applyFeedback>[0]);
    const { context, page } = await newPage(browser);
    await signIn(page, "admin@example.com", `/contacts/${contact.id}`);
    const warning = page.locator('[data-testid="contact-mail-suppressed"]');
    await warning.waitFor();
    expect(await warning.textContent()).toBe(
      "E-mail to this address bounced on 27/11/2026: Permanent/General: smtp; 550 5.1.1 user unknown. No mail is sent to it.",
    );
    expect(await seriousAxeFindings(page)).toEqual([]);
    await context.close();
  });

  it("keeps the Filter dialog's filters in the URL and passes axe on desktop and phone", async () => {
    for (const viewport of [
      { width: 1280, height: 860 },
      { width: 390, height: 844 },
    ]) {
      const { context, page } = await newPage(browser, { viewport });
      await signIn(page, "admin@example.com", "/contacts");
      await page.waitForSelector(viewport.width < 500 ? '[data-testid="contact-card"]' : '[data-testid="contact-row"]');
      await page.click('[data-testid="contact-filter-button"]');
      await page.waitForSelector('[data-testid="contact-filter-dialog"]');
      expect(await seriousAxeFindings(page)).toEqual([]);
      await page.selectOption('select[name="companyVerified"]', "true");
      await page.fill('input[name="countries"]', "de, it");
      await page.click('[data-testid="filter-apply"]');
      await page.waitForURL(/companyVerified=true/);
      expect(page.url()).toContain("countries=DE%2CIT");
      await page.reload();
      await page.waitForSelector('[data-testid="filter-count"]');
      expect(await page.textContent('[data-testid="filter-count"]')).toBe("2");
      expect(await seriousAxeFindings(page)).toEqual([]);
      await saveShot(page, `contacts-${viewport.width}`, { fullPage: true });
      await context.close();
    }
  });
});
