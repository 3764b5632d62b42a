import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, login, signIn, newPage } from "./browser";
import { SEEDED_COMPANY } from "../../scripts/seed/demo-companies";

/** Products end to end in Chromium : seller flow, admin catalog listing, filters, bad input. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// A seeded material of another company than the seller's (scripts/seed/materials.ts: index 12 is Italian).
const FOREIGN_MATERIAL = "d0000000-0000-4000-8000-000000000013";
const PNG_1PX = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
const tinyPdf = () => {
  const body =
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";
  return Buffer.from(body, "latin1");
};

const dqlLevel = async (page: Page) => Number(await page.getAttribute('[data-testid="dql-panel"]', "data-level"));
const waitLevel = (page: Page, level: number) => page.waitForSelector(`[data-testid="dql-panel"][data-level="${level}"]`);
const toast = (page: Page, text: string) => page.waitForSelector(`[data-testid^="toast"] >> text=${text}`).catch(() => page.waitForSelector(`text=${text}`));

let createdId = "";
const name = `E2E rPP regrind ${Date.now()}`;

describe("a seller's product", () => {
  it("is created with the simple form, gains levels on the edit screen, takes an image and a PDF, opens its datasheet", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, "seller@example.com", "/materials");
    await page.waitForSelector('[data-testid="materials-table"]');
    expect(await page.locator('[data-testid="only-invalid"]').count()).toBe(0); // admin extras hidden
    const headers = await page.locator('[data-testid="materials-table"] th').allInnerTexts();
    expect(headers.map((h) => h.trim().toLowerCase())).not.toContain("catalog");
    expect(headers.map((h) => h.trim().toLowerCase())).not.toContain("score");
    await page.click('[data-testid="new-material-button"]');
    await page.waitForSelector('[data-testid="material-form"]');
    expect(await page.locator('[data-testid="section-dql2"]').count()).toBe(0); // simple form for ordinary users
    expect(await dqlLevel(page)).toBe(0);

    await page.fill('[data-testid="input-name"]', name);
    await page.selectOption('[data-testid="select-type"]', "pp");
    await page.click('[data-testid="add-packaging"]');
    await page.selectOption('[data-testid="select-color"]', "black");
    await page.selectOption('[data-testid="select-condition"]', "regrind");
    await page.fill('[data-testid="input-recycledContent"]', "95");
    await page.selectOption('[data-testid="select-viscosity.type"]', "meltFlowRate");
    await page.fill('[data-testid="input-viscosity.min"]', "10");
    await page.fill('[data-testid="input-viscosity.max"]', "14");
    await waitLevel(page, 1); // live, before saving
    await page.fill('[data-testid="input-capacity.amount"]', "120");
    await page.selectOption('[data-testid="select-capacity.frequency"]', "month");
    await page.fill('[data-testid="input-pricePerTon.amount"]', "780");
    await page.fill('[data-testid="input-countryOfOrigin"]', "de");
    await page.click('[data-testid="material-submit"]');
    await toast(page, "Material created");
    await page.waitForURL(/\/materials\/[0-9a-f-]{36}$/);
    createdId = new URL(page.url()).pathname.split("/").pop()!;
    await page.waitForSelector('[data-testid="section-dql2"]');
    await waitLevel(page, 1);

    // Detailed data: level 2 appears live, and the server agrees after saving.
    await page.selectOption('[data-testid="select-chainOfCustody"]', "massBalance");
    await page.selectOption('[data-testid="select-recyclingMethod"]', "mechanical");
    await page.selectOption('[data-testid="select-source"]', "postConsumer");
    await page.click('[data-testid="none-fillers"]');
    await page.fill('[data-testid="input-lotNumber"]', "LOT-E2E-1");
    await page.selectOption('[data-testid="select-certificateOfAnalysis"]', "true");
    await page.fill('[data-testid="input-ashContent"]', "0.5");
    await page.fill('[data-testid="input-residualMoistureContent"]', "0.08");
    await page.fill('[data-testid="input-density"]', "0.91");
    await waitLevel(page, 2);
    await page.fill('[data-testid="input-mainPlasticTypeContent"]', "97");
    await page.fill('[data-testid="input-certificateOfAnalysisConfidence"]', "90");
    await page.fill('[data-testid="input-bulkDensity"]', "420");
    await waitLevel(page, 3);
    await page.click('[data-testid="material-submit"]');
    await toast(page, "Material updated");
    await page.reload();
    await waitLevel(page, 3);
    expect(await page.inputValue('[data-testid="input-lotNumber"]')).toBe("LOT-E2E-1");

    // Image (png) and document (pdf) through presigned PUTs.
    await page.setInputFiles('[data-testid="file-input-images"]', { name: "sample.png", mimeType: "image/png", buffer: PNG_1PX });
    await page.waitForSelector('[data-testid="image-thumb"] img');
    await page.setInputFiles('[data-testid="file-input-documents"]', { name: "tds.pdf", mimeType: "application/pdf", buffer: tinyPdf() });
    await page.waitForSelector('[data-testid="document-item"] >> text=tds.pdf');
    await page.reload();
    await page.waitForSelector('[data-testid="image-thumb"] img');
    const imageOk = await page.$eval(
      '[data-testid="image-thumb"] img',
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
    );
    expect(imageOk).toBe(true);

    // Datasheet: a tab opens at once and then goes to the generated PDF.
    const [popup] = await Promise.all([context.waitForEvent("page"), page.click('[data-testid="datasheet-button"]')]);
    await toast(page, "The datasheet will open in a new tab once generated.");
    await popup.waitForURL((u) => u.href !== "about:blank", { timeout: 30000 });
    const res = await fetch(popup.url());
    expect(res.headers.get("content-type")).toContain("application/pdf");
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    // The list shows it with its level.
    await page.goto("/materials");
    const row = page.locator(`[data-testid="material-row"][data-id="${createdId}"]`);
    await row.waitFor();
    expect(await row.locator('[data-testid="dql-badge"]').getAttribute("data-level")).toBe("3");
    await context.close();
  });

  it("cannot open another company's product", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, "seller@example.com", `/materials/${FOREIGN_MATERIAL}`);
    await page.waitForSelector('[data-testid="material-not-found"]');
    expect(await page.locator('[data-testid="material-form"]').count()).toBe(0);
    await context.close();
  });

  it("shows 'Form contains errors' and red labels for invalid input, and keeps what was typed", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, "seller@example.com", `/materials/${createdId}`);
    await page.waitForSelector('[data-testid="material-form"]');
    await page.fill('[data-testid="input-recycledContent"]', "150");
    await page.fill('[data-testid="input-countryOfOrigin"]', "D");
    await page.click('[data-testid="material-submit"]');
    await page.waitForSelector('[data-testid="form-errors"]');
    expect(await page.textContent('[data-testid="form-errors"]')).toBe("Form contains errors");
    for (const f of ["recycledContent", "countryOfOrigin"]) {
      expect(await page.getAttribute(`[data-field="${f}"]`, "data-invalid")).toBe("true");
      const color = await page.$eval(`[data-testid="label-${f}"]`, (el) => getComputedStyle(el).color);
      const [r, g, b] = color.match(/\d+/g)!.map(Number);
      expect(r).toBeGreaterThan(150);
      expect(g + b).toBeLessThan(r);
    }
    expect(await page.inputValue('[data-testid="input-recycledContent"]')).toBe("150");
    await context.close();
  });
});

describe("two people editing", () => {
  it("the second save answers that someone else changed the product, and keeps what was typed", async () => {
    const a = await newPage(browser);
    const b = await newPage(browser);
    await login(a.page, "seller@example.com");
    await login(b.page, "admin@example.com");
    for (const { page } of [a, b]) {
      await page.goto(`/materials/${createdId}`);
      await page.waitForSelector('[data-testid="material-form"]');
    }
    await a.page.fill('[data-testid="input-lotNumber"]', "LOT-A");
    await a.page.click('[data-testid="material-submit"]');
    await toast(a.page, "Material updated");
    await b.page.fill('[data-testid="input-lotNumber"]', "LOT-B");
    await b.page.click('[data-testid="material-submit"]');
    await toast(b.page, "Someone else changed this product");
    expect(await b.page.inputValue('[data-testid="input-lotNumber"]')).toBe("LOT-B");
    await a.context.close();
    await b.context.close();
  });
});

describe("an admin", () => {
  it("lists the product in the catalog, and it appears in the public catalog without login", async () => {
    expect(createdId).not.toBe("");
    const { context, page } = await newPage(browser);
    await signIn(page, "admin@example.com", `/materials/${createdId}`);
    await page.waitForSelector('[data-testid="catalog-switch"]');
    await page.waitForSelector('[data-testid="warehouse-card"]');
    expect(await page.getAttribute('[data-testid="company-link"]', "href")).toMatch(/^\/companies\/c0000000-/);
    await page.click('[data-testid="catalog-switch"]');
    await toast(page, "Material is listed now in public catalog");
    const res = await fetch(`${baseUrl()}/api/public-materials?limit=200`);
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: { id: string; internalName?: string }[] };
    const listed = items.find((m) => m.id === createdId);
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty("internalName");

    await page.fill('[data-testid="warehouse-amount"]', "2500");
    await page.click('[data-testid="warehouse-save"]');
    await toast(page, "Warehouse material saved");
    await page.goto("/warehouse");
    await page.waitForSelector(`[data-testid="warehouse-row"] >> text=${name}`);
    await context.close();
  });

  it("keeps the list's filters in the URL under the spec's names", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, "admin@example.com", "/materials");
    await page.waitForSelector('[data-testid="materials-table"]');
    // More than a page of seeded products: the cursor leads to page 2 and back.
    const first = await page.getAttribute('[data-testid="material-row"]', "data-id");
    await page.click('[data-testid="next-page"]');
    await page.waitForSelector('[data-testid="materials-page"] >> text=Page 2');
    expect(await page.getAttribute('[data-testid="material-row"]', "data-id")).not.toBe(first);
    await page.click('[data-testid="prev-page"]');
    await page.waitForSelector('[data-testid="materials-page"] >> text=Page 1');
    await page.click('[data-testid="only-invalid"]');
    await page.waitForURL(/showInvalid=true/);
    await page.click('[data-testid="filter-button"]');
    await page.click('[data-testid="chips-types"] [data-value="pp"]');
    await page.click('[data-testid="chips-conditions"] [data-value="regrind"]');
    await page.selectOption('select[name="hasDocuments"]', "false");
    await page.click('[data-testid="filter-apply"]');
    await page.waitForURL(/types=pp/);
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toMatchObject({ showInvalid: "true", types: "pp", conditions: "regrind", hasDocuments: "false" });
    await page.fill('[data-testid="materials-search"]', "regrind");
    await page.waitForURL(/q=regrind/);

    // A fresh visit of the same URL applies the same filters.
    await page.goto(`/materials?types=pp&conditions=regrind&showInvalid=true`);
    await page.waitForSelector('[data-testid="materials-table"], [data-testid="materials-empty"]');
    for (const t of await page.locator('[data-testid="material-row"] td:nth-child(3)').allInnerTexts()) expect(t.trim()).toBe("PP");
    for (const row of await page.locator('[data-testid="material-row"]').all()) expect(await row.locator('[data-testid="invalid-badge"]').count()).toBe(1);
    expect(await page.isChecked('[data-testid="only-invalid"] input')).toBe(true);
    await page.click('[data-testid="filter-button"]');
    await page.click('[data-testid="filter-reset"]');
    await page.waitForURL((u) => !u.searchParams.has("types"));
    expect(new URL(page.url()).searchParams.get("showInvalid")).toBe("true");
    await context.close();
  });

  it("filters by a company assignee picked from the staff directory", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, "admin@example.com", "/materials");
    await page.waitForSelector('[data-testid="materials-table"]');
    await page.waitForSelector('[data-testid="assignee-picker"] option:text("Sam Sales")', { state: "attached" });
    await page.selectOption('[data-testid="assignee-picker"]', { label: "Sam Sales" });
    await page.waitForURL(/assignee=/);
    const assignee = new URL(page.url()).searchParams.get("assignee")!;
    // Every row shown belongs to a company assigned to Sam: compare with the API's own answer.
    const token = (await context.cookies()).find((c) => c.name === "accessToken")!.value;
    const res = await fetch(`${baseUrl()}/api/materials?assignee=${assignee}&limit=200`, { headers: { authorization: `Bearer ${token}` } });
    const expected = ((await res.json()) as { items: { id: string }[] }).items.map((m) => m.id);
    expect(expected.length).toBeGreaterThan(0);
    // The unfiltered table is on screen until the filtered page arrives: wait for the rows to change over.
    const shownIds = () => page.locator('[data-testid="material-row"]').evaluateAll((rows) => rows.map((r) => r.getAttribute("data-id")));
    await expect
      .poll(
        async () => {
          const shown = await shownIds();
          return shown.length > 0 && shown.every((id) => expected.includes(id!));
        },
        { timeout: 15000 },
      )
      .toBe(true);
    await context.close();
  });

  it("gets the detailed form by default and may pick the company", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, "admin@example.com", `/new-material?companyId=${SEEDED_COMPANY.demoPackaging}`);
    await page.waitForSelector('[data-testid="section-dql4"]');
    expect(await page.inputValue('[data-testid="company-picker"]')).toBe(SEEDED_COMPANY.demoPackaging);
    expect(await page.locator('[data-testid="input-internalName"]').count()).toBe(1);
    await context.close();
  });
});
