import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { settled } from "./settled";

/** axe-core's browser bundle, injected through page.evaluate (not a <script> tag, so the site's CSP is untouched). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Runs axe-core (WCAG 2.0/2.1 A and AA plus best practices) on what the page shows once it has settled. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  await settled(page);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{ violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
      resultTypes: ["violations"],
    });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) }));
  });
}

const serious = (findings: AxeFinding[]) => findings.filter((f) => f.impact === "critical" || f.impact === "serious");

/**
 * Only the findings that block the release: critical and serious. A contrast axe measured while something was
 * fading (a toast starting to leave during the run, frames late on a busy machine) is not what the user sees once
 * it has stopped, so contrast findings are measured once more on the settled page and only those that remain count.
 */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  const first = serious(await axeFindings(page));
  if (!first.some((f) => f.id === "color-contrast")) return first;
  const again = serious(await axeFindings(page)).filter((f) => f.id === "color-contrast");
  return [...first.filter((f) => f.id !== "color-contrast"), ...again];
}
