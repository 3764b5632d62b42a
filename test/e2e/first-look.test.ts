import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { login, signIn, newPage } from "./browser";
import { saveShot } from "./shots";
import { browserSuite } from "./suite";

/**
 * What a new user hit on a first look, each checked the way they met it: the matches of a request that did
 * not fit the screen, flags drawn as empty boxes, an analytics axis ending at 4.8, a Send button that
 * pretended the empty contact form could go, and loading states that showed wrong values.
 */
const suite = browserSuite("first-look");

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const WIDTHS = [DESKTOP, PHONE];
/** The seeded request for talc-filled black rPP with EuCertPlast (scripts/seed/requests.ts, index 16). */
const REQUEST = "e0000000-0000-4000-8000-000000000017";
/** Regional indicator symbols: the two-letter flag emoji. */
const FLAG_EMOJI = /[\u{1F1E6}-\u{1F1FF}]/u;

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Holds every request matching `pattern` until `release()` is called, so the screen shows its loading state. */
async function hold(page: Page, pattern: string) {
  const held: Route[] = [];
  let open = false;
  let firstHeld!: () => void;
  const someHeld = new Promise<void>((resolve) => (firstHeld = resolve));
  await page.route(pattern, (route) => {
    if (open) return route.continue();
    held.push(route);
    firstHeld();
  });
  return {
    waitHeld: () => someHeld,
    release: async () => {
      open = true;
      for (const r of held.splice(0)) await r.continue();
    },
  };
}

describe("a request's matches", () => {
  it(`fit ${DESKTOP.width} px: every match's fit, status and notes without sideways scrolling`, async () => {
    const { context, page } = await newPage(suite.browser, { viewport: DESKTOP });
    await signIn(page, "admin@example.com", `/material-requests/${REQUEST}`);
    await page.waitForSelector('[data-testid="matches-panel"][data-busy="false"] [data-testid="match-row"]');
    expect(await suite.shot(page, "request-matches-1440")).toEqual([]);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(DESKTOP.width);
    const table = page.locator('[data-testid="matches-table"]');
    // The table itself fits its frame: nothing scrolls sideways inside it either.
    expect(await table.evaluate((t) => t.scrollWidth <= (t.parentElement?.clientWidth ?? 0) + 1)).toBe(true);
    // Each match's status and notes are within the window.
    for (const row of (await page.locator('[data-testid="match-row"]').all()).slice(0, 5)) {
      for (const part of ["match-status", "match-notes-button"]) {
        const b = await row.locator(`[data-testid="${part}"]`).boundingBox();
        expect(b, part).toBeTruthy();
        expect(b!.x + b!.width).toBeLessThanOrEqual(DESKTOP.width);
      }
    }
    // No value is cut: every factor shows its whole text (the certificates read in full).
    const cut = await page
      .locator('[data-testid="factor"]')
      .evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent));
    expect(cut).toEqual([]);
    // The request's wanted values stay pinned on top, in full.
    expect(await page.textContent('[data-testid="request-pinned-row"] [data-testid="wanted"][data-field="certificates"]')).toContain("EuCertPlast");
    // With every candidate listed (more rows, longer reasons) it still fits.
    await page.click('[data-testid="show-all-candidates"]');
    await page.waitForSelector('[data-testid="matches-panel"][data-scope="all"][data-busy="false"] [data-testid="match-row"]');
    expect(await suite.shot(page, "request-matches-all-1440")).toEqual([]);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(DESKTOP.width);
    expect(await table.evaluate((t) => t.scrollWidth <= (t.parentElement?.clientWidth ?? 0) + 1)).toBe(true);
    // Every seeded request's matches fit too, whatever the length of their material names.
    await page.goto("/material-requests");
    await page.waitForSelector('[data-testid="request-link"]');
    const links = await page.locator('[data-testid="request-link"]').evaluateAll((as) => as.map((a) => a.getAttribute("href")).slice(0, 6));
    expect(links.length).toBeGreaterThan(1);
    for (const href of links) {
      await page.goto(href!);
      await page.waitForSelector('[data-testid="matches-panel"][data-busy="false"] :is([data-testid="match-row"], [data-testid="matches-empty"])');
      if (!(await page.locator('[data-testid="match-row"]').count())) continue;
      expect(await table.evaluate((t) => t.scrollWidth <= (t.parentElement?.clientWidth ?? 0) + 1), href!).toBe(true);
    }
    await context.close();
  });

  it(`are cards on a ${PHONE.width} px phone, each with its status and notes`, async () => {
    const { context, page } = await newPage(suite.browser, { viewport: PHONE });
    await signIn(page, "admin@example.com", `/material-requests/${REQUEST}`);
    await page.waitForSelector('[data-testid="matches-panel"][data-busy="false"] :is([data-testid="match-card"], [data-testid="match-row"])');
    expect(await suite.shot(page, "request-matches-390")).toEqual([]);
    expect(await page.locator('[data-testid="match-card"]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="matches-table"]').count()).toBe(0);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    const card = page.locator('[data-testid="match-card"]').first();
    for (const part of ["match-status", "match-notes-button", "match-score"]) {
      const b = await card.locator(`[data-testid="${part}"]`).boundingBox();
      expect(b, part).toBeTruthy();
      expect(b!.x + b!.width).toBeLessThanOrEqual(PHONE.width);
    }
    expect(await page.textContent('[data-testid="request-pinned-row"]')).toContain("EuCertPlast");
    // A card's status is set like a row's: it stays after a reload.
    const id = await card.getAttribute("data-id");
    const status = card.locator('[data-testid="match-status"]');
    const next = (await status.inputValue()) === "contacted" ? "open" : "contacted";
    await status.selectOption(next);
    await page.waitForSelector("text=Success");
    await page.reload();
    await page.waitForSelector(`[data-testid="match-card"][data-id="${id}"]`);
    expect(await page.inputValue(`[data-testid="match-card"][data-id="${id}"] [data-testid="match-status"]`)).toBe(next);
    await context.close();
  });
});

