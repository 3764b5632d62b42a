import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { seriousAxeFindings } from "./axe";
import { launchBrowser } from "./browser";
import { saveShot } from "./shots";

/**
 * A screenshot `<prefix>-<name>.png` (shots.ts) for a person to look at, and axe's critical and serious
 * findings, logged and answered so the test can expect none. Both wait for the page to settle (settled.ts),
 * not for a fixed time.
 */
export async function axeShot(page: Page, prefix: string, name: string, opts: { fullPage?: boolean } = {}) {
  await saveShot(page, `${prefix}-${name}`, opts);
  const findings = await seriousAxeFindings(page);
  console.log(`[axe] ${prefix} ${name}: ${findings.length} serious/critical${findings.length ? " " + JSON.stringify(findings) : ""}`);
  return findings;
}

/**
 * A test file's Chromium (launched before its tests, closed after) and its `shot(page, name)`: `axeShot`
 * with a full-page screenshot.
 */
export function browserSuite(prefix: string) {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    get browser(): Browser {
      if (!browser) throw new Error("the browser starts in beforeAll");
      return browser;
    },
    shot: (page: Page, name: string) => axeShot(page, prefix, name, { fullPage: true }),
  };
}
