import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, login, signIn, newPage } from "./browser";
import { keyboardDrag } from "./keyboard-drag";
import { axeShot } from "./suite";
import { writesDuring } from "./writes";

/** Material request screens end to end in Chromium (what the screens must do). */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Unique per run, so the search finds this run's request and nothing else. */
const DESCRIPTION = `E2E rPP black regrind for crates ${Date.now().toString(36)}`;
const toast = (page: Page, text: string) => page.waitForSelector(`[data-testid^="toast"] >> text=${text}`).catch(() => page.waitForSelector(`text=${text}`));

const shot = (page: Page, name: string) => axeShot(page, "requests", name);

/** The row (or phone card) of this run's request on the list. */
const row = (page: Page) => page.locator(`[data-testid="request-row"]:has-text("${DESCRIPTION}"), [data-testid="request-card"]:has-text("${DESCRIPTION}")`);

/**
 * One keyboard step off the column `from`: `until` waits until dnd-kit's screen-reader announcement says the
 * lifted card is over another column (the drop target is computed a render after the key press, and a Space before
 * that drops the card where it was), and `status()` then answers that column's status. dnd-kit picks the column
 * nearest in the arrow's direction from the card's measured position, which need not be the next one in the DOM.
 */
const stepOff = (page: Page, from: string, key: string) => {
  let status: string | undefined;
  const until = async () => {
    const columns = await page.$$eval('[data-testid="board-column"]', (cols) =>
      cols.map((c) => [(c.querySelector("h2") as HTMLElement | null)?.innerText.trim() ?? "", c.getAttribute("data-status") ?? ""] as const),
    );
    await expect
      .poll(
        async () => {
          const over = /is over (.+)\.$/.exec((await page.locator('[id^="DndLiveRegion"]').innerText()).trim())?.[1];
          status = columns.find(([name]) => name === over)?.[1];
          return status !== undefined && status !== from;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
  };
  return { key, until, status: () => status! };
};

describe("material requests", () => {
  it("a buyer cannot send a request without a description, then posts one and sees it listed with its status", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 860 } });
    await login(page, "buyer@example.com");
    await page.click('[data-testid="sidebar-nav"] >> text=Material requests');
    await page.waitForURL(/\/material-requests$/);
    await page.waitForSelector('[data-testid="requests-table"], [data-testid="requests-empty"]');
    await page.click('[data-testid="new-request-button"]');
    await page.waitForSelector('[data-testid="request-form-dialog"]');
    // Typed values survive a refused submit.
    await page.fill('[data-testid="input-amount"]', "50");
    await page.click('[data-testid="request-submit"]');
    await page.waitForSelector('[data-testid="form-errors"]');
    expect(await page.locator('[data-testid="request-form-dialog"] >> text=Must not be empty').count()).toBe(1);
    expect(await page.inputValue('[data-testid="input-amount"]')).toBe("50");
    expect(await shot(page, "new-dialog-errors-1280")).toEqual([]);

    await page.fill('[data-testid="input-description"]', DESCRIPTION);
    await page.click('[data-testid="chips-conditions"] [data-value="regrind"]');
    await page.click('[data-testid="chips-colors"] [data-value="black"]');
    await page.selectOption('[data-testid="select-viscosity.type"]', "meltFlowRate");
    await page.fill('[data-testid="input-viscosity.min"]', "8");
    await page.selectOption('[data-testid="select-viscosity.temperature"]', "230");
    await page.selectOption('[data-testid="select-viscosity.weight"]', "2.16");
    await page.fill('[data-testid="input-targetPrice.amount"]', "900");
    await page.fill('[data-testid="input-voucher"]', "spring10");
    // A text file named like a PDF is refused before anything is sent; a real PDF goes up after the request is saved.
    await page.setInputFiles('[data-testid="request-documents-input"]', { name: "notes.pdf", mimeType: "text/plain", buffer: Buffer.from("plain text") });
    await page.waitForSelector('[data-testid="pending-document"] >> text=notes.pdf is not a PDF');
    await page.click('[aria-label="Remove notes.pdf"]');
    await page.setInputFiles('[data-testid="request-documents-input"]', {
      name: "crate-spec.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
    });
    expect(await shot(page, "new-dialog-documents-1280")).toEqual([]);
    const posted = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/api/material-requests"));
    await page.click('[data-testid="request-submit"]');
    // Filed as open; the matching runs in the background (ADR 0105) and sets its outcome a moment later.
    expect(((await (await posted).json()) as { status: string }).status).toBe("open");
    await toast(page, "Success");
    await page.waitForSelector('[data-testid="request-form-dialog"]', { state: "detached" });

    await page.fill('[data-testid="requests-search"]', DESCRIPTION);
    await page.waitForURL(/q=/);
    await row(page).waitFor();
    // Ordinary users see the status, not change it; the voucher shows upper-cased.
    const status = row(page).locator('[data-testid="request-status"]');
    expect(["open", "matching_completed", "no_matches"]).toContain(await status.inputValue());
    expect(await status.isDisabled()).toBe(true);
    expect(await row(page).locator('[data-testid="request-voucher"]').innerText()).toBe("SPRING10");
    expect(await row(page).locator('[data-testid="request-edit"]').count()).toBe(0);
    expect(await shot(page, "list-buyer-1280")).toEqual([]);

    // 'all' clears the status filter from the URL.
    await page.selectOption('[data-testid="status-filter"]', "no_matches");
    await page.waitForURL(/status=no_matches/);
    await page.selectOption('[data-testid="status-filter"]', "all");
    await page.waitForURL((u) => !u.searchParams.has("status"));
    await context.close();
  });

  it("an admin opens the detail: ranked matches grouped by company with mismatch reasons; sets a match to contacted and adds a note", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 860 } });
    await login(page, "admin@example.com");
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`/material-requests?q=${encodeURIComponent(DESCRIPTION)}`);
    await row(page).locator('[data-testid="request-link"]').click();
    await page.waitForURL(/\/material-requests\/[^/?]+/);
    await page.waitForSelector('[data-testid="request-summary"] >> text=' + DESCRIPTION);
    await page.waitForSelector('[data-testid="request-documents-list"] >> text=crate-spec.pdf');
    await page.waitForSelector('[data-testid="request-pinned-row"]');
    expect(await page.textContent('[data-testid="request-pinned-row"] [data-field="condition"]')).toContain("Regrind");

    // Also the non-matches: every candidate ranked, grouped per seller company, matches first.
    await page.click('[data-testid="show-all-candidates"]');
    await page.waitForURL(/scope=all/);
    await page.waitForSelector('[data-testid="matches-panel"][data-scope="all"][data-busy="false"] [data-testid="match-row"]');
    const groups = await page.locator('[data-testid="match-group"]').count();
    expect(groups).toBeGreaterThan(1);
    // Within each company its matches come first.
    const order = await page.locator('[data-testid="matches-table"] tbody tr').evaluateAll((rows) => {
      const groups: string[][] = [];
      for (const r of rows) {
        if (r.getAttribute("data-testid") === "match-group") groups.push([]);
        else if (r.getAttribute("data-testid") === "match-row") groups.at(-1)?.push(r.getAttribute("data-match") ?? "");
      }
      return groups.map((g) => g.join(","));
    });
    for (const g of order) expect(g).not.toMatch(/false,true/);
    // A folded company opens on click.
    const folded = page.locator('[data-testid="match-group-toggle"][aria-expanded="false"]').first();
    if (await folded.count()) {
      await folded.click();
      await page.waitForSelector('[data-testid="match-group-toggle"][aria-expanded="false"]', { state: "detached", timeout: 2000 }).catch(() => {});
    }
    // Mismatches are highlighted with a reason in words (the talc-filled granules are not regrind).
    const reasons = await page.locator('[data-testid="factor"][data-verdict="mismatch"] [data-testid="factor-reason"]').allInnerTexts();
    expect(reasons.length).toBeGreaterThan(0);
    for (const r of reasons) expect(r).not.toMatch(/^[a-z]+[A-Z]\w*$/); // a sentence, never a bare code
    expect(await page.locator('[data-testid="factor"][data-field="condition"][data-verdict="mismatch"]').count()).toBeGreaterThan(0);
    expect(await shot(page, "detail-1280")).toEqual([]);

    // The best match: status contacted (toast, and it stays after a reload).
    const first = page.locator('[data-testid="match-row"]').first();
    const matchId = await first.getAttribute("data-id");
    await first.locator('[data-testid="match-status"]').selectOption("contacted");
    await toast(page, "Success");
    await page.reload();
    await page.waitForSelector(`[data-testid="match-row"][data-id="${matchId}"]`);
    expect(await page.locator(`[data-testid="match-row"][data-id="${matchId}"] [data-testid="match-status"]`).inputValue()).toBe("contacted");

    // Its conversation: blank cannot be sent, Enter sends.
    await page.click(`[data-testid="match-row"][data-id="${matchId}"] [data-testid="match-notes-button"]`);
    await page.waitForSelector('[data-testid="match-notes-dialog"]');
    expect(await page.isDisabled('[data-testid="match-note-send"]')).toBe(true);
    const note = `Called the seller, sample on its way ${Date.now().toString(36)}`;
    await page.fill('[data-testid="match-note-input"]', note);
    await page.press('[data-testid="match-note-input"]', "Enter");
    await page.waitForSelector(`[data-testid="match-note"] >> text=${note}`);
    expect(await page.inputValue('[data-testid="match-note-input"]')).toBe("");
    expect(await shot(page, "notes-1280")).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an admin moves the request to another status on the board by keyboard and by pointer", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 860 } });
    await signIn(page, "admin@example.com", `/material-requests?view=board&q=${encodeURIComponent(DESCRIPTION)}`);
    const card = page.locator(`[data-testid="board-card"]:has-text("${DESCRIPTION.slice(0, 40)}")`);
    await card.waitFor();
    const before = await card.getAttribute("data-status");
    expect(await shot(page, "board-1280")).toEqual([]);
    // Space picks the card up, an arrow moves it to the neighbouring column, Space drops it.
    const sideways = before === "wait_for_confirmation" ? "ArrowLeft" : "ArrowRight";
    const first = stepOff(page, before!, sideways);
    expect(await keyboardDrag(page, card.locator('[data-testid="board-handle"]'), [first])).not.toEqual([]);
    await page.waitForFunction(
      ([text, from]) => {
        const el = [...document.querySelectorAll('[data-testid="board-card"]')].find((c) => c.textContent?.includes(text));
        return el && el.getAttribute("data-status") !== from;
      },
      [DESCRIPTION.slice(0, 40), before] as const,
    );
    await toast(page, "Success");
    const after = await card.getAttribute("data-status");
    expect(after).toBe(first.status());
    // And back with the pointer: drag the handle onto the column it came from.
    const handle = await card.locator('[data-testid="board-handle"]').boundingBox();
    const target = await page.locator(`[data-testid="board-column"][data-status="${before}"] [data-testid="board-drop"]`).boundingBox();
    await page.mouse.move(handle!.x + handle!.width / 2, handle!.y + handle!.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle!.x + 20, handle!.y + 20, { steps: 5 });
    await page.mouse.move(target!.x + target!.width / 2, target!.y + 40, { steps: 15 });
    // the move's write is answered before the next drag starts
    expect(await writesDuring(page, () => page.mouse.up())).not.toEqual([]);
    await page.waitForFunction(
      ([text, to]) =>
        [...document.querySelectorAll('[data-testid="board-card"]')].find((c) => c.textContent?.includes(text))?.getAttribute("data-status") === to,
      [DESCRIPTION.slice(0, 40), before] as const,
    );
    // Once more by keyboard, so the request leaves this test in another status than it started.
    const again = stepOff(page, before!, sideways);
    expect(await keyboardDrag(page, card.locator('[data-testid="board-handle"]'), [again])).not.toEqual([]);
    await page.waitForFunction(
      ([text, to]) =>
        [...document.querySelectorAll('[data-testid="board-card"]')].find((c) => c.textContent?.includes(text))?.getAttribute("data-status") === to,
      [DESCRIPTION.slice(0, 40), again.status()] as const,
    );
    // The API kept it: the list after a reload shows the new status.
    await page.goto(`/material-requests?q=${encodeURIComponent(DESCRIPTION)}`);
    await row(page).waitFor();
    expect(await row(page).locator('[data-testid="request-status"]').inputValue()).toBe(again.status());
    await context.close();
  });

  it("on a phone the list shows cards and the board scrolls sideways", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await signIn(page, "admin@example.com", `/material-requests?q=${encodeURIComponent(DESCRIPTION)}`);
    await page.waitForSelector('[data-testid="request-card"]');
    expect(await page.locator('[data-testid="requests-table"]').count()).toBe(0);
    expect(await shot(page, "list-390")).toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    // The board: the page stays 390 wide, the columns scroll inside it.
    await page.click('[data-testid="view-board"]');
    await page.waitForSelector('[data-testid="board-card"]');
    expect(await shot(page, "board-390")).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.$eval('[data-testid="requests-board"]', (el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await page.click('[data-testid="board-card-link"] >> nth=0');
    // The matches are cards on a phone (the pinned request row is a card too), the page stays 390 wide.
    await page.waitForSelector('[data-testid="request-pinned-row"], [data-testid="matches-empty"]');
    expect(await page.locator('[data-testid="matches-table"]').count()).toBe(0);
    expect(await shot(page, "detail-390")).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
  it("an admin sets the status in the list and edits the request; the buyer deletes it after confirming", async () => {
    const admin = await newPage(browser, { viewport: { width: 1280, height: 860 } });
    await signIn(admin.page, "admin@example.com", `/material-requests?q=${encodeURIComponent(DESCRIPTION)}`);
    await row(admin.page).waitFor();
    await row(admin.page).locator('[data-testid="request-status"]').selectOption("deferred");
    await toast(admin.page, "Success");
    await row(admin.page).locator('[data-testid="request-edit"]').click();
    await admin.page.waitForSelector('[data-testid="request-form-dialog"]');
    expect(await admin.page.inputValue('[data-testid="input-description"]')).toBe(DESCRIPTION);
    await admin.page.fill('[data-testid="input-voucher"]', "autumn5");
    await admin.page.click('[data-testid="request-submit"]');
    await admin.page.waitForSelector('[data-testid="request-form-dialog"]', { state: "detached" });
    await admin.page.waitForSelector(`[data-testid="request-row"]:has-text("${DESCRIPTION}") [data-testid="request-voucher"] >> text=AUTUMN5`);
    expect(await row(admin.page).locator('[data-testid="request-status"]').inputValue()).toBe("deferred");
    await admin.context.close();

    const buyer = await newPage(browser, { viewport: { width: 1280, height: 860 } });
    await signIn(buyer.page, "buyer@example.com", `/material-requests?q=${encodeURIComponent(DESCRIPTION)}`);
    await row(buyer.page).waitFor();
    await row(buyer.page).locator('[data-testid="request-delete"]').click();
    await buyer.page.waitForSelector('[data-testid="delete-request-dialog"]');
    await buyer.page.click('[data-testid="delete-request-confirm"]');
    await buyer.page.waitForSelector('[data-testid="requests-empty"][data-filtered="true"]');
    expect(await buyer.page.textContent('[data-testid="requests-empty"]')).toContain("No results");
    await buyer.context.close();
  });
});

describe("request board", () => {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ]) {
    it(`loads every column in one call, shows a loading state (not 0) until then, then each column's count (${width} px)`, async () => {
      const { context, page } = await newPage(browser, { viewport: { width, height } });
      await login(page, "admin@example.com");
      // Hold the request reads back until the loading state is checked; count them.
      const calls: string[] = [];
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      await page.route(/\/api\/material-requests(\/board)?(\?|$)/, async (route) => {
        calls.push(route.request().url());
        await held;
        await route.continue();
      });
      await page.goto("/material-requests?view=board");
      await page.waitForSelector('[data-testid="board-column"]');
      const counts = page.locator('[data-testid="board-count"]');
      expect(await counts.count()).toBe(7);
      expect((await counts.allInnerTexts()).map((s) => s.trim())).not.toContain("0");
      expect(await page.locator('[data-testid="board-count"][data-loading]').count()).toBe(7);
      expect(await shot(page, `board-loading-${width}`)).toEqual([]);
      release();
      await page.waitForSelector('[data-testid="board-card"]');
      await page.waitForFunction(() => !document.querySelector('[data-testid="board-count"][data-loading]'));
      let cardsShown = 0;
      for (const column of await page.locator('[data-testid="board-column"]').all()) {
        const cards = await column.locator('[data-testid="board-card"]').count();
        cardsShown += cards;
        expect((await column.locator('[data-testid="board-count"]').innerText()).trim().replace(/\+$/, "")).toBe(String(cards));
      }
      expect(cardsShown).toBeGreaterThan(0);
      expect(calls).toHaveLength(1);
      expect(await shot(page, `board-loaded-${width}`)).toEqual([]);
      await context.close();
    });
  }
});
