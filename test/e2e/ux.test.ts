import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousAxeFindings } from "./axe";
import { DEMO_PASSWORD, launchBrowser, login, signIn, loginWithForm, newPage } from "./browser";
import { settled } from "./settled";
import { saveShot } from "./shots";
import { writesDuring } from "./writes";

/** What a new user hit, each checked the way they met it. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

async function box(page: Page, selector: string) {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} is not visible`);
  return b;
}
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every <button> in a form says what it is: exactly the one submit, the rest type="button". */
async function formButtons(page: Page, form: string) {
  return {
    untyped: await page.locator(`${form} button:not([type])`).count(),
    submits: await page.locator(`${form} button[type="submit"]`).count(),
  };
}

describe("forms", () => {
  it("'Forgot password?' shows the notice and does not sign in, even with credentials filled", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/login");
    await page.fill('input[name="email"]', "seller@example.com");
    await page.fill('input[name="password"]', DEMO_PASSWORD);
    expect(await page.getAttribute('[data-testid="forgot-password"]', "type")).toBe("button");
    const writes = await writesDuring(page, async () => {
      await page.click('[data-testid="forgot-password"]');
      await page.waitForSelector('[data-testid="forgot-password-notice"]');
    });
    expect(writes).not.toContain("POST /api/auth/authenticate");
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(await page.locator('[data-testid="avatar-link"]').count()).toBe(0);
    expect(await formButtons(page, '[data-testid="login-form"]')).toEqual({ untyped: 0, submits: 1 });
    await context.close();
  });

  it("every form's other buttons are type=button", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/register");
    await page.waitForSelector('[data-testid="register-form"]');
    expect(await formButtons(page, '[data-testid="register-form"]')).toEqual({ untyped: 0, submits: 1 });
    await signIn(page, "admin@example.com", "/profile");
    await page.waitForSelector('[data-testid="profile-form"]');
    expect(await formButtons(page, '[data-testid="profile-form"]')).toEqual({ untyped: 0, submits: 1 });
    expect(await formButtons(page, '[data-testid="password-form"]')).toEqual({ untyped: 0, submits: 1 });
    await page.goto("/new-material");
    await page.waitForSelector('[data-testid="material-form"]');
    expect(await formButtons(page, '[data-testid="material-form"]')).toEqual({ untyped: 0, submits: 1 });
    await context.close();
  });

  it("says a product name is required, and too long in the product's own words", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, "seller@example.com", "/new-material");
    await page.click('[data-testid="material-submit"]');
    await page.waitForSelector('[data-field="name"] >> text=Required');
    await page.fill('[data-testid="input-name"]', "x".repeat(201));
    await page.waitForSelector('[data-field="name"] >> text=At most 200 characters');
    const body = await page.innerText("body");
    expect(body).not.toMatch(/Too big|Too small|expected string|Invalid input/);
    await context.close();
  });

  it("counts only valid values in the live data quality panel", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, "seller@example.com", "/new-material");
    await page.waitForSelector('[data-testid="dql-panel"]');
    await page.fill('[data-testid="input-recycledContent"]', "95");
    await page.waitForFunction(() => !document.querySelector('[data-testid="dql-missing-next"]')?.textContent?.includes("Recycled content"));
    await page.fill('[data-testid="input-recycledContent"]', "150");
    await page.waitForSelector('[data-testid="dql-missing-next"] >> text=Recycled content');
    await context.close();
  });

  it("shows an error for an invalid warehouse amount and does not save it", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, "admin@example.com", "/materials");
    await page.click('[data-testid="material-link"] >> nth=0');
    await page.fill('[data-testid="warehouse-amount"]', "12 tons");
    await page.waitForSelector('[data-testid="warehouse-amount-error"]');
    expect(await page.isDisabled('[data-testid="warehouse-save"]')).toBe(true);
    await page.fill('[data-testid="warehouse-amount"]', "1200,5");
    expect(await page.locator('[data-testid="warehouse-amount-error"]').count()).toBe(0);
    expect(await page.isDisabled('[data-testid="warehouse-save"]')).toBe(false);
    await context.close();
  });

  it("asks before leaving a form with unsaved changes", async () => {
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await signIn(page, "buyer@example.com", "/profile");
    await page.waitForSelector('[data-testid="profile-form"]');
    await page.fill('input[name="position"]', "Buyer " + Date.now());
    await page.click('[data-testid="sidebar-nav"] a[href="/materials"]');
    await page.waitForSelector('[data-testid="unsaved-dialog"]');
    await page.click('[data-testid="unsaved-cancel"]');
    expect(new URL(page.url()).pathname).toBe("/profile");
    await page.click('[data-testid="sidebar-nav"] a[href="/materials"]');
    await page.click('[data-testid="unsaved-confirm"]');
    await page.waitForURL(/\/materials$/);
    await context.close();
  });
});

