import type { Page } from "playwright-core";

/**
 * Waits until the page's finite animations have ended: a dialog still fading in has its buttons at part
 * opacity, where axe measures a contrast the user never sees and a screenshot shows a half-drawn screen.
 * Endless ones (spinners) are not waited for. Gives up quietly after 10 s, a guard for a machine so busy that frames come late (whatever still moves is then judged
 * as it is).
 */
export async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Infinity), undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
}
