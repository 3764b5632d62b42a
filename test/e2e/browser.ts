import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { inject } from "vitest";

export const DEMO_PASSWORD = "Recycle#2026";
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** One headless Chromium per test file (reuse it; each test gets a fresh context = fresh cookies). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export const baseUrl = () => (process.env.E2E_BASE_URL ?? inject("baseUrl")) as string;

export async function newPage(browser: Browser, opts: { viewport?: { width: number; height: number } } = {}): Promise<{ context: BrowserContext; page: Page }> {
  // Reduced motion: dialogs, drawers and toasts open and close without animation frames (the app's global CSS), so a
  // test waits for no transition and the browser paints none; what they end on is what is checked.
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: opts.viewport ?? { width: 1360, height: 860 }, reducedMotion: "reduce" });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  return { context, page };
}

/**
 * Signed in as `email`, on the signed-in layout. A demo account (the demo password, the plain login page) signs
 * in through the form once per shard; its cookies are kept in the shard's session folder and later tests start
 * with them instead of the form (SameSite cookies are all the SPA keeps of a session). Should a kept session no
 * longer be valid, the form is used again and its cookies replace it. Tests of the form itself use
 * `loginWithForm`.
 */
export async function login(page: Page, email: string, password = DEMO_PASSWORD, path = "/login") {
  const kept = password === DEMO_PASSWORD && path === "/login" ? keptSession(email) : null;
  if (kept && (await resumeSession(page, kept.read()))) return;
  await loginWithForm(page, email, password, path);
  if (kept) kept.write(await page.context().cookies());
}

/**
 * Signed in as the demo account `email` and on `to`: with a kept session that is one page load (`login` and a
 * `goto` would be two); without one, or when the kept one is no longer valid, the form first.
 */
export async function signIn(page: Page, email: string, to: string) {
  const kept = keptSession(email);
  if (kept && (await resumeSession(page, kept.read(), to))) return;
  await login(page, email);
  await page.goto(to);
}

/** Sign in through the login form and wait for the signed-in layout. */
export async function loginWithForm(page: Page, email: string, password = DEMO_PASSWORD, path = "/login") {
  await page.goto(path);
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', password);
  await page.click('[data-testid="login-submit"]');
  // The avatar shows at every width (the sidebar is a drawer on phones).
  await page.waitForSelector('[data-testid="avatar-link"]');
}

type Cookies = Awaited<ReturnType<BrowserContext["cookies"]>>;

/** The kept session's file; none when the run has no session folder (E2E_BASE_URL against another server). */
function keptSession(email: string) {
  const dir = inject("sessionDir") as string | undefined;
  if (!dir) return null;
  const file = path.join(dir, `${email}.json`);
  return {
    read: (): Cookies | null => (existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Cookies) : null),
    write: (cookies: Cookies) => writeFileSync(file, JSON.stringify(cookies)),
  };
}

/** Opens `to` with the kept cookies; false (and signed out again) when the app sends the page to the login form. */
async function resumeSession(page: Page, cookies: Cookies | null, to = "/"): Promise<boolean> {
  if (!cookies) return false;
  await page.context().addCookies(cookies);
  await page.goto(to);
  const landed = await page.waitForSelector('[data-testid="avatar-link"], [data-testid="login-form"]');
  if ((await landed.getAttribute("data-testid")) === "avatar-link") return true;
  await page.context().clearCookies();
  return false;
}

/**
 * Opens `to` in the app `page` already shows, the way a link does: through the router's history, with no page load.
 * A page load makes the browser parse, compile and start the whole app again, most of what a screen costs it, and
 * a test of the screen itself needs none. The screen shown before is marked, and `to` counts as open once the
 * router has replaced it. A page that shows no signed-in screen yet or an open dialog, the same address, or a move
 * the screen does not make within a few seconds (a route that keeps the same page, a prompt about unsaved changes)
 * loads `to` as `page.goto` does.
 */
export async function visit(page: Page, to: string): Promise<void> {
  const target = new URL(to, baseUrl());
  const here = URL.canParse(page.url()) ? new URL(page.url()) : null;
  const path = target.pathname + target.search;
  const marked =
    here?.origin === target.origin &&
    here.pathname + here.search !== path &&
    (await page.evaluate(() => {
      // An open dialog or drawer of the frame (the bell's) stays open across a move a link would have closed it for.
      const open = document.querySelector('[role="dialog"], [role="alertdialog"]');
      const shown = open ? null : document.querySelector('[data-testid="avatar-link"]') && document.querySelector("main")?.firstElementChild;
      shown?.setAttribute("data-e2e-left", "");
      return Boolean(shown);
    }));
  if (marked) {
    // The entry react-router's own history writes: it counts entries by `idx`.
    await page.evaluate((p) => {
      const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, "", p);
      dispatchEvent(new PopStateEvent("popstate", { state: history.state }));
    }, path);
    const moved = await page
      .waitForFunction(() => !document.querySelector("[data-e2e-left]"), undefined, { timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (moved) return;
    console.log(`[visit] ${path}: loaded (the screen did not move)`);
  }
  await page.goto(to);
}

/** The visible labels of the sidebar navigation. */
export async function navLabels(page: Page): Promise<string[]> {
  return (await page.locator('[data-testid="sidebar-nav"] a').allInnerTexts()).map((s) => s.trim());
}
