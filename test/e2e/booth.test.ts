import { mkdirSync, writeFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { badgePng } from "../../scripts/seed/badge-image";
import { seriousAxeFindings } from "./axe";
import { baseUrl, launchBrowser, login, newPage } from "./browser";

/**
 * The booth and its k-fair follow-up in Chromium (issue 11 item 5; ADR 0146): add a visitor with a photo, see
 * the row with its thumbnail, open the follow-up, watch the run reach the pending draft, approve it, and find
 * the e-mail in the local SES store. The run needs the research steps (GatherFacts/Evaluate/WriteReport) of
 * the merged issue-11 branches to reach the draft.
 */

let browser: Browser;
const SHOTS = process.env.E2E_SHOTS ?? "/tmp/e2e-shots";
const PHOTO = "/tmp/e2e-booth-badge.png";
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
  writeFileSync(PHOTO, badgePng("Greta Holm", 140));
});
afterAll(async () => {
  await browser?.close();
});

async function shot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/booth-${name}.png`, fullPage: true });
  const findings = await seriousAxeFindings(page);
  console.log(`[axe] booth ${name}: ${findings.length} serious/critical${findings.length ? " " + JSON.stringify(findings) : ""}`);
  return findings;
}

describe("booth", () => {
  for (const width of [1280, 390]) {
    it(`adds a visitor with a photo, follows the k-fair run to its draft and approves it (${width} px)`, async () => {
      const { page } = await newPage(browser, { viewport: { width, height: 900 } });
      await login(page, "admin@example.com");
      await page.goto(`${baseUrl()}/booth`);
      await page.waitForSelector('[data-testid="booth-table"], [data-testid="booth-cards"]');
      expect(await shot(page, `list-${width}`)).toEqual([]);

      // The includes-string filter also searches the hidden country column.
      await page.fill('[data-testid="booth-filter"]', "zzz-no-such-visitor");
      await page.waitForSelector('[data-testid="booth-no-match"]');
      await page.fill('[data-testid="booth-filter"]', "");

      const email = `greta.holm.${width}.${Date.now()}@holm-plast.example.com`;
      const company = `Holm Plast ${width} ${Date.now()}`;
      await page.click('[data-testid="add-visitor-button"]');
      await page.waitForSelector('[data-testid="add-visitor-dialog"]');
      await page.fill('[data-testid="visitor-company"]', company);
      await page.selectOption('[data-testid="visitor-type"]', "converter");
      await page.fill('[data-testid="visitor-country"]', "SE");
      await page.fill('[data-testid="visitor-name"]', "Greta Holm");
      await page.fill('[data-testid="visitor-email"]', email);
      await page.fill('[data-testid="visitor-position"]', "Purchasing Manager");
      await page.setInputFiles('[data-testid="visitor-photo"]', PHOTO);
      await page.waitForSelector('[data-testid="visitor-photo-preview"]');
      expect(await shot(page, `add-${width}`)).toEqual([]);
      await page.click('[data-testid="visitor-save"]');

      // The row, with its 80×60 thumbnail linking to the full image in a new tab; found by the filter on the hidden country.
      await page.waitForSelector('[data-testid="add-visitor-dialog"]', { state: "detached" });
      await page.fill('[data-testid="booth-filter"]', "se");
      const row = page.locator('[data-testid="booth-row"]', { hasText: email }).first();
      await row.waitFor();
      const thumb = row.locator('[data-testid="booth-photo"]');
      await thumb.waitFor();
      await page.waitForFunction((el) => (el as HTMLImageElement).complete, await thumb.elementHandle());
      expect(await thumb.evaluate((img: HTMLImageElement) => [img.width, img.height, img.naturalWidth > 0])).toEqual([80, 60, true]);
      const link = row.locator('[data-testid="booth-photo-link"]');
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("href")).toContain("/booth/");

      // The follow-up shows the run working, step by step.
      await row.locator('[data-testid="booth-follow-up"]').click();
      await page.waitForSelector('[data-testid="follow-up-drawer"]');
      await page.waitForSelector('[data-testid="follow-up-step"]', { timeout: 20_000 });
      expect(await shot(page, `running-${width}`)).toEqual([]);

      // It reaches the pending draft (needs the merged research steps).
      await page.waitForSelector('[data-testid="follow-up-status"][data-status="awaitingApproval"]', { timeout: 60_000 });
      await page.waitForSelector('[data-testid="follow-up-message"][data-status="draft"]');
      expect(await page.textContent('[data-testid="follow-up-message-body"]')).toContain("Greta Holm");
      expect(await shot(page, `draft-${width}`)).toEqual([]);

      // Edit the subject, approve: the e-mail goes out and the outcome shows.
      const subject = `Holm follow-up ${width} ${Date.now()}`;
      await page.click('[data-testid="follow-up-edit"]');
      await page.fill('[data-testid="follow-up-subject"]', subject);
      await page.click('[data-testid="follow-up-approve"]');
      await page.waitForSelector('[data-testid="follow-up-outcome"]');
      await page.waitForSelector('[data-testid="follow-up-message"][data-status="sent"]');
      await page.waitForSelector('[data-testid="follow-up-status"][data-status="completed"]');
      expect(await shot(page, `approved-${width}`)).toEqual([]);

      const store = (await (await fetch(`${inject("stackEnv").SES_ENDPOINT}/store`)).json()) as { emails: { subject: string; destination: { to: string[] } }[] };
      expect(store.emails.find((e) => e.subject === subject)?.destination.to).toEqual([email]);
      await page.context().close();
    }, 120_000);
  }
});