describe("country flags", () => {
  for (const viewport of WIDTHS) {
    it(`are images with the country's name, never emoji (${viewport.width} px)`, async () => {
      const { context, page } = await newPage(suite.browser, { viewport });
      await signIn(page, "admin@example.com", "/companies");
      await page.waitForSelector('[data-testid="country-flag"]');
      // Wait for the images, then look at them.
      await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('[data-testid="country-flag"] img')].every((i) => i.complete));
      await saveShot(page, `first-look-flags-${viewport.width}`);
      expect(await suite.shot(page, `companies-${viewport.width}`)).toEqual([]);
      expect(FLAG_EMOJI.test(await page.innerText("main"))).toBe(false);
      const flags = await page
        .locator('[data-testid="country-flag"] img')
        .evaluateAll((imgs) => (imgs as HTMLImageElement[]).map((i) => ({ src: i.getAttribute("src"), alt: i.alt, loaded: i.naturalWidth > 0 })));
      expect(flags.length).toBeGreaterThan(0);
      for (const f of flags) {
        expect(f.src).toMatch(/^\/assets\/flags\/[\w.-]+\/[A-Z]{2}\.svg$/);
        expect(f.loaded).toBe(true);
        expect(f.alt.length).toBeGreaterThan(2); // the country's name, not its code
      }
      // The company page's header has it too.
      await page
        .locator(':is([data-testid="company-row"], [data-testid="company-card"]):has([data-testid="country-flag"] img) [data-testid="company-link"]')
        .first()
        .click();
      await page.waitForSelector('[data-testid="company-name"]');
      const header = page.locator('[data-testid="country-flag"] img').first();
      await header.waitFor();
      expect(
        await header.evaluate((i) => (i as HTMLImageElement).naturalWidth > 0 || new Promise((ok) => i.addEventListener("load", () => ok(true)))),
      ).toBeTruthy();
      expect(FLAG_EMOJI.test(await page.innerText("main"))).toBe(false);
      await context.close();
    });
  }
});

describe("lead analytics", () => {
  it("label the y-axis in whole steps of 5 up to 1.2 times the highest value", async () => {
    const { context, page } = await newPage(suite.browser, { viewport: DESKTOP });
    await signIn(page, "admin@example.com", "/leads-analytics");
    for (const chart of ["lead-chart-weekly", "lead-chart-assignee", "lead-chart-status"]) {
      const canvas = page.locator(`[data-testid="${chart}"] canvas`);
      await page.waitForSelector(`[data-testid="${chart}"] canvas[data-y-ticks]`);
      const ticks = (await canvas.getAttribute("data-y-ticks"))!.split(",").map(Number);
      const max = Number(await canvas.getAttribute("data-y-max"));
      const label = (await canvas.getAttribute("aria-label")) ?? "";
      const highest = Math.max(0, ...[...label.matchAll(/ (\d+)(?:,|$)/g)].map((m) => Number(m[1])));
      expect(ticks[0], chart).toBe(0);
      for (const v of ticks) expect(v % 5, `${chart} ticks ${ticks.join(",")}`).toBe(0);
      expect(max, chart).toBe(Math.max(5, Math.ceil(highest * 1.2)));
      expect(ticks.at(-1)!, chart).toBeLessThanOrEqual(max);
    }
    expect(await suite.shot(page, "analytics-1440")).toEqual([]);
    await context.close();
  });
});

