import type { Page, Request } from "playwright-core";

/**
 * The API writes (method and path of each non-GET /api request) the page sends while `action` runs and in the
 * two frames after it (an event handler's request has started by then), once each has been answered. For steps
 * that must send nothing (Enter in a field that must not submit) and for steps whose writes must have landed
 * before the test reloads, instead of waiting a fixed time.
 */
export async function writesDuring(page: Page, action: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const answered: Promise<unknown>[] = [];
  const onRequest = (r: Request) => {
    const url = new URL(r.url());
    if (r.method() === "GET" || !url.pathname.startsWith("/api/")) return;
    seen.push(`${r.method()} ${url.pathname}`);
    answered.push(r.response());
  };
  page.on("request", onRequest);
  try {
    await action();
    await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  } finally {
    page.off("request", onRequest);
  }
  await Promise.all(answered);
  return seen;
}