describe("toasts", () => {
  it.each([
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ])("never cover the profile's Update or the login footer (%s)", async (_w, viewport) => {
    const { context, page } = await newPage(browser, { viewport });
    await page.goto("/login");
    await page.fill('input[name="email"]', "seller@example.com");
    await page.fill('input[name="password"]', "Wrong#2026x");
    await page.click('[data-testid="login-submit"]');
    const failed = await page.waitForSelector('[data-testid="toast-error"]');
    await settled(page); // the entry animation
    const toastBox = (await failed.boundingBox())!;
    for (const s of ['[data-testid="login-submit"]', 'a[href="/register"]', '[data-testid="forgot-password"]'])
      expect(overlaps(toastBox, await box(page, s)), s).toBe(false);

    await loginWithForm(page, "seller@example.com");
    await page.goto("/profile");
    await page.waitForSelector('[data-testid="profile-form"]');
    await page.click('[data-testid="profile-save"]');
    const saved = await page.waitForSelector('[data-testid="toast-success"] >> nth=-1');
    await settled(page);
    const savedBox = (await saved.boundingBox())!;
    for (const s of ['[data-testid="profile-save"]', '[data-testid="password-update"]']) expect(overlaps(savedBox, await box(page, s)), s).toBe(false);
    await context.close();
  });
});

describe("lists", () => {
  it("keeps the page in the URL: reload and Back return to it", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, "admin@example.com", "/materials");
    await page.waitForSelector('[data-testid="materials-page"] >> text=Page 1');
    await page.click('[data-testid="next-page"]');
    await page.waitForURL(/cursor=/);
    await page.waitForSelector('[data-testid="materials-page"] >> text=Page 2');
    const second = await page.getAttribute('[data-testid="material-row"]', "data-id");
    await page.reload();
    await page.waitForSelector('[data-testid="materials-page"] >> text=Page 2');
    expect(await page.getAttribute('[data-testid="material-row"]', "data-id")).toBe(second);
    await page.click('[data-testid="material-link"] >> nth=0');
    await page.waitForSelector('[data-testid="material-form"]');
    await page.goBack();
    await page.waitForSelector('[data-testid="materials-page"] >> text=Page 2');
    await page.goBack();
    await page.waitForSelector('[data-testid="materials-page"] >> text=Page 1');
    await context.close();
  });

  it("ignores unknown filter values with a notice instead of failing the list", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, "admin@example.com", "/materials?types=pvcx,pp&score=9&hasDocuments=maybe");
    await page.waitForSelector('[data-testid="unknown-filters"]');
    expect(await page.innerText('[data-testid="unknown-filters"]')).toContain("types=pvcx");
    await page.waitForSelector('[data-testid="material-row"], [data-testid="materials-empty"]');
    expect(await page.locator('[data-testid="materials-error"]').count()).toBe(0);
    await context.close();
  });

  it("says 'No results' when filters match nothing", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, "admin@example.com", "/materials?q=zz-no-such-product-zz");
    await page.waitForSelector('[data-testid="materials-empty"][data-filtered="true"] >> text=No results');
    expect(await page.innerText('[data-testid="materials-empty"]')).not.toContain("No products yet");
    await context.close();
  });

  it("shows cards on a phone and keeps the name column sticky on a desktop", async () => {
    const phone = await newPage(browser, { viewport: PHONE });
    await signIn(phone.page, "seller@example.com", "/materials");
    await phone.page.waitForSelector('[data-testid="material-card"]');
    expect(await phone.page.locator('[data-testid="materials-table"]').count()).toBe(0);
    await phone.context.close();
    const adminPhone = await newPage(browser, { viewport: PHONE });
    await signIn(adminPhone.page, "admin@example.com", "/warehouse");
    await adminPhone.page.waitForSelector('[data-testid="warehouse-card"], [data-testid="warehouse-empty"]');
    expect(await adminPhone.page.locator('[data-testid="warehouse-table"]').count()).toBe(0);
    // Nothing on the phone page is wider than the screen (no sideways scrolling).
    expect(await adminPhone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await saveShot(adminPhone.page, "warehouse-390", { fullPage: true });
    await adminPhone.context.close();
    const desk = await newPage(browser, { viewport: { width: 1100, height: 800 } });
    await signIn(desk.page, "admin@example.com", "/materials");
    await desk.page.waitForSelector('[data-testid="material-row"]');
    const before = await box(desk.page, '[data-testid="material-row"] td >> nth=0');
    await desk.page.locator('[data-testid="materials-table"]').evaluate((t) => t.parentElement!.scrollBy(600, 0));
    expect((await box(desk.page, '[data-testid="material-row"] td >> nth=0')).x).toBe(before.x);
    await desk.context.close();
  });
});