describe("contact us", () => {
  for (const viewport of WIDTHS) {
    it(`Send is disabled until the whole form passes; a try says 'Form contains errors' (${viewport.width} px)`, async () => {
      const { context, page } = await newPage(suite.browser, { viewport });
      await page.goto("/contact-us?language=en");
      await page.waitForSelector('[data-testid="contact-form"]');
      const send = '[data-testid="contact-send"]';
      expect(await page.isDisabled(send)).toBe(true);
      // No messages before a try.
      expect(await page.locator('[data-testid="form-errors"]').count()).toBe(0);
      await page.fill('[data-testid="contact-company"]', "Bottle Works Ltd");
      await page.fill('[data-testid="contact-name"]', "Ola Nordmann");
      await page.fill('[data-testid="contact-email"]', "ola@");
      await page.fill('[data-testid="contact-message"]', "HDPE regrind, natural, 40 t per month.");
      expect(await page.isDisabled(send)).toBe(true);
      expect(await page.locator('[data-testid="form-errors"]').count()).toBe(0);
      // A try (Enter in a field) shows what is wrong; Send stays disabled.
      await page.press('[data-testid="contact-email"]', "Enter");
      await page.waitForSelector('[data-testid="form-errors"]');
      expect(await page.textContent('[data-testid="form-errors"]')).toBe("Form contains errors");
      expect(await page.locator('[data-part="error-text"]').count()).toBe(1);
      expect(await page.isDisabled(send)).toBe(true);
      expect(await suite.shot(page, `contact-errors-${viewport.width}`)).toEqual([]);
      await page.fill('[data-testid="contact-email"]', "ola@bottle-works.example");
      await page.waitForSelector('[data-testid="form-errors"]', { state: "detached" });
      expect(await page.isDisabled(send)).toBe(false);
      // Emptying a field disables it again.
      await page.fill('[data-testid="contact-name"]', "");
      await page.waitForFunction((s) => document.querySelector(s)?.matches(":disabled, [aria-disabled=true]"), send);
      await context.close();
    });
  }
});

describe("loading states", () => {
  it("the company's assignee and notes count show a loading state, never 'Another user' or an empty pill", async () => {
    const { context, page } = await newPage(suite.browser, { viewport: DESKTOP });
    await login(page, "admin@example.com");
    const users = await hold(page, "**/api/users");
    // The list: an assigned company's assignee is not 'Another user' while the staff load.
    await page.goto("/companies");
    await page.waitForSelector('[data-testid="company-row"]');
    await users.waitHeld();
    expect(await page.locator('[data-testid="companies-table"] >> text=Another user').count()).toBe(0);
    const assigned = page.locator('[data-testid="company-row"]:has([data-testid="assignee-loading"])').first();
    await assigned.waitFor();
    const companyUrl = await assigned.locator('[data-testid="company-link"]').getAttribute("href");
    await users.release();
    await page.waitForSelector('[data-testid="assignee-loading"]', { state: "detached" });
    expect(await page.locator('[data-testid="companies-table"] >> text=Another user').count()).toBe(0);

    // The company's header, with the staff and the notes held.
    const page2 = await context.newPage();
    const staff = await hold(page2, "**/api/users");
    const notes = await hold(page2, "**/api/notes?*");
    await page2.goto(companyUrl!);
    await page2.waitForSelector('[data-testid="company-name"]');
    await staff.waitHeld();
    await notes.waitHeld();
    await page2.waitForSelector('[data-testid="company-assignee-loading"]');
    expect(await page2.locator('[data-testid="company-assignee"]').count()).toBe(0);
    expect(await page2.locator('[data-testid="notes-count"]').count()).toBe(0);
    await page2.waitForSelector('[data-testid="notes-count-loading"]');
    expect(await suite.shot(page2, "company-loading-1440")).toEqual([]);
    await staff.release();
    await notes.release();
    const select = page2.locator('[data-testid="company-assignee"]');
    await select.waitFor();
    const chosen = await select.evaluate((s) => (s as HTMLSelectElement).selectedOptions[0]?.textContent ?? "");
    expect(chosen).not.toBe("Another user");
    expect(chosen).not.toBe("");
    expect(await page2.textContent('[data-testid="notes-count"]')).toMatch(/^\d+\+?$/);
    await context.close();
  });
});
