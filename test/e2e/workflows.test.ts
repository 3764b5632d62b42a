import type { BrowserContext } from "playwright-core";
import { describe, expect, it } from "vitest";
import { injectWorkflowFault } from "../fixtures/workflow-faults";
import { browserSuite } from "./suite";
import { baseUrl, login, newPage } from "./browser";

/** /workflows in Chromium: a forced step failure ends a research failed, with the reason on the row and in Changes. */

const suite = browserSuite("workflows");
const shot = suite.shot;

const tokenOf = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === "accessToken")!.value;
async function apiCall(context: BrowserContext, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${await tokenOf(context)}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

describe("workflows", () => {
  for (const width of [1280, 390]) {
    it(`shows a research failed by a forced step failure with its reason, its record in Changes, and retries it (${width} px)`, async () => {
      const { context, page } = await newPage(suite.browser, { viewport: { width, height: 900 } });
      await login(page, "admin@example.com");
      const company = await apiCall(context, "PUT", "/v2/companies", { name: `Failing Research ${width} ${Date.now().toString(36)}` });
      expect(company.status).toBe(201);
      const reason = `Forced failure ${width}: search provider down`;
      const remove = injectWorkflowFault({ state: "GatherFacts", message: reason, companyId: company.body.id });
      let runId: string;
      try {
        const started = await apiCall(context, "PUT", `/v2/companies/${company.body.id}/researches`, { companyId: company.body.id });
        expect(started.status).toBe(201);
        runId = started.body.data.workflowId;
        await page.goto(`${baseUrl()}/workflows?type=companyResearch`);
        const row = page.locator(`[data-testid="workflow-row"][data-id="${runId}"]`);
        // The list polls while a run is running: the row turns failed without a reload.
        await row.locator('[data-testid="workflow-status"][data-status="failed"]').waitFor({ timeout: 20_000 });
      } finally {
        remove();
      }
      const row = page.locator(`[data-testid="workflow-row"][data-id="${runId}"]`);
      expect(await row.locator('[data-testid="workflow-error"]').textContent()).toBe(`GatherFacts: ${reason}`);
      expect(await row.locator('[data-testid="workflow-subject"]').getAttribute("href")).toBe(`/companies/${company.body.id}`);
      expect(await shot(page, `list-${width}`)).toEqual([]);

      await row.locator('[data-testid="workflow-details"]').click();
      const record = page.locator('[data-testid="workflow-record"]');
      await record.waitFor();
      const json = JSON.parse((await record.textContent()) ?? "{}");
      expect(json).toMatchObject({
        id: runId,
        type: "companyResearch",
        state: { status: "failed", step: "GatherFacts", error: reason },
        subject: { companyId: company.body.id },
      });
      expect(await shot(page, `changes-${width}`)).toEqual([]);
      await page.keyboard.press("Escape");

      await row.locator('[data-testid="workflow-retry"]').click();
      await page.getByText("Workflow started again").waitFor();
      // The research tab of the company shows the failed research with its reason, and the retry's new one.
      const researches = await apiCall(context, "GET", `/v2/companies/${company.body.id}/researches`);
      expect(researches.body.data.map((r: { status: string }) => r.status)).toContain("failed");
      expect(researches.body.data).toHaveLength(2);
      await context.close();
    });
  }
});
