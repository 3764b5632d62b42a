import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { seriousAxeFindings } from "./axe";
import { launchBrowser } from "./browser";
import { saveShot } from "./shots";


/**
 * A test file's Chromium (launched before its tests, closed after) and its `shot(page, name)`: a full-page
 * screenshot `<prefix>-<name>.png` (shots.ts) for a person to look at, and axe's
 * critical and serious findings, logged and answered so the test can expect none.
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
    async shot(page: Page, name: string) {
      await page.waitForTimeout(400);
      await saveShot(page, `${prefix}-${name}`, { fullPage: true });
      const findings = await seriousAxeFindings(page);
      console.log(`[axe] ${prefix} ${name}: ${findings.length} serious/critical${findings.length ? " " + JSON.stringify(findings) : ""}`);
      return findings;
    },
  };
}
