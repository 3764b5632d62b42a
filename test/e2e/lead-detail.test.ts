import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, login, signIn, newPage } from "./browser";
import { saveShot } from "./shots";
import { axeShot } from "./suite";

/** The lead detail /leads/{id} end to end in Chromium (the "Done means" parts of the page). */

let browser: Browser;
const RUN = Date.now().toString(36);
const DESCRIPTION = `E2E lead: black regrind for crates ${RUN}`;
const pdf = (name: string) => ({ name, mimeType: "application/pdf", buffer: Buffer.from(`%PDF-1.4\n% ${name}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`) });

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The API as the signed-in user of the context (the data the test needs is made through it). */
async function api<T>(context: BrowserContext, method: string, path: string, body?: unknown): Promise<T> {
  const token = (await context.cookies()).find((c) => c.name === "accessToken")!.value;
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

const shot = (page: Page, name: string) => axeShot(page, "lead-detail", name, { fullPage: name.startsWith("page") });

const toast = (page: Page, text: string) => page.waitForSelector(`text=${text}`);

interface Made {
  id: string;
  type: string;
}
let lead: Made;

/** A lead on a seeded company, of the material type with the most seeded materials, asking what some of them lack. */
async function makeLead(context: BrowserContext, description: string): Promise<Made> {
  const companies = await api<{ items: { id: string }[] }>(context, "GET", "/companies?limit=5");
  const materials = await api<{ items: { type: string }[] }>(context, "GET", "/materials?limit=200");
  const counts = new Map<string, number>();
  for (const m of materials.items) counts.set(m.type, (counts.get(m.type) ?? 0) + 1);
  const type = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  const created = await api<{ id: string }>(context, "PUT", "/leads", {
    type: "buy",
    description,
    companyId: companies.items[0]!.id,
    materialType: type,
    colors: ["black"],
    conditions: ["regrind"],
    amount: 40,
    frequency: "month",
  });
  return { id: created.id, type };
}

describe("lead detail", () => {
  it("an admin changes status and assignee, writes a note with Enter, edits, picks a material and uploads a document", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await login(page, "admin@example.com");
    lead = await makeLead(context, DESCRIPTION);
    await page.goto(`/leads/${lead.id}`);
    await page.waitForSelector(`[data-testid="lead-title"] >> text=${DESCRIPTION}`);
    expect(await page.textContent('[data-testid="lead-documents-card"]')).toContain("No documents found");
    expect(await shot(page, "page-1280")).toEqual([]);

    // Status: toast, and it persists after a reload.
    await page.selectOption('[data-testid="lead-status"]', "sampling");
    await toast(page, "Status has been updated");
    await page.waitForSelector('[data-testid="lead-selectors"][data-busy="false"]');
    await page.reload();
    await page.waitForSelector('[data-testid="lead-status"]');
    expect(await page.inputValue('[data-testid="lead-status"]')).toBe("sampling");

    // Completion status (clearable) and assignee.
    await page.selectOption('[data-testid="lead-completion"]', "lost");
    await toast(page, "Completion status has been updated");
    await page.waitForSelector('[data-testid="lead-selectors"][data-busy="false"]');
    await page.selectOption('[data-testid="lead-completion"]', "");
    await page.waitForSelector('[data-testid="lead-selectors"][data-busy="false"]');
    await page.waitForFunction(() => document.querySelector<HTMLSelectElement>('[data-testid="lead-assignee"]')!.options.length > 1);
    const staff = await page.locator('[data-testid="lead-assignee"] option').nth(1).getAttribute("value");
    await page.selectOption('[data-testid="lead-assignee"]', staff!);
    await toast(page, "User has been assigned");
    await page.waitForSelector('[data-testid="lead-selectors"][data-busy="false"]');

    // Notes: blank cannot be sent; Enter sends, Shift+Enter makes a newline.
    await page.click('[data-testid="lead-notes-button"]');
    await page.waitForSelector('[data-testid="lead-notes-dialog"]');
    expect(await page.isDisabled('[data-testid="lead-note-send"]')).toBe(true);
    const note = `Called the buyer ${RUN}`;
    await page.fill('[data-testid="lead-note-input"]', note);
    await page.press('[data-testid="lead-note-input"]', "Shift+Enter");
    await page.keyboard.type("second line");
    expect(await page.inputValue('[data-testid="lead-note-input"]')).toBe(`${note}\nsecond line`);
    await page.press('[data-testid="lead-note-input"]', "Enter");
    await page.waitForSelector(`[data-testid="lead-note"] >> text=${note}`);
    expect(await page.inputValue('[data-testid="lead-note-input"]')).toBe("");
    expect(await shot(page, "notes-1280")).toEqual([]);
    await page.keyboard.press("Escape");
    await page.waitForSelector('[data-testid="lead-notes-dialog"]', { state: "detached" });

    // Edit: leaving with changes asks first; saving shows the new amount.
    await page.click('[data-testid="lead-edit"]');
    await page.waitForSelector('[data-testid="lead-edit-dialog"]');
    expect(await shot(page, "edit-1280")).toEqual([]);
    await page.fill('[data-testid="input-amount"]', "55");
    await page.click('[data-testid="lead-edit-cancel"]');
    await page.waitForSelector('[data-testid="lead-discard-dialog"]');
    await page.click('[data-testid="lead-discard-cancel"]');
    await page.fill('[data-testid="input-description"]', "");
    await page.click('[data-testid="lead-edit-submit"]');
    await page.waitForSelector('[data-testid="lead-edit-dialog"] >> text=Must not be empty');
    await page.fill('[data-testid="input-description"]', DESCRIPTION);
    await page.click('[data-testid="lead-edit-submit"]');
    await toast(page, "Lead has been updated");
    await page.waitForSelector('[data-testid="lead-edit-dialog"]', { state: "detached" });
    expect(await page.textContent('[data-testid="lead-fact-amount"]')).toContain("55");

    // Materials: the picker ranks by match, best first; a picked material shows its mismatches in words.
    await page.click('[data-testid="lead-pick-materials"]');
    await page.waitForSelector('[data-testid="lead-candidate"]');
    const scores = await page.locator('[data-testid="lead-candidate"]').evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-score"))));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const weak = page.locator('[data-testid="lead-candidate"]:has([data-testid="lead-mismatch"])').first();
    const materialId = await weak.getAttribute("data-id");
    const badges = await weak.locator('[data-testid="lead-mismatch"]').allInnerTexts();
    expect(badges.length).toBeGreaterThan(0);
    for (const b of badges) expect(b).toMatch(/(Source|Condition|Color|Amount|Viscosity): .+\(wanted: .+\)/);
    expect(await shot(page, "picker-1280")).toEqual([]);
    await weak.locator('[data-testid="lead-candidate-toggle"]').click();
    await page.waitForSelector(`[data-testid="lead-candidate"][data-id="${materialId}"][data-chosen="true"]`);
    await page.click('[data-testid="lead-picker-done"]');
    const row = page.locator(`[data-testid="lead-material-row"][data-id="${materialId}"]`);
    await row.waitFor();
    expect(await row.locator("a").getAttribute("href")).toBe(`/materials/${materialId}`);
    expect(await row.locator('[data-testid="lead-mismatch"]').allInnerTexts()).toEqual(badges);

    // Documents: presign, PUT, register; the link opens the signed download address.
    await page.setInputFiles('[data-testid="lead-document-input"]', pdf("e2e-offer.pdf"));
    await toast(page, "File has been uploaded");
    const link = page.locator('[data-testid="lead-document"] a', { hasText: "e2e-offer.pdf" });
    await link.waitFor();
    expect(await link.getAttribute("href")).toMatch(/^https?:/);
    expect(await link.getAttribute("target")).toBe("_blank");

    // All of it is stored.
    const stored = await api<{
      status: string;
      materialIds: string[];
      documents: unknown[];
      amount: number;
      assigneeId: string | null;
      completionStatus: string | null;
    }>(context, "GET", `/leads/${lead.id}`);
    expect(stored).toMatchObject({ status: "sampling", materialIds: [materialId], amount: 55, assigneeId: staff, completionStatus: null });
    expect(stored.documents).toHaveLength(1);

    // Someone else saves the lead meanwhile: the next change is refused (409), the page reloads and says so.
    const fresh = await api<{ version: number }>(context, "GET", `/leads/${lead.id}`);
    await api(context, "POST", "/leads", { id: lead.id, status: "negotiation", version: fresh.version });
    await page.selectOption('[data-testid="lead-status"]', "offerSubmitted");
    await toast(page, "Someone else changed this lead meanwhile");
    await page.waitForFunction(() => document.querySelector<HTMLSelectElement>('[data-testid="lead-status"]')?.value === "negotiation");
    expect(await shot(page, "page-done-1280")).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("on a phone: the page, the notes dialog and the edit dialog are axe-clean", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await signIn(page, "admin@example.com", `/leads/${lead.id}`);
    await page.waitForSelector(`[data-testid="lead-title"] >> text=${DESCRIPTION}`);
    await page.waitForSelector('[data-testid="lead-material-row"] [data-testid="lead-match"]');
    expect(await shot(page, "page-390")).toEqual([]);
    await page.click('[data-testid="lead-notes-button"]');
    await page.waitForSelector('[data-testid="lead-note"]');
    expect(await shot(page, "notes-390")).toEqual([]);
    await page.keyboard.press("Escape");
    await page.waitForSelector('[data-testid="lead-notes-dialog"]', { state: "detached" });
    await page.click('[data-testid="lead-edit"]');
    await page.waitForSelector('[data-testid="lead-edit-dialog"]');
    expect(await shot(page, "edit-390")).toEqual([]);
    await page.keyboard.press("Escape");
    await page.click('[data-testid="lead-pick-materials"]');
    await page.waitForSelector('[data-testid="lead-candidate"]');
    expect(await shot(page, "picker-390")).toEqual([]);
    // Leave the data as found: other suites' boards start from the seed.
    await api(context, "DELETE", `/leads/${lead.id}`);
    await context.close();
  });

  it("a lead made from a material request links to it; the company card links and copies an e-mail", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await login(page, "admin@example.com");
    // A lead made from a request, with a contact who has an e-mail (the server checks the contact is the company's).
    const companies = await api<{ items: { id: string }[] }>(context, "GET", "/companies?limit=20");
    let pick: { companyId: string; contactId: string } | undefined;
    for (const c of companies.items) {
      const users = await api<{ items: { id: string; email?: string | null }[] }>(context, "GET", `/companies/${c.id}/users`);
      const u = users.items.find((x) => x.email);
      if (u) {
        pick = { companyId: c.id, contactId: u.id };
        break;
      }
    }
    expect(pick).toBeTruthy();
    const requestId = "e0000000-0000-4000-8000-000000000001";
    const made = await api<{ id: string }>(context, "PUT", "/leads", {
      type: "sell",
      description: `E2E lead from a request ${RUN}`,
      ...pick,
      originChannel: `MATERIAL_REQUEST#${requestId}`,
    });
    const found = await api<{ id: string; originChannel: string; company: { id: string } | null; contact: { id: string } | null }>(
      context,
      "GET",
      `/leads/${made.id}`,
    );
    expect(found.contact?.id).toBe(pick!.contactId);
    await page.goto(`/leads/${found!.id}`);
    await page.waitForSelector('[data-testid="lead-request-link"]');
    expect(await page.getAttribute('[data-testid="lead-request-link"]', "href")).toBe(
      `/material-requests/${found!.originChannel.slice("MATERIAL_REQUEST#".length)}`,
    );
    expect(await page.getAttribute('[data-testid="lead-company-link"]', "href")).toBe(`/companies/${found!.company!.id}`);
    expect(await page.getAttribute('[data-testid="lead-contact-link"]', "href")).toBe(`/contacts/${pick!.contactId}`);
    await page.click('[data-testid="copy-contact-email"]');
    await toast(page, "Email copied");
    await saveShot(page, "lead-detail-from-request-1280", { fullPage: true });
    await api(context, "DELETE", `/leads/${made.id}`);
    await context.close();
  });

  it("deletes a lead from the three-dot menu and goes back to the board", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await login(page, "admin@example.com");
    const doomed = await makeLead(context, `E2E lead to delete ${RUN}`);
    await page.goto(`/leads/${doomed.id}`);
    await page.waitForSelector('[data-testid="lead-title"]');
    await page.click('[data-testid="lead-menu"]');
    await page.click('[data-testid="lead-delete"]');
    await page.waitForSelector('[data-testid="delete-lead-dialog"]');
    await page.click('[data-testid="delete-lead-confirm"]');
    await page.waitForURL(/\/leads$/);
    const res = await fetch(`${baseUrl()}/api/leads/${doomed.id}`, {
      headers: { authorization: `Bearer ${(await context.cookies()).find((c) => c.name === "accessToken")!.value}` },
    });
    expect(res.status).toBe(404);
    await context.close();
  });
});
