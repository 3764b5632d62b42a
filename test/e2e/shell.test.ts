import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signupCodeFor } from "../fixtures/signup";
import { ADMIN_NAV, ORDINARY_NAV } from "../fixtures/nav";
import { baseUrl, launchBrowser, loginWithForm, navLabels, newPage } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("under the Content-Security-Policy", () => {
  it("the SPA signs in, renders its screens and styles with no CSP violation", async () => {
    const { context, page } = await newPage(browser);
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to (load|execute|apply)/i.test(m.text())) violations.push(m.text());
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) => console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI}`));
    });
    const res = await page.goto(`${baseUrl()}/login`);
    expect(res?.headers()["content-security-policy"]).toContain("script-src 'self'");
    await loginWithForm(page, "seller@example.com");
    await page.waitForSelector('[data-testid="greeting"]');
    await page.goto(`${baseUrl()}/materials`);
    await page.waitForLoadState("networkidle");
    // Chakra's emotion styles apply (a style-src block would leave the page in the browser's default serif font).
    const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(font).not.toMatch(/^("?Times New Roman"?|serif)$/);
    expect(violations).toEqual([]);
    await context.close();
  });
});

describe("translations per route", () => {
  it("/login fetches only common and its own namespaces; the signed-in frame loads shell with its route", async () => {
    const { context, page } = await newPage(browser);
    const fetched: string[] = [];
    page.on("request", (r) => {
      const m = /\/assets\/locales\/en\/(\w+)\.json$/.exec(new URL(r.url()).pathname);
      if (m) fetched.push(m[1]);
    });
    await page.goto(`${baseUrl()}/login`);
    await page.waitForSelector('[data-testid="login-form"]');
    await page.waitForLoadState("networkidle");
    expect([...fetched].sort()).toEqual(["auth", "common", "toastMessages", "validationErrorMessages"]);
    await loginWithForm(page, "seller@example.com");
    await page.waitForSelector('[data-testid="greeting"]');
    expect(fetched).toContain("shell");
    expect(fetched).not.toContain("profile");
    await context.close();
  });
});

describe("sign-in and navigation", () => {
  it.each([
    ["admin@example.com", ADMIN_NAV],
    ["seller@example.com", ORDINARY_NAV],
    ["buyer@example.com", ORDINARY_NAV],
  ])("%s signs in and sees the right navigation", async (email, nav) => {
    const { context, page } = await newPage(browser);
    await loginWithForm(page, email);
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await navLabels(page)).toEqual(nav);
    await page.waitForSelector('[data-testid="greeting"]');
    expect(await page.locator('[data-testid="notifications-button"]').count()).toBe(email.startsWith("admin") ? 1 : 0);
    await context.close();
  });

  it("stores the session in SameSite=Strict cookies, the refresh token out of scripts' reach, and logout clears all three", async () => {
    const { context, page } = await newPage(browser);
    await loginWithForm(page, "seller@example.com");
    const cookies = await context.cookies();
    const ours = cookies.filter((c) => ["accessToken", "refreshToken", "user"].includes(c.name));
    expect(ours.map((c) => c.name).sort()).toEqual(["accessToken", "refreshToken", "user"]);
    for (const c of ours) expect(c.sameSite).toBe("Strict");
    const refresh = ours.find((c) => c.name === "refreshToken")!;
    expect(refresh.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    // Set by the API (ADR 0158): HttpOnly and Secure (browsers keep Secure cookies of http://localhost), sent to /api/auth only.
    expect(refresh).toMatchObject({ httpOnly: true, secure: true, path: "/api/auth" });
    expect(await page.evaluate(() => document.cookie)).not.toContain("refreshToken");
    expect(JSON.parse(decodeURIComponent(ours.find((c) => c.name === "user")!.value))).toMatchObject({ isSuperAdmin: false });

    await page.click('[data-testid="logout"]');
    await page.waitForSelector('[data-testid="login-form"]');
    expect(new URL(page.url()).pathname).toBe("/login");
    expect((await context.cookies()).filter((c) => ["accessToken", "refreshToken", "user"].includes(c.name))).toEqual([]);
    await context.close();
  });

  it("refreshes silently when only the access cookie is gone, with a new refresh token each time", async () => {
    const { context, page } = await newPage(browser);
    await loginWithForm(page, "buyer@example.com");
    const refreshCookie = async () => (await context.cookies()).find((c) => c.name === "refreshToken")?.value;
    const first = await refreshCookie();
    await context.clearCookies({ name: "accessToken" });
    await page.goto("/profile");
    await page.waitForSelector('[data-testid="profile-form"]');
    expect((await context.cookies()).some((c) => c.name === "accessToken")).toBe(true);
    const second = await refreshCookie();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    // And again: the rotated cookie works.
    await context.clearCookies({ name: "accessToken" });
    await page.reload();
    await page.waitForSelector('[data-testid="profile-form"]');
    expect(await refreshCookie()).not.toBe(second);
    await context.close();
  });

  it("says 'Session has expired' when the session cannot be refreshed", async () => {
    const { context, page } = await newPage(browser);
    await loginWithForm(page, "buyer@example.com");
    await context.clearCookies({ name: "accessToken" });
    await context.clearCookies({ name: "refreshToken" });
    await page.goto("/");
    await page.waitForSelector('[data-testid="login-form"]');
    expect(await page.textContent("body")).toContain("Session has expired");
    await context.close();
  });

  it("says 'Session has expired' when every session cookie ran out, wherever the user lands; not on a first visit nor after signing out", async () => {
    const expired = "Session has expired";
    const { context, page } = await newPage(browser);
    await loginWithForm(page, "buyer@example.com");
    // Thirty days on, the access, refresh and user cookies have all run out together (the server's session with them).
    for (const name of ["accessToken", "refreshToken", "user"]) await context.clearCookies({ name });
    await page.goto("/login");
    await page.waitForSelector('[data-testid="login-form"]');
    await page.waitForSelector(`text=${expired}`);
    // Said once: reloading the login page does not say it again.
    await page.reload();
    await page.waitForSelector('[data-testid="login-form"]');
    // the app has made every call it makes at start: the message would be there by now
    await page.waitForLoadState("networkidle");
    expect(await page.textContent("body")).not.toContain(expired);
    // The same from a signed-in screen's address.
    await loginWithForm(page, "buyer@example.com");
    for (const name of ["accessToken", "refreshToken", "user"]) await context.clearCookies({ name });
    await page.goto("/materials");
    await page.waitForSelector(`text=${expired}`);
    // Signing out on purpose is not an expiry, before or after a reload.
    await loginWithForm(page, "buyer@example.com");
    await page.click('[data-testid="logout"]');
    await page.waitForSelector('[data-testid="login-form"]');
    await page.goto("/");
    await page.waitForSelector('[data-testid="login-form"]');
    // the app has made every call it makes at start: the message would be there by now
    await page.waitForLoadState("networkidle");
    expect(await page.textContent("body")).not.toContain(expired);
    await context.close();

    // Nobody ever signed in here: no session, nothing expired.
    const fresh = await newPage(browser);
    await fresh.page.goto("/");
    await fresh.page.waitForSelector('[data-testid="login-form"]');
    await fresh.page.waitForLoadState("networkidle");
    expect(await fresh.page.textContent("body")).not.toContain(expired);
    await fresh.context.close();
  });

  it("shows the accuracy line and a toast on a wrong password, and field messages on bad input", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/login");
    await page.click('[data-testid="login-submit"]');
    await page.waitForSelector("text=Invalid email address");
    expect(await page.textContent('[data-testid="login-form"]')).toContain("Password is required");
    await page.fill('input[name="email"]', "buyer@example.com");
    await page.fill('input[name="password"]', "not-the-password");
    await page.click('[data-testid="login-submit"]');
    await page.waitForSelector('[data-testid="login-failed"]');
    expect(await page.textContent('[data-testid="login-failed"]')).toBe("Please check your email and password for accuracy.");
    await page.waitForSelector('[data-testid="toast-error"]');
    expect(new URL(page.url()).pathname).toBe("/login");
    await context.close();
  });

  it("offers the forgot-password notice, the sign-up link and the help phone", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/login");
    await page.click('[data-testid="forgot-password"]');
    expect(await page.textContent('[data-testid="forgot-password-notice"]')).toContain("support");
    expect(await page.textContent('[data-testid="help-phone"]')).toMatch(/\+\d/);
    await page.click('a[href="/register"]');
    await page.waitForSelector('[data-testid="register-form"]');
    await context.close();
  });
});

describe("sign-up (ADR 0159)", () => {
  it("asks for the e-mailed code and then signs the newcomer in", async () => {
    const { context, page } = await newPage(browser);
    const email = `e2e-signup-${Date.now()}@example.com`;
    await page.goto("/register");
    await page.fill('input[name="firstName"]', "Eva");
    await page.fill('input[name="lastName"]', "Neu");
    await page.fill('input[name="companyName"]', "E2E Regranulat GmbH");
    await page.fill('input[name="email"]', email);
    await page.fill('input[name="password"]', "Eva!pass12");
    await page.click('[data-testid="register-submit"]');
    await page.waitForSelector('[data-testid="signup-code-form"]');
    expect(await page.textContent('[data-testid="signup-check-email"]')).toContain(email);
    await page.fill('input[name="code"]', "00000000");
    await page.click('[data-testid="signup-code-submit"]');
    await page.waitForSelector("text=The code is wrong or has expired");
    await page.fill('input[name="code"]', await signupCodeFor(email));
    await page.click('[data-testid="signup-code-submit"]');
    await page.waitForSelector('[data-testid="greeting"]');
    expect((await context.cookies()).find((c) => c.name === "refreshToken")).toMatchObject({ httpOnly: true });
    await context.close();
  });
});

describe("guards", () => {
  it("sends a signed-out user to /login and back to the origin after login", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/profile");
    await page.waitForSelector('[data-testid="login-form"]');
    expect(new URL(page.url()).pathname).toBe("/login");
    await page.fill('input[name="email"]', "seller@example.com");
    await page.fill('input[name="password"]', "Recycle#2026");
    await page.click('[data-testid="login-submit"]');
    await page.waitForSelector('[data-testid="profile-form"]');
    expect(new URL(page.url()).pathname).toBe("/profile");
    await context.close();
  });

  it("sends a non-admin from an admin route home, and a signed-in user from /login home", async () => {
    const { context, page } = await newPage(browser);
    await loginWithForm(page, "buyer@example.com");
    await page.goto("/leads");
    await page.waitForSelector('[data-testid="greeting"]');
    expect(new URL(page.url()).pathname).toBe("/");
    await page.goto("/login");
    await page.waitForSelector('[data-testid="greeting"]');
    expect(new URL(page.url()).pathname).toBe("/");
    await context.close();
  });

  it("lets a super admin open admin routes", async () => {
    const { context, page } = await newPage(browser);
    await loginWithForm(page, "admin@example.com");
    await page.goto("/leads");
    await page.waitForSelector("h1:has-text('Leads')");
    expect(new URL(page.url()).pathname).toBe("/leads");
    await context.close();
  });

  it("shows a 404 page with a link home for unknown paths", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/no/such/page");
    await page.waitForSelector('[data-testid="not-found"]');
    expect(await page.textContent('[data-testid="not-found"]')).toContain("404");
    await page.click('[data-testid="not-found"] a[href="/"]');
    await page.waitForSelector('[data-testid="login-form"]');
    await context.close();
  });
});

describe("language", () => {
  it("takes ?language= first and the switcher remembers the choice in the LOCALE cookie", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/login?language=de");
    await page.waitForSelector("text=Passwort vergessen?");
    expect(await page.textContent('[data-testid="login-submit"]')).toBe("Anmelden");
    await page.selectOption('[data-testid="language-switcher"]', "fr");
    await page.waitForSelector("text=Mot de passe oublié ?");
    expect((await context.cookies()).find((c) => c.name === "LOCALE")?.value).toBe("fr");
    await page.goto("/login");
    await page.waitForSelector("text=Mot de passe oublié ?");
    await page.goto("/login?language=pt-BR");
    await page.waitForSelector("text=Esqueceu-se da palavra-passe?");
    await context.close();
  });
});
