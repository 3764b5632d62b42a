import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scannedSheet } from "../fixtures/datasheets/scan";
import { simpleFixtures } from "../fixtures/datasheets/simple";
import { SEEDED_COMPANY } from "../../scripts/seed/demo-companies";
import { launchBrowser, signIn, newPage } from "./browser";

/** /new-material 'From datasheet': a generated technical data sheet becomes a material of the seller's company. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("new product from a datasheet", () => {
  it("creates the material, opens its edit screen and says which fields were read", async () => {
    const fixture = simpleFixtures[0];
    const pdf = Buffer.from(await fixture.build());
    const { context, page } = await newPage(browser);
    await signIn(page, "seller@example.com", "/new-material");
    await page.waitForSelector('[data-testid="from-datasheet"]');
    await page.setInputFiles('[data-testid="datasheet-input"]', { name: fixture.fileName, mimeType: "application/pdf", buffer: pdf });
    await page.waitForURL(/\/materials\/[0-9a-f-]{36}$/, { timeout: 30000 });
    await page.waitForSelector('[data-testid="extracted-fields"]');
    const read = await page.textContent('[data-testid="extracted-fields"]');
    for (const label of ["Density", "Condition", "Colour"]) expect(read).toContain(label);
    expect(await page.inputValue('[data-testid="input-density"]')).toBe("0.91");
    expect(await page.inputValue('[data-testid="select-condition"]')).toBe("regrind");
    // The datasheet itself is kept as the material's document.
    await page.waitForSelector(`[data-testid="document-item"] >> text=${fixture.fileName}`);

    // Deleting needs a confirmation; then the list no longer has it.
    const id = new URL(page.url()).pathname.split("/").pop()!;
    await page.click('[data-testid="delete-material"]');
    await page.waitForSelector('[data-testid="delete-dialog"]');
    await page.click('[data-testid="delete-confirm"]');
    await page.waitForURL((u) => u.pathname === "/materials");
    await page.waitForSelector("text=Material deleted");
    await page.waitForSelector('[data-testid="materials-table"]');
    expect(await page.locator(`[data-testid="material-row"][data-id="${id}"]`).count()).toBe(0);
    await context.close();
  });

  it("refuses a file that is not a PDF and stays on the form", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, "seller@example.com", "/new-material");
    await page.waitForSelector('[data-testid="from-datasheet"]');
    await page.setInputFiles('[data-testid="datasheet-input"]', { name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("just text, no PDF") });
    await page.waitForSelector("text=The datasheet must be a PDF file");
    expect(new URL(page.url()).pathname).toBe("/new-material");
    await context.close();
  });

  it("says a scanned PDF has no text layer, and keeps what was typed", async () => {
    const scan = Buffer.from(await scannedSheet());
    const { context, page } = await newPage(browser);
    await signIn(page, "seller@example.com", "/new-material");
    await page.waitForSelector('[data-testid="from-datasheet"]');
    await page.fill('[data-testid="input-name"]', "Typed before the scan");
    await page.setInputFiles('[data-testid="datasheet-input"]', { name: "scanned-tds.pdf", mimeType: "application/pdf", buffer: scan });
    const error = page.locator('[data-testid="datasheet-error"]');
    await error.waitFor();
    expect(await error.textContent()).toBe("scanned-tds.pdf: This PDF has no text layer (a scan?)");
    expect(new URL(page.url()).pathname).toBe("/new-material");
    expect(await page.inputValue('[data-testid="input-name"]')).toBe("Typed before the scan");
    await context.close();
  });

  it("staff pick the customer's company first (their own is the platform's); a scan keeps the pick", async () => {
    const scan = Buffer.from(await scannedSheet());
    const { context, page } = await newPage(browser);
    await signIn(page, "admin@example.com", "/new-material");
    await page.waitForSelector('[data-testid="from-datasheet"]');
    expect(await page.inputValue('[data-testid="company-picker"]')).toBe("");
    await page.click('[data-testid="from-datasheet"]');
    await page.waitForSelector("text=Company is required");
    await page.fill('[data-testid="company-picker-search"]', "Demo Packaging");
    await page.waitForSelector(`[data-testid="company-picker"] option[value="${SEEDED_COMPANY.demoPackaging}"]`, { state: "attached" });
    await page.selectOption('[data-testid="company-picker"]', SEEDED_COMPANY.demoPackaging);
    await page.setInputFiles('[data-testid="datasheet-input"]', { name: "scan.pdf", mimeType: "application/pdf", buffer: scan });
    await page.waitForSelector('[data-testid="datasheet-error"] >> text=This PDF has no text layer (a scan?)');
    expect(await page.inputValue('[data-testid="company-picker"]')).toBe(SEEDED_COMPANY.demoPackaging);
    expect(new URL(page.url()).pathname).toBe("/new-material");
    await context.close();
  });
});
