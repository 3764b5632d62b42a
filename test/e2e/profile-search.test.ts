import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified } from "../fixtures/signup";
import { launchBrowser, login, signIn, newPage } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("profile", () => {
  it("saves personal data ('User updated') and keeps the e-mail read only", async () => {
    const { context, page } = await newPage(browser);
    await login(page, "seller@example.com");
    await page.click('[data-testid="avatar-link"]');
    await page.waitForSelector('[data-testid="profile-form"]');
    expect(await page.getAttribute('input[name="email"]', "readonly")).not.toBeNull();
    await page.fill('input[name="position"]', "Head of Sales");
    await page.click('[data-testid="profile-save"]');
    await page.waitForSelector("text=User updated");
    await page.reload();
    await page.waitForSelector('[data-testid="profile-form"]');
    expect(await page.inputValue('input[name="position"]')).toBe("Head of Sales");
    await context.close();
  });

  it("lists every broken password rule in red and enables Update only when all three fields are filled", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, "buyer@example.com", "/profile");
    await page.waitForSelector('[data-testid="password-form"]');
    expect(await page.isDisabled('[data-testid="password-update"]')).toBe(true);
    await page.fill('input[name="oldPassword"]', "Recycle#2026");
    await page.fill('input[name="newPassword"]', "abc");
    expect(await page.isDisabled('[data-testid="password-update"]')).toBe(true);
    await page.fill('input[name="repeatPassword"]', "abd");
    expect(await page.isDisabled('[data-testid="password-update"]')).toBe(false);
    const rules = await page.locator('[data-testid="password-problems"] li').allInnerTexts();
    expect(rules).toEqual([
      "Passwords do not match",
      "Password must be at least 8 characters long",
      "Password must contain at least one number",
      "Password must contain at least one special character (!@#$%^&*)",
      "Password must contain at least one uppercase letter",
    ]);
    await page.fill('input[name="newPassword"]', "Recycle#2026");
    await page.fill('input[name="repeatPassword"]', "Recycle#2026");
    expect(await page.locator('[data-testid="password-problems"] li').allInnerTexts()).toEqual(["The same password can not be reused"]);
    await context.close();
  });

  it("shows 'Something went wrong' when the server refuses the password change", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, "buyer@example.com", "/profile");
    await page.fill('input[name="oldPassword"]', "Wrong#Password1");
    await page.fill('input[name="newPassword"]', "Another#Pass9");
    await page.fill('input[name="repeatPassword"]', "Another#Pass9");
    await page.click('[data-testid="password-update"]');
    await page.waitForSelector("text=Something went wrong");
    await context.close();
  });
});

describe("password change ends other sessions, not this one (ADR 0061)", () => {
  it("keeps the changing browser signed in and sends another browser to the login page", async () => {
    const email = `pw-e2e-${Date.now()}@example.com`;
    const signup = await signUpVerified({ email, password: "Old!pass1", firstName: "Pia", lastName: "Wechsel", companyName: "PW e2e GmbH" });
    expect(signup.status).toBe(200);
    const other = await newPage(browser);
    await login(other.page, email, "Old!pass1");
    const { context, page } = await newPage(browser);
    await login(page, email, "Old!pass1");
    await page.goto("/profile");
    await page.fill('input[name="oldPassword"]', "Old!pass1");
    await page.fill('input[name="newPassword"]', "New!pass2");
    await page.fill('input[name="repeatPassword"]', "New!pass2");
    await page.click('[data-testid="password-update"]');
    await page.waitForSelector("text=Password has been updated");
    await page.reload();
    await page.waitForSelector('[data-testid="profile-form"]');
    expect(await page.inputValue('input[name="lastName"]')).toBe("Wechsel");
    expect(new URL(page.url()).pathname).toBe("/profile");
    // The other browser's tokens are void: its next call fails, the refresh is refused, it lands on /login.
    await other.page.goto("/profile");
    await other.page.waitForURL(/\/login/);
    await other.page.waitForSelector("text=Session has expired");
    await other.context.close();
    await context.close();
  });
});

describe("global company search", () => {
  it("finds a company for a super admin and says 'No results' for nonsense", async () => {
    const { context, page } = await newPage(browser);
    await login(page, "admin@example.com");
    await page.fill('[data-testid="global-search"]', "packaging ag");
    await page.waitForSelector('[data-testid="search-result"]');
    const first = page.locator('[data-testid="search-result"]').first();
    expect(await first.innerText()).toContain("Demo Packaging AG");
    await first.click();
    await page.waitForURL(/\/companies\/.+/);
    await page.fill('[data-testid="global-search"]', "zzzz-no-such-company");
    await page.waitForSelector('[data-testid="search-results"] >> text=No results');
    await context.close();
  });

  it("finds only their own company for an ordinary user", async () => {
    const { context, page } = await newPage(browser);
    await login(page, "seller@example.com");
    await page.fill('[data-testid="global-search"]', "demo");
    await page.waitForSelector('[data-testid="search-result"]');
    const names = await page.locator('[data-testid="search-result"]').allInnerTexts();
    expect(names).toHaveLength(1);
    expect(names[0]).toContain("Demo Recycling GmbH");
    await context.close();
  });
});