describe("language and focus", () => {
  it("switches the language from the top bar", async () => {
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await login(page, "seller@example.com");
    await page.selectOption('header [data-testid="language-switcher"]', "de");
    await page.waitForSelector('[data-testid="sidebar-nav"] >> text=Produkte');
    expect(await page.getAttribute("html", "lang")).toBe("de");
    await context.close();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`a signed-in user switches the language without going to the profile (${viewport.width} px)`, async () => {
      const { context, page } = await newPage(browser, { viewport });
      await login(page, "seller@example.com");
      const header = page.locator('header [data-testid="language-switcher"]');
      let select = header;
      if (viewport === PHONE) {
        // No room in the phone's top bar: the menu drawer carries the switcher.
        expect(await header.isVisible()).toBe(false);
        await page.getByRole("button", { name: "Open menu" }).click();
        select = page.locator('[data-testid="menu-language-switcher"]');
        await select.waitFor({ state: "visible" });
        await saveShot(page, `ux-menu-language-${viewport.width}`);
        expect(await seriousAxeFindings(page)).toEqual([]);
      } else {
        expect(await page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(false);
      }
      await select.selectOption("de");
      // On a phone the hidden desktop sidebar holds the same links: wait for the shown one.
      await page.locator('[data-testid="sidebar-nav"] >> text=Produkte >> visible=true').first().waitFor();
      expect(await page.getAttribute("html", "lang")).toBe("de");
      expect((await context.cookies()).find((c) => c.name === "LOCALE")?.value).toBe("de");
      // The choice holds after a reload, as the desktop switcher's does.
      await page.reload();
      await page.waitForSelector('[data-testid="avatar-link"]');
      expect(await page.getAttribute("html", "lang")).toBe("de");
      await context.close();
    });
  }

  it("the profile's language drives the app's language", async () => {
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await signIn(page, "buyer@example.com", "/profile");
    await page.waitForSelector('[data-testid="profile-form"]');
    await page.selectOption('[data-testid="profile-form"] select[name="language"]', "fr");
    await page.click('[data-testid="profile-save"]');
    await page.waitForFunction(() => document.documentElement.lang === "fr");
    await page.waitForSelector('[data-testid="sidebar-nav"] >> text=Produits');
    await page.selectOption('[data-testid="profile-form"] select[name="language"]', "en");
    await page.click('[data-testid="profile-save"]');
    await page.waitForFunction(() => document.documentElement.lang === "en");
    await context.close();
  });

  it("shows a visible focus ring on keyboard focus", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/login");
    await page.waitForSelector('[data-testid="login-form"]');
    await page.focus('input[name="password"]');
    await page.keyboard.press("Tab");
    const ring = await page.evaluate(() => {
      const s = getComputedStyle(document.activeElement!);
      return { testid: document.activeElement!.getAttribute("data-testid"), style: s.outlineStyle, width: parseFloat(s.outlineWidth), shadow: s.boxShadow };
    });
    expect(ring.testid).toBe("forgot-password");
    expect(ring.style !== "none" && ring.width >= 2).toBe(true);
    await context.close();
  });
});
