import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { inject } from "vitest";

export const DEMO_PASSWORD = "Recycle#2026";
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** One headless Chromium per test file (reuse it; each test gets a fresh context = fresh cookies). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}

export const baseUrl = () => (process.env.E2E_BASE_URL ?? inject("baseUrl")) as string;

export async function newPage(browser: Browser, opts: { viewport?: { width: number; height: number } } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: opts.viewport ?? { width: 1360, height: 860 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  return { context, page };
}

/** Sign in through the login form and wait for the signed-in layout. */
export async function login(page: Page, email: string, password = DEMO_PASSWORD, path = "/login") {
  await page.goto(path);
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', password);
  await page.click('[data-testid="login-submit"]');
  // The avatar shows at every width (the sidebar is a drawer on phones).
  await page.waitForSelector('[data-testid="avatar-link"]');
}

/** The visible labels of the sidebar navigation. */
export async function navLabels(page: Page): Promise<string[]> {
  return (await page.locator('[data-testid="sidebar-nav"] a').allInnerTexts()).map((s) => s.trim());
}
