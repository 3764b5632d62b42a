import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, signIn, newPage } from "./browser";
import { keyboardDrag } from "./keyboard-drag";
import { axeShot } from "./suite";

/** The leads board, New lead dialog and lead analytics end to end in Chromium. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const DESCRIPTION = `E2E rABS lead ${Date.now().toString(36)}`;
const toast = (page: Page, text: string) => page.waitForSelector(`text=${text}`);

const shot = (page: Page, name: string) => axeShot(page, "leads", name);

const card = (page: Page) => page.locator(`[data-testid="lead-card"]:has-text("${DESCRIPTION}")`);
const columnIds = (page: Page, status: string) =>
  page.$$eval(`[data-testid="lead-column"][data-status="${status}"] [data-testid="lead-card"]`, (els) => els.map((e) => e.getAttribute("data-id")));

const columnOfCard = (page: Page) => card(page).evaluate((c) => c.closest('[data-testid="lead-column"]')?.getAttribute("data-status"));

/** The lead card dragged by keyboard; a step that names a column waits until the card has joined it. */
const dragLead = (page: Page, steps: { key: string; joins?: string }[]) =>
  keyboardDrag(
    page,
    card(page).locator('[data-testid="lead-handle"]'),
    steps.map(({ key, joins }) => ({ key, until: joins ? () => expect.poll(() => columnOfCard(page), { timeout: 30_000 }).toBe(joins) : undefined })),
  );

describe("leads board", () => {
  // a dialog, three keyboard column moves and two reloads: the longest flow here, so it gets a longer budget
  it("an admin creates a lead, drags it to sampling and reorders the column; both persist after reload", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await signIn(page, "admin@example.com", "/leads");
    await page.waitForSelector('[data-testid="lead-column"][data-status="sampling"] [data-testid="lead-card"]');
    expect(await shot(page, "board-1280")).toEqual([]);

    await page.click('[data-testid="new-lead-button"]');
    await page.waitForSelector('[data-testid="lead-form-dialog"]');
    // Required fields are named; the contact waits for a company
    await page.click('[data-testid="lead-submit"]');
    await page.waitForSelector('[data-testid="form-errors"]');
    expect(await page.locator('[data-testid="lead-contact-hint"]').count()).toBe(1);
    expect(await shot(page, "dialog-errors-1280")).toEqual([]);
    await page.click('[data-testid="lead-type-input"] >> text=Buy');
    await page.fill('[data-testid="lead-input-description"]', DESCRIPTION);
    await page.fill('[data-testid="lead-company-search"]', "Demo Packaging");
    await page.waitForSelector('[data-testid="lead-company-select"] option:has-text("Demo Packaging")', { state: "attached" });
    const companyId = await page.$eval(
      '[data-testid="lead-company-select"]',
      (s) => [...(s as HTMLSelectElement).options].find((o) => o.text.includes("Demo Packaging"))!.value,
    );
    await page.selectOption('[data-testid="lead-company-select"]', companyId);
    await page.waitForSelector('[data-testid="lead-contact-select"]');
    expect(await page.inputValue('[data-testid="lead-select-materialType"]')).toBe("abs");
    await page.fill('[data-testid="lead-input-amount"]', "12,5");
    await page.fill('[data-testid="lead-input-targetPrice.amount"]', "950");
    await page.click('[data-testid="lead-submit"]');
    await toast(page, "Lead has been created");
    await page.waitForSelector('[data-testid="lead-form-dialog"]', { state: "detached" });
    await card(page).waitFor();
    expect(await card(page).getAttribute("data-status")).toBe("open");
    expect(await card(page).innerText()).toContain("12.5 t");

    // open → inProgress → offerSubmitted → sampling
    // the drop's writes are answered before the reload
    const moved = await dragLead(page, [
      { key: "ArrowRight", joins: "inProgress" },
      { key: "ArrowRight", joins: "offerSubmitted" },
      { key: "ArrowRight", joins: "sampling" },
    ]);
    expect(moved.length).toBeGreaterThan(0);
    await page.waitForFunction(
      (text) =>
        [...document.querySelectorAll('[data-testid="lead-card"]')].find((c) => c.textContent?.includes(text))?.getAttribute("data-status") === "sampling",
      DESCRIPTION,
    );
    await page.reload();
    await card(page).waitFor();
    expect(await card(page).getAttribute("data-status")).toBe("sampling");
    const id = await card(page).getAttribute("data-id");
    const before = await columnIds(page, "sampling");
    expect(before[0]).toBe(id);

    // one place down within the column
    expect((await dragLead(page, [{ key: "ArrowDown" }])).length).toBeGreaterThan(0);
    await page.waitForFunction(
      ([status, id]) => {
        const ids = [...document.querySelectorAll(`[data-testid="lead-column"][data-status="${status}"] [data-testid="lead-card"]`)].map((e) =>
          e.getAttribute("data-id"),
        );
        return ids[1] === id;
      },
      ["sampling", id] as const,
    );
    await page.reload();
    await card(page).waitFor();
    const after = await columnIds(page, "sampling");
    expect(after.slice(0, 2)).toEqual([before[1], id]);
    await context.close();
  }, 150_000);

  it("the board, dialog and analytics are axe-clean on a phone and the analytics show three charts", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await signIn(page, "admin@example.com", "/leads");
    await page.waitForSelector('[data-testid="lead-card"]');
    // the columns scroll sideways on a phone
    expect(await page.$eval('[data-testid="leads-board"]', (b) => b.scrollWidth > b.clientWidth)).toBe(true);
    expect(await shot(page, "board-390")).toEqual([]);
    await page.click('[data-testid="new-lead-button"]');
    await page.waitForSelector('[data-testid="lead-form-dialog"]');
    expect(await shot(page, "dialog-390")).toEqual([]);
    await page.keyboard.press("Escape");
    await page.waitForSelector('[data-testid="lead-form-dialog"]', { state: "detached" });
    await page.click('[data-testid="leads-analytics-link"]');
    await page.waitForURL(/\/leads-analytics$/);
    for (const c of ["weekly", "assignee", "status"]) await page.waitForSelector(`[data-testid="lead-chart-${c}"] canvas`);
    expect(await shot(page, "analytics-390")).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await shot(page, "analytics-1280")).toEqual([]);
    await page.click('[data-testid="lead-analytics-back"]');
    await page.waitForURL(/\/leads$/);
    await context.close();
  });
});
