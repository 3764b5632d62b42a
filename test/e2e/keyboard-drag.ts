import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { settled } from "./settled";
import { writesDuring } from "./writes";

/**
 * A kanban card moved by keyboard (dnd-kit, web/components/SortableCard.tsx): focus its handle, Space picks it up
 * (the handle is then aria-pressed), each step's key moves it (then `until`, when given, waits for what the step
 * must show, and the board's transitions end, so dnd-kit has measured the new layout), Space drops. Answers the
 * API writes of the drop, once answered.
 */
export async function keyboardDrag(page: Page, handle: Locator, steps: { key: string; until?: () => Promise<unknown> }[]): Promise<string[]> {
  await handle.focus();
  await page.keyboard.press("Space");
  await expect.poll(() => handle.getAttribute("aria-pressed"), { timeout: 30_000 }).toBe("true");
  for (const { key, until } of steps) {
    await page.keyboard.press(key);
    if (until) await until();
    await settled(page);
  }
  return writesDuring(page, () => page.keyboard.press("Space"));
}
