import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousAxeFindings } from "./axe";
import { launchBrowser, signIn, newPage } from "./browser";
import { saveShot } from "./shots";
import { writesDuring } from "./writes";
import { SEEDED_COMPANY } from "../../scripts/seed/demo-companies";

/** The company profile and documents tabs: staff and a company's own user edit; two PDFs upload. */
const SELLER_COMPANY = SEEDED_COMPANY.demoRecycling;
const BUYER_COMPANY = SEEDED_COMPANY.demoPackaging;
const pdf = (name: string) => ({ name, mimeType: "application/pdf", buffer: Buffer.from(`%PDF-1.4\n% ${name}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`) });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("company profile", () => {
  it("an admin edits the profile (Enter does not submit), saves, and uploads two PDFs", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await signIn(page, "admin@example.com", `/companies/${BUYER_COMPANY}/profile`);
    await page.waitForSelector('[data-testid="company-profile-form"]');
    await page.waitForSelector('[data-testid="score-stars"]');
    await page.fill('input[name="city"]', "Lyon E2E");
    // Enter did not save: no write went out, no toast, the form is still dirty.
    expect(await writesDuring(page, () => page.press('input[name="city"]', "Enter"))).toEqual([]);
    expect(await page.locator("text=updated").count()).toBe(0);
    await page.click('[data-testid="star-2"]');
    await page.fill('input[name="registrationNumber"]', "FR12345678901");
    await page.fill('[data-testid="company-logo"]', "https://example.com/logo.png");
    await page.selectOption('[data-testid="company-potential"]', "high");
    await page.click('[data-testid="company-save"]');
    await page.waitForSelector('text=/Company ".+" updated/');
    expect(await page.getAttribute('[data-testid="score-stars"]', "data-value")).toBe("2");
    await page.reload();
    await page.waitForSelector('[data-testid="company-profile-form"]');
    expect(await page.inputValue('[data-testid="company-potential"]')).toBe("high");
    expect(await page.inputValue('[data-testid="company-logo"]')).toBe("https://example.com/logo.png");
    expect(await seriousAxeFindings(page)).toEqual([]);
    await saveShot(page, "company-profile-1280", { fullPage: true });

    await page.goto(`/companies/${BUYER_COMPANY}/documents`);
    await page.waitForSelector('[data-testid="company-documents"]');
    const before = await page.locator('[data-testid="company-document"]').count();
    await page.setInputFiles('[data-testid="documents-input"]', [pdf("e2e-one.pdf"), pdf("e2e-two.pdf")]);
    await page.waitForSelector("text=File has been uploaded");
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="company-document"]').length === n + 2, before);
    expect(await page.locator('[data-testid="company-document"] a', { hasText: "e2e-two.pdf" }).getAttribute("href")).toMatch(/^https?:/);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await saveShot(page, "company-documents-1280", { fullPage: true });
    await context.close();
  });

  it("an ordinary user edits their own company without the staff fields, on a phone", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await signIn(page, "seller@example.com", `/companies/${SELLER_COMPANY}/profile`);
    await page.waitForSelector('[data-testid="company-profile-form"]');
    expect(await page.locator('[data-testid="score-stars"]').count()).toBe(0);
    expect(await page.locator('[data-testid="company-staff-fields"]').count()).toBe(0);
    expect(await page.locator('[data-testid="company-potential"]').count()).toBe(0);
    await page.fill('input[name="phoneNumber"]', "+49 203 123456");
    await page.click('[data-testid="company-save"]');
    await page.waitForSelector('text=/Company ".+" updated/');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await saveShot(page, "company-profile-390", { fullPage: true });
    await context.close();
  });
});
