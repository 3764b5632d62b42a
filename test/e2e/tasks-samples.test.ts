import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, login as apiLogin } from "../fixtures/api";
import { newLead, newMaterial } from "../fixtures/factories";
import { launchBrowser, signIn, newPage } from "./browser";
import { axeShot } from "./suite";

/** Tasks and samples end to end in Chromium (add a task and resolve it; a sample reserved in /warehouse). */

let browser: Browser;
let lead: { id: string; description: string };
let materialName: string;
let materialId: string;
const run = Date.now().toString(36);

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = (await apiLogin("admin@example.com")).accessToken;
  materialName = `E2E sample rPP ${run}`;
  materialId = await newMaterial(admin, { name: materialName });
  expect((await api("POST", "/warehouse/materials", { token: admin, body: { id: materialId, availableAmountKg: 900 } })).status).toBe(200);
  lead = await newLead(admin, { description: `E2E lead for samples ${run}`, materialIds: [materialId] });
});
afterAll(async () => {
  await browser?.close();
});

const toast = (page: Page, text: string) => page.waitForSelector(`text=${text}`);

const shot = (page: Page, name: string) => axeShot(page, "tasks-samples", name);

async function openLead(width: number) {
  const { context, page } = await newPage(browser, { viewport: { width, height: width < 500 ? 844 : 860 } });
  await signIn(page, "admin@example.com", `/leads/${lead.id}`);
  await page.waitForSelector('[data-testid="tasks-button"]');
  return { context, page };
}

