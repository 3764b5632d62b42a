import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { settled } from "./settled";

/**
 * Screenshots are for a person to look at (the guide: look at every screen you build), written to $E2E_SHOTS
 * (default /tmp/e2e-shots). `E2E_SHOTS=off` skips them: `npm test` runs its Chromium shards that way, where
 * nobody looks and encoding a full-page PNG costs CPU the parallel runs need.
 */
const dir = process.env.E2E_SHOTS ?? "/tmp/e2e-shots";
const enabled = dir !== "off";
let made = false;

/** `<dir>/<name>.png` of the page (the viewport unless `fullPage`). */
export async function saveShot(page: Page, name: string, opts: { fullPage?: boolean } = {}): Promise<void> {
  if (!enabled) return;
  if (!made) mkdirSync(dir, { recursive: true });
  made = true;
  await settled(page);
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: opts.fullPage ?? false });
}
