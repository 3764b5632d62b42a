import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext } from "playwright-core";
import { localConfig } from "../local/config";
import { startLocalStack } from "../local/stack";
import { DEMO_PASSWORD } from "../seed/demo-companies";
import { requestStages, type Timing } from "./stages";
import { FLOOR_SELECTOR, startFloor } from "./web-floor";
import { addScaleRow, times } from "./summary";
import { median } from "./stats";

/**
 * Cold load of /login (signed out) and /materials (signed in as the admin) in headless Chromium over loopback,
 * against a local stack of our own (ports 7800/7810, throw-away data folder), each beside the floor: a bare
 * React + Chakra page in one JS file (./web-floor.ts), loaded in turn with the screens so machine load hits all
 * alike. Every run is a fresh browser context, so the HTTP cache is empty. Reports the median LCP, its ratio to
 * the floor's median, and the number of sequential request stages (the depth of the request chain: a request is
 * one stage after the latest one that had finished before it started). Budgets below; the figures are kept in
 * docs/benchmarks-web.md.
 */
const RUNS = Number(process.env.WEB_LOAD_RUNS ?? 7);
// Before the first-screens work: /login 1.86x the floor and 4 stages, /materials 7 stages (docs/benchmarks-web.md).
const BUDGET = { "/login": { floorRatio: 1.25, stages: 3 }, "/materials": { floorRatio: 1.5, stages: 3 } } as const;
type PagePath = keyof typeof BUDGET | "floor";
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

interface Run {
  lcp: number;
  stages: number;
  requests: number;
  bytes: number;
  chain: string[];
}

async function measure(browser: Browser, base: string, page: PagePath, storage?: Awaited<ReturnType<BrowserContext["storageState"]>>): Promise<Run> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1360, height: 860 }, storageState: storage });
  const tab = await context.newPage();
  await tab.addInitScript(() => {
    const w = window as Window & { __lcp?: number };
    w.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__lcp = e.startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  await tab.goto(page === "floor" ? "/" : page);
  const selector = { floor: FLOOR_SELECTOR, "/login": '[data-testid="login-form"]', "/materials": '[data-testid="material-row"]' }[page];
  await tab.waitForSelector(selector, { timeout: 30000 });
  await tab.waitForLoadState("networkidle");
  const { lcp, timings } = await tab.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const res = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const t = [nav, ...res].map((e) => ({ name: new URL(e.name).pathname, start: e.startTime, end: e.responseEnd, bytes: e.transferSize }));
    return { lcp: (window as Window & { __lcp?: number }).__lcp ?? 0, timings: t };
  });
  await context.close();
  // The browser asks for the icon when it chooses (often after the load event); nothing on the page waits for it.
  const requests = (timings as Timing[]).filter((t) => !/^\/favicon\./.test(t.name));
  if (process.env.WEB_LOAD_DETAIL)
    console.log(page, `LCP ${lcp.toFixed(0)}`, requests.map((t) => `${t.name.split("/").pop()} ${t.start.toFixed(0)}-${t.end.toFixed(0)}`).join(", "));
  const { depth, chain } = requestStages(requests);
  return { lcp, stages: depth, requests: requests.length, bytes: requests.reduce((n, t) => n + t.bytes, 0), chain };
}

export async function main(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "recyclate-bench-web-"));
  const stack = await startLocalStack({ cfg: localConfig({ dataDir, appPort: 7800, portBase: 7810 }), seed: true });
  const floor = await startFloor();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
  });
  const lines: string[] = [];
  let over = false;
  try {
    // One real sign-in through the form; every measured run starts from its cookies with an empty cache.
    const ctx = await browser.newContext({ baseURL: stack.url });
    const tab = await ctx.newPage();
    await tab.goto("/login");
    await tab.fill('input[name="email"]', "admin@example.com");
    await tab.fill('input[name="password"]', DEMO_PASSWORD);
    await tab.click('[data-testid="login-submit"]');
    await tab.waitForSelector('[data-testid="sidebar-nav"]');
    const signedIn = await ctx.storageState();
    await ctx.close();

    lines.push(`Cold load, headless Chromium, loopback, median of ${RUNS} fresh contexts`, "");
    lines.push(
      "| page | LCP ms (median) | × floor | budget | sequential stages | stage budget | requests | transferred KiB |",
      "| --- | --- | --- | --- | --- | --- | --- | --- |",
    );
    const pages: PagePath[] = ["floor", "/login", "/materials"];
    const load = (p: PagePath) => measure(browser, p === "floor" ? floor.url : stack.url, p, p === "/materials" ? signedIn : undefined);
    for (const p of pages) await load(p); // warm the servers, not the browser
    const runs = new Map<PagePath, Run[]>(pages.map((p) => [p, []]));
    for (let i = 0; i < RUNS; i++) for (const p of pages) runs.get(p)!.push(await load(p));
    const floorLcp = median(runs.get("floor")!.map((r) => r.lcp));
    for (const p of pages) {
      const rs = runs.get(p)!;
      const lcp = median(rs.map((r) => r.lcp));
      const stages = median(rs.map((r) => r.stages));
      const b = p === "floor" ? undefined : BUDGET[p];
      if (b && (lcp / floorLcp > b.floorRatio || stages > b.stages)) over = true;
      lines.push(
        `| ${p} | ${lcp.toFixed(0)} | ${(lcp / floorLcp).toFixed(2)} | ${b?.floorRatio ?? ""} | ${stages} | ${b?.stages ?? ""} | ${median(rs.map((r) => r.requests))} | ${(median(rs.map((r) => r.bytes)) / 1024).toFixed(1)} |`,
      );
      lines.push(`|  | chain: ${rs[rs.length - 1].chain.join(" → ")} | | | | | | |`);
      if (b)
        addScaleRow({
          measure: `${p} cold LCP${p === "/materials" ? " (signed in)" : ""}`,
          floor: `bare React + Chakra page, one JS file: ${floorLcp.toFixed(0)} ms`,
          product: `${lcp.toFixed(0)} ms, ${stages} sequential stages, ${median(rs.map((r) => r.requests))} requests`,
          ratio: times(lcp, floorLcp),
          budget: `${b.floorRatio}×, ≤ ${b.stages} stages`,
        });
    }
  } finally {
    await browser.close();
    await stack.stop();
    await floor.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const out = lines.join("\n");
  console.log(out);
  if (over) {
    console.error("web load over budget");
    process.exitCode = 1;
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
  process.exit(process.exitCode ?? 0);
}
