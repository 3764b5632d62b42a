import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEEDED_COMPANY } from "../../scripts/seed/demo-companies";
import { addDays } from "../../shared/rules/certificates";
import { api, login } from "../fixtures/api";
import { newTenant, tag } from "../fixtures/factories";
import { seriousAxeFindings } from "./axe";
import { launchBrowser, newPage, signIn } from "./browser";
import { saveShot } from "./shots";

/** The certificate register tab: staff add a certificate with its PDF on a wide screen; a company's own user sees theirs on a phone. */
const SELLER_COMPANY = SEEDED_COMPANY.demoRecycling;
const BUYER_COMPANY = SEEDED_COMPANY.demoPackaging;
const pdf = { name: "iscc-plus.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n% e2e\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n") };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("certificate register", () => {
  it("staff add a certificate with its PDF; a validity that ends before it starts is refused in the dialog", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1440, height: 900 } });
    await signIn(page, "admin@example.com", `/companies/${BUYER_COMPANY}/certificates`);
    await page.waitForSelector('[data-testid="company-certificates"]');
    const before = await page.locator('[data-testid="certificate-row"]').count();
    await page.click('[data-testid="certificate-add"]');
    await page.waitForSelector('[data-testid="certificate-dialog"]');
    await page.selectOption('[data-testid="certificate-type"]', "isccPlus");
    await page.fill('[data-testid="certificate-number"]', "ISCC-PLUS-E2E-1");
    await page.fill('[data-testid="certificate-issuer"]', "ISCC System GmbH");
    await page.fill('[data-testid="certificate-valid-from"]', "01/06/2026");
    await page.fill('[data-testid="certificate-valid-until"]', "01/01/2026");
    await page.click('[data-testid="certificate-save"]');
    await page.waitForSelector("text=Must not be before the start of validity");
    await page.fill('[data-testid="certificate-valid-until"]', "31/05/2031");
    await page.setInputFiles('[data-testid="certificate-dialog"] input[type="file"]', pdf);
    await page.waitForSelector('[data-testid="certificate-file-name"]');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await saveShot(page, "certificates-dialog-1440");
    await page.click('[data-testid="certificate-save"]');
    await page.waitForSelector("text=Certificate saved");
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="certificate-row"]').length === n + 1, before);
    expect(await page.locator('[data-testid="certificate-row"]', { hasText: "ISCC-PLUS-E2E-1" }).locator("a").getAttribute("href")).toMatch(/^https?:/);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await saveShot(page, "certificates-1440", { fullPage: true });
    await context.close();
  });

  it("a company's own user sees their register with its badges on a phone and deletes after confirming", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await signIn(page, "seller@example.com", `/companies/${SELLER_COMPANY}/certificates`);
    await page.waitForSelector('[data-testid="certificate-row"]');
    const cards = page.locator('[data-testid="certificate-row"]');
    expect(await cards.locator('[data-testid="validity-expired"]').count()).toBeGreaterThan(0);
    expect(await cards.locator('[data-testid="validity-valid"]').count()).toBeGreaterThan(0);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await saveShot(page, "certificates-390", { fullPage: true });
    const count = await cards.count();
    await cards.filter({ hasText: "QM-2022-0415" }).locator('[data-testid="certificate-delete"]').click();
    await page.click('[data-testid="certificate-delete-confirm"]');
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="certificate-row"]').length === n - 1, count);
    await context.close();
  });
});

describe("catalogue list certificates", () => {
  const name = `rPCA certified ${tag()}`;
  beforeAll(async () => {
    const admin = (await login("admin@example.com")).accessToken;
    const seller = await newTenant();
    const day = new Date().toISOString().slice(0, 10);
    const save = async (id: string, type: string, validFrom: string, validUntil: string) => {
      const r = await api("POST", `/companies/${seller.companyId}/certificates/${id}-${tag()}`, {
        token: seller.accessToken,
        body: { type, number: `${type.toUpperCase()}-${tag()}`, issuer: "Accredited certification body", validFrom, validUntil },
      });
      expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
    };
    await save("efsa", "efsa", addDays(day, -100), addDays(day, 300));
    await save("grs", "grs", addDays(day, -400), addDays(day, -3));
    const m = await api("PUT", "/materials", {
      token: admin,
      body: { companyId: seller.companyId, name, type: "pca", condition: "regrind", countryOfOrigin: "DE", certificates: ["efsa", "grs", "fda"] },
    });
    expect(m.status, JSON.stringify(m.body)).toBe(201);
    expect((await api("POST", `/materials/${m.body.id}`, { token: admin, body: { isPublic: true } })).status).toBe(200);
  });

  for (const width of [1440, 390])
    it(`a catalogue card shows each named certificate's status in the seller's register (${width} px)`, async () => {
      const { context, page } = await newPage(browser, { viewport: { width, height: 900 } });
      await page.goto("/catalog?type=pca&language=en");
      const card = page.locator('[data-testid="catalog-card"]', { hasText: name });
      await card.waitFor();
      await card.locator('[data-testid="certificate-verified"]').waitFor();
      expect(await card.locator('[data-testid="certificate-verified"]').textContent()).toMatch(/EFSA.*verified/);
      expect(await card.locator('[data-testid="certificate-expired"]').textContent()).toMatch(/GRS.*expired/);
      expect(await card.locator('[data-testid="certificate-unverified"]').textContent()).toMatch(/FDA.*unverified/);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await saveShot(page, `catalog-certificates-${width}`, { fullPage: true });
      await context.close();
    });
});
