import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { simpleFixtures } from "../fixtures/datasheets/simple";
import { launchBrowser, login, newPage } from "./browser";

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
    await login(page, "seller@example.com");
    await page.goto("/new-material");
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
    await login(page, "seller@example.com");
    await page.goto("/new-material");
    await page.waitForSelector('[data-testid="from-datasheet"]');
    await page.setInputFiles('[data-testid="datasheet-input"]', { name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("just text, no PDF") });
    await page.waitForSelector("text=The datasheet must be a PDF file");
    expect(new URL(page.url()).pathname).toBe("/new-material");
    await context.close();
  });
});
