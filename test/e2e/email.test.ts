import { describe, expect, it } from "vitest";
import { browserSuite } from "./suite";
import { baseUrl, signIn, newPage } from "./browser";
import { sentMail } from "../fixtures/ses";
import { SEEDED_COMPANY } from "../../scripts/seed/demo-companies";

/**
 * The company Messages tab in Chromium (ADR 0151):
 * the seeded thread with its imported message (a script and an onerror in the body: neither runs), compose with
 * a contact chip and the AI draft, send, the message in the list and in the local SES store, the pixel then
 * "Opened:" after a reload; axe at 1280 and 390 px.
 */

const suite = browserSuite("email");
const shot = suite.shot;
/** Polimeri Riciclati S.r.l. (scripts/seed/email.ts): three seeded messages and the imported one; contact Marco Rossi. */
const COMPANY = SEEDED_COMPANY.polimeri;

describe("company e-mail", () => {
  for (const width of [1280, 390]) {
    it(`shows the thread safely, composes with a chip and the AI, sends, and shows it opened (${width} px)`, async () => {
      const { page } = await newPage(suite.browser, { viewport: { width, height: 900 } });
      await signIn(page, "admin@example.com", `${baseUrl()}/companies/${COMPANY}/messages`);
      await page.waitForSelector('[data-testid="email-tab"]');
      expect(await page.textContent("h2")).toContain("Emails");
      expect(await page.locator('[data-testid="email-item"]').count()).toBeGreaterThanOrEqual(4);
      // Opened and unopened icons carry their state as an accessible label.
      const labels = await page.locator('[data-testid="email-opened-icon"]').evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
      expect(new Set(labels)).toEqual(new Set(["Opened", "Not opened yet"]));
      expect(await shot(page, `tab-${width}`)).toEqual([]);

      // The imported message keeps a script and an onerror in its stored body: rendered, neither runs.
      await page.locator('[data-testid="email-item"]', { hasText: "Imported message" }).click();
      await page.waitForSelector('[data-testid="email-pane-subject"]:has-text("Imported message")');
      expect(await page.textContent('[data-testid="email-pane-body"]')).toContain("Imported from the old mailbox.");
      expect(await page.locator('[data-testid="email-pane-body"] script, [data-testid="email-pane-body"] [onerror]').count()).toBe(0);
      // Falls back to the created date (no sentDate); no "Opened:" line.
      expect(await page.textContent('[data-testid="email-pane-date"]')).toMatch(/Sent: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
      expect(await page.locator('[data-testid="email-pane-opened"]').count()).toBe(0);
      // An injected image's onerror would have run once every image of the pane has loaded or failed.
      await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('[data-testid="email-pane-body"] img')].every((i) => i.complete));
      await page.evaluate(() => new Promise(requestAnimationFrame));
      expect(await page.evaluate(() => (window as unknown as { __emailXss?: boolean }).__emailXss)).toBeUndefined();
      expect(await shot(page, `pane-${width}`)).toEqual([]);

      // Compose: the editor loads with it; a chip fills To, typing clears the chip; the AI drafts subject and body.
      await page.click('[data-testid="email-compose"]');
      await page.waitForSelector('[data-testid="compose-view"]');
      await page.waitForSelector('[data-testid="compose-body"]');
      expect(await page.isDisabled('[data-testid="compose-generate"]')).toBe(true);
      expect(await page.isDisabled('[data-testid="compose-send"]')).toBe(true);
      const chip = page.locator('[data-testid="compose-contact"]', { hasText: "Marco Rossi" });
      expect(await chip.textContent()).toContain("CEO");
      await chip.click();
      expect(await page.inputValue('[data-testid="compose-to"]')).toBe("m.rossi@polimeri.example.com");
      expect(await chip.getAttribute("aria-pressed")).toBe("true");
      await page.type('[data-testid="compose-to"]', ",");
      expect(await chip.getAttribute("aria-pressed")).toBe("false");
      expect(await page.isDisabled('[data-testid="compose-generate"]')).toBe(true);
      await chip.click();
      await page.click('[data-testid="compose-generate"]');
      await page.waitForFunction(() => (document.querySelector('[data-testid="compose-subject"]') as HTMLInputElement | null)?.value.length);
      expect((await page.textContent('[data-testid="compose-body"]'))!.length).toBeGreaterThan(40);
      expect(await page.isEnabled('[data-testid="compose-send"]')).toBe(true);
      // The toolbar formats the text (bold on a new paragraph).
      await page.click('[data-testid="compose-body"]');
      await page.keyboard.press("Control+End");
      await page.keyboard.press("Enter");
      await page.click('[data-testid="toolbar-bold"]');
      await page.keyboard.type("Bold closing line");
      expect(await page.locator('[data-testid="compose-body"] strong', { hasText: "Bold closing line" }).count()).toBe(1);
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('[data-testid="compose-body"]')!).minHeight)).toBe("150px");
      expect(await shot(page, `compose-${width}`)).toEqual([]);

      // A malformed address: the API's field error under To, everything typed kept.
      await page.fill('[data-testid="compose-to"]', "m.rossi@polimeri.example.com, not-an-address");
      await page.click('[data-testid="compose-send"]');
      await page.waitForSelector('text="Invalid email address"');
      expect(await page.locator('[data-testid="compose-view"]').count()).toBe(1);
      expect((await page.inputValue('[data-testid="compose-subject"]')).length).toBeGreaterThan(0);

      const subject = `Offer ${width} ${Date.now()}`;
      await page.fill('[data-testid="compose-to"]', "m.rossi@polimeri.example.com");
      await page.fill('[data-testid="compose-subject"]', subject);
      await page.click('[data-testid="compose-send"]');
      await page.waitForSelector('text="Message sent"');
      await page.waitForSelector('[data-testid="email-tab"]');
      const first = page.locator('[data-testid="email-item"]').first();
      expect(await first.textContent()).toContain(subject);
      expect(await first.getAttribute("aria-current")).toBe("true");
      expect(await page.textContent('[data-testid="email-pane-subject"]')).toBe(subject);
      expect(await page.textContent('[data-testid="email-pane-body"]')).toContain("Bold closing line");
      const id = (await first.getAttribute("data-id"))!;
      const mail = (await sentMail()).find((m) => m.subject === subject);
      expect(mail?.destination.to).toEqual(["m.rossi@polimeri.example.com"]);
      expect(mail?.body?.html).toContain(`/api/emails/${id}/opened`);
      expect(mail?.body?.html).toContain("<strong>Bold closing line</strong>");

      // The recipient's client loads the pixel; after a reload the pane says when.
      const gif = await fetch(`${baseUrl()}/api/emails/${id}/opened`);
      expect(gif.headers.get("content-type")).toBe("image/gif");
      await page.reload();
      await page.waitForSelector('[data-testid="email-pane-opened"]');
      expect(await page.textContent('[data-testid="email-pane-opened"]')).toMatch(/^Opened: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
      expect(await first.getAttribute("data-opened")).toBe("true");
      expect(await shot(page, `opened-${width}`)).toEqual([]);
      await page.close();
    });
  }

  it("a company without messages says so and offers Compose", async () => {
    const { page } = await newPage(suite.browser, { viewport: { width: 1280, height: 900 } });
    await signIn(page, "admin@example.com", `${baseUrl()}/companies/${SEEDED_COMPANY.alpine}/messages`);
    await page.waitForSelector('[data-testid="email-empty"]');
    expect(await page.textContent('[data-testid="email-empty"]')).toContain("No messages");
    await page.waitForSelector('[data-testid="email-compose"]');
    expect(await shot(page, "empty-1280")).toEqual([]);
    await page.close();
  });
});