describe("tasks and samples", () => {
  it("adds a task on a lead and resolves it; the drawer is axe-clean at 1280 and 390", async () => {
    const { context, page } = await openLead(1280);
    await page.click('[data-testid="tasks-button"]');
    await page.waitForSelector('[data-testid="tasks-drawer"] [data-testid="tasks-empty"]');
    expect(await page.locator("text=Start by creating a new task").count()).toBe(1);
    expect(await shot(page, "drawer-empty-1280")).toEqual([]);

    await page.click('[data-testid="task-submit"]');
    await page.waitForSelector('[data-testid="task-form"] >> text=Must not be empty');
    await page.fill('[data-testid="task-description"]', "Call back about the sample");
    await page.fill('[data-testid="task-due"]', "2020-03-01T10:00");
    await page.selectOption('[data-testid="task-assignee"]', { label: "Sam Sales" });
    await page.click('[data-testid="task-submit"]');
    await toast(page, "New task has been created");
    const item = page.locator('[data-testid="task-item"]', { hasText: "Call back about the sample" });
    await item.waitFor();
    // Overdue stands out by a word and an icon, not colour alone.
    expect(await item.locator('[data-testid="task-overdue"]').textContent()).toContain("Overdue");
    expect(await item.textContent()).toContain("01/03/2020");
    expect(await shot(page, "drawer-task-1280")).toEqual([]);

    await item.locator('[data-testid="task-resolve"]').click();
    await page.waitForSelector('[data-testid="task-item"][data-status="done"]');
    expect(await item.locator('[data-testid="task-overdue"]').count()).toBe(0);
    await page.reload();
    await page.click('[data-testid="tasks-button"]');
    await page.waitForSelector('[data-testid="task-item"][data-status="done"] [data-testid="task-reopen"]');
    await context.close();

    const phone = await openLead(390);
    await phone.page.click('[data-testid="tasks-button"]');
    await phone.page.waitForSelector('[data-testid="task-item"]');
    const box = await phone.page.locator('[data-testid="tasks-drawer"]').boundingBox();
    expect(Math.round(box!.width)).toBe(390);
    expect(await shot(phone.page, "drawer-390")).toEqual([]);
    await phone.context.close();
  });

  it("creates a sample on the lead that then shows as reserved in /warehouse, and /samples lists it", async () => {
    const { context, page } = await openLead(1280);
    await page.waitForSelector('[data-testid="samples-card"]');
    await page.click('[data-testid="new-sample"]');
    await page.waitForSelector('[data-testid="sample-dialog"]');
    expect(await page.locator('[data-testid="sample-material"] option:checked').textContent()).toBe(materialName);
    await page.fill('[data-testid="sample-amount"]', "12.5");
    await page.fill('[data-testid="sample-street"]', "Hafenstraße 1");
    await page.click('[data-testid="sample-submit"]');
    // A partial address is refused under the fields that are missing.
    await page.waitForSelector('[data-testid="sample-dialog"] >> text=Must not be empty');
    expect(await shot(page, "sample-dialog-errors-1280")).toEqual([]);
    await page.fill('[data-testid="sample-city"]', "Hamburg");
    await page.fill('[data-testid="sample-zip"]', "20457");
    await page.fill('[data-testid="sample-country"]', "de");
    await page.selectOption('[data-testid="sample-carrier"]', "ups");
    await page.click('[data-testid="sample-submit"]');
    await toast(page, "Sample has been created");
    await page.waitForSelector(`[data-testid="lead-sample"] >> text=${materialName}`);

    await page.goto("/warehouse");
    const row = page.locator('[data-testid="warehouse-row"]', { hasText: materialName });
    await row.waitFor();
    expect(await row.textContent()).toContain("12.5 kg");
    expect(await row.locator('[data-testid="warehouse-draft-link"]').getAttribute("href")).toBe(`/leads/${lead.id}`);
    expect(await shot(page, "warehouse-1280")).toEqual([]);

    // The product screen's leads card (admins): the leads that hold the material, each linking to its page.
    await page.goto(`/materials/${materialId}`);
    await page.waitForSelector(`[data-testid="leads-card"] a[href="/leads/${lead.id}"]`);

    await page.goto("/samples");
    const sample = page.locator('[data-testid="sample-row"]', { hasText: lead.description });
    await sample.waitFor();
    expect(await sample.textContent()).toContain(materialName);
    expect(await sample.textContent()).toContain("Draft");
    expect(await shot(page, "samples-1280")).toEqual([]);
    await context.close();

    const phone = await openLead(390);
    await phone.page.waitForSelector('[data-testid="lead-sample"]');
    await phone.page.click('[data-testid="edit-sample"]');
    await phone.page.waitForSelector('[data-testid="sample-dialog"]');
    expect(await phone.page.inputValue('[data-testid="sample-country"]')).toBe("DE");
    expect(await shot(phone.page, "sample-dialog-390")).toEqual([]);
    await phone.page.selectOption('[data-testid="sample-status"]', "sent");
    await phone.page.click('[data-testid="sample-submit"]');
    await toast(phone.page, "Sample has been updated");
    await phone.page.goto("/samples");
    await phone.page.waitForSelector(`[data-testid="sample-card"]:has-text("${lead.description}")`);
    expect(await shot(phone.page, "samples-390")).toEqual([]);
    await phone.context.close();
  });

  it("the board's drawer lists every task, filtered by ?taskAssignee=, each linking to its lead", async () => {
    const sales = await apiLogin("sales@example.com");
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 860 } });
    await signIn(page, "admin@example.com", `/leads?taskAssignee=${sales.userId}`);
    await page.click('[data-testid="tasks-button"]');
    await page.waitForSelector('[data-testid="tasks-drawer"] [data-testid="task-item"]');
    expect(await page.locator('[data-testid="task-form"]').count()).toBe(0);
    const texts = await page.locator('[data-testid="task-item"]').allTextContents();
    expect(texts.every((t) => t.includes("Sam Sales"))).toBe(true);
    expect(await page.locator('[data-testid="task-item"] a[href^="/leads/"]').count()).toBe(texts.length);
    expect(await shot(page, "board-drawer-1280")).toEqual([]);
    await page.selectOption('[data-testid="task-assignee-filter"]', "");
    await page.waitForURL((u) => !u.search.includes("taskAssignee"));
    await context.close();
  });
});
