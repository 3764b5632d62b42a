import { writeFileSync } from "node:fs";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { randomUUID } from "node:crypto";
import { createBoothVisit } from "../../functions/domains/booth";
import { createRun } from "../../functions/domains/workflowRuns";
import { putObject } from "../../functions/lib/s3";
import { handler as findOrCreate } from "../../functions/workflows/k-fair/find-or-create";
import { handler as draftOutreach } from "../../functions/workflows/k-fair/draft-outreach";
import { badgePng } from "../../scripts/seed/badge-image";
import { browserSuite } from "./suite";
import { baseUrl, login, signIn, newPage } from "./browser";
import { sentMail } from "../fixtures/ses";

/**
 * The booth and its k-fair follow-up in Chromium (ADR 0146): add a visitor with a photo, see
 * the row with its thumbnail, open the follow-up, watch the run reach the pending draft, approve it, and find
 * the e-mail in the local SES store. The run needs the research steps (GatherFacts/Evaluate/WriteReport) of
 * the merged issue-11 branches to reach the draft.
 */

const suite = browserSuite("booth");
const shot = suite.shot;
const PHOTO = "/tmp/e2e-booth-badge.png";
beforeAll(() => writeFileSync(PHOTO, badgePng("Greta Holm", 140)));

describe("booth", () => {
  for (const width of [1280, 390]) {
    it(`adds a visitor with a photo, follows the k-fair run to its draft and approves it (${width} px)`, async () => {
      const { page } = await newPage(suite.browser, { viewport: { width, height: 900 } });
      await signIn(page, "admin@example.com", `${baseUrl()}/booth`);
      await page.waitForSelector('[data-testid="booth-table"], [data-testid="booth-cards"]');
      expect(await shot(page, `list-${width}`)).toEqual([]);

      // The filter is searched on the server over every page (ADR 0153) and kept in the URL; nothing matches here.
      await page.fill('[data-testid="booth-filter"]', "zzz-no-such-visitor");
      await page.waitForSelector('[data-testid="booth-empty"][data-filtered="true"]');
      expect(new URL(page.url()).searchParams.get("q")).toBe("zzz-no-such-visitor");
      await page.fill('[data-testid="booth-filter"]', "");
      await page.waitForFunction(() => !new URL(location.href).searchParams.has("q"));

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
      // A reload keeps the search.
      await page.waitForFunction(() => new URL(location.href).searchParams.get("q") === "se");
      await page.reload();
      await row.waitFor();
      expect(await page.inputValue('[data-testid="booth-filter"]')).toBe("se");
      expect(await shot(page, `search-${width}`)).toEqual([]);
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

      const store = { emails: await sentMail() };
      expect(store.emails.find((e) => e.subject === subject)?.destination.to).toEqual([email]);
      await page.context().close();
    }, 120_000);
  }

  /**
   * The drawer's draft, edit and approval on a run whose steps were driven directly (FindOrCreate and
   * DraftOutreach handlers, no execution), so it runs before the research steps are merged.
   */
  for (const width of [1280, 390]) {
    it(`shows a drafted e-mail, approves it edited, and the mail reaches SES (${width} px)`, async () => {
      Object.assign(process.env, inject("stackEnv"));
      const { page } = await newPage(suite.browser, { viewport: { width, height: 900 } });
      await login(page, "admin@example.com");
      const admin = (await page.context().cookies()).find((c) => c.name === "accessToken")!.value;
      const me = (await (await fetch(`${baseUrl()}/api/me`, { headers: { authorization: `Bearer ${admin}` } })).json()) as { id: string };
      const boothId = randomUUID();
      const runId = randomUUID();
      const photoId = randomUUID();
      const email = `ines.${width}.${Date.now()}@lusa-pack.example.com`;
      await putObject(`booth/${photoId}`, badgePng("Ines Sousa", 300), "image/png");
      await createBoothVisit(
        {
          id: boothId,
          companyName: `Lusa Pack ${width} ${Date.now()}`,
          companyType: "converter",
          companyCountry: "PT",
          personName: "Ines Sousa",
          email,
          position: "Compras",
          photoId,
          workflowId: runId,
        },
        me.id,
      );
      await createRun({ id: runId, type: "kFair", input: { boothId }, subject: { boothId } }, me.id);
      const state = (await findOrCreate({ runId, boothId })) as { runId: string; boothId: string; companyId: string; contactId: string; researchId: string };
      await draftOutreach(state);

      await page.goto(`${baseUrl()}/booth`);
      await page.fill('[data-testid="booth-filter"]', email);
      const row = page.locator('[data-testid="booth-row"]', { hasText: email }).first();
      await row.locator('[data-testid="booth-follow-up"]').click();
      await page.waitForSelector('[data-testid="follow-up-status"][data-status="awaitingApproval"]');
      await page.waitForSelector('[data-testid="follow-up-message"][data-status="draft"]');
      // Written in Portuguese (the company's country), addressed by name.
      expect(await page.textContent('[data-testid="follow-up-message-body"]')).toContain("Caro/a Ines Sousa");
      expect(await shot(page, `draft-direct-${width}`)).toEqual([]);

      const subject = `Lusa follow-up ${width} ${Date.now()}`;
      await page.click('[data-testid="follow-up-edit"]');
      await page.fill('[data-testid="follow-up-subject"]', subject);
      await page.fill('[data-testid="follow-up-body"]', '<p>Olá Ines, <strong>obrigado</strong>!</p><img src=x onerror="alert(1)">');
      // The preview renders the sanitised HTML: the image and its handler are gone.
      expect(await page.locator('[data-testid="follow-up-message-body"] img').count()).toBe(0);
      expect(await shot(page, `edit-${width}`)).toEqual([]);
      await page.click('[data-testid="follow-up-approve"]');
      await page.waitForSelector('[data-testid="follow-up-message"][data-status="sent"]');
      await page.waitForSelector('[data-testid="follow-up-status"][data-status="completed"]');
      await page.waitForSelector('[data-testid="follow-up-outcome"]');
      expect(await shot(page, `sent-${width}`)).toEqual([]);
      const store = { emails: await sentMail() };
      const mail = store.emails.find((e) => e.subject === subject);
      expect(mail?.destination.to).toEqual([email]);
      expect(mail?.body?.html).toBe("<p>Olá Ines, <strong>obrigado</strong>!</p>");
      await page.context().close();
    });
  }

  it("says 'Error while getting booth visits' when the list fails", async () => {
    const { page } = await newPage(suite.browser, { viewport: { width: 1280, height: 900 } });
    await login(page, "admin@example.com");
    await page.route("**/api/booth?**", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"boom"}' }));
    await page.goto(`${baseUrl()}/booth`);
    await page.waitForSelector('[data-testid="booth-error"]', { timeout: 20_000 });
    expect(await page.textContent('[data-testid="booth-error"]')).toContain("Error while getting booth visits");
    await page.context().close();
  });
});
