import { describe, expect, it } from "vitest";
import { browserSuite } from "./suite";
import { baseUrl, signIn, newPage } from "./browser";

/**
 * The assistant in Chromium (ADR 0150): a visitor opens /assistant, writes an HDPE request,
 * sees cards of HDPE materials, says "I'm interested" through the dialog; a reload keeps the conversation; the
 * playground shows the need the engine read. axe: no critical or serious findings at 1280 and 390 px.
 */
const suite = browserSuite("conversations");
const shot = suite.shot;
const HDPE = "We are looking for 200 t per month of natural HDPE granules for blow moulding of bottles, EuCertPlast certified.";

describe("conversations", () => {
  for (const width of [1280, 390]) {
    it(`a visitor asks for HDPE, gets HDPE cards and says "I'm interested"; a reload keeps the conversation (${width} px)`, async () => {
      const { page } = await newPage(suite.browser, { viewport: { width, height: 900 } });
      await page.goto(`${baseUrl()}/assistant`);
      await page.waitForSelector('[data-testid="assistant-intro"]');
      await page.waitForSelector('[data-testid="example-prompts"]');
      expect(await shot(page, `empty-${width}`)).toEqual([]);

      await page.fill('[data-testid="composer"]', HDPE);
      await page.press('[data-testid="composer"]', "Enter");
      await page.waitForURL(/\/conversations\/[0-9a-f-]{36}$/);
      const url = page.url();
      await page.waitForSelector('[data-testid="message-tool"]');
      expect(await page.inputValue('[data-testid="composer"]')).toBe("");
      expect(await page.textContent('[data-testid="message-tool"] [data-testid="message-content"]')).toContain("Type: HDPE");
      expect(await page.textContent('[data-testid="message-date"]')).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
      const cards = page.locator('[data-testid="recommended-material"]');
      await cards.first().waitFor();
      expect(await cards.first().getAttribute("data-material-type")).toBe("hdpe");
      const href = await cards.first().locator('[data-testid="recommended-material-link"]').getAttribute("href");
      expect(href).toBe(`/catalog/${await cards.first().getAttribute("data-material-id")}`);
      expect(await shot(page, `reply-${width}`)).toEqual([]);

      // Shift+Enter is a new line, not a send.
      await page.click('[data-testid="composer"]');
      await page.keyboard.type("line one");
      await page.keyboard.press("Shift+Enter");
      await page.keyboard.type("line two");
      expect(await page.inputValue('[data-testid="composer"]')).toBe("line one\nline two");
      await page.fill('[data-testid="composer"]', "");

      await cards.first().locator('[data-testid="interested-button"]').click();
      await page.waitForSelector('[data-testid="interest-dialog"]');
      await page.fill('[data-testid="interest-email"]', `visitor.${width}.${Date.now()}@buyer.example.com`);
      expect(await shot(page, `interest-${width}`)).toEqual([]);
      await page.click('[data-testid="interest-send"]');
      await page.waitForSelector('[data-testid="interest-dialog"]', { state: "detached" });

      await page.reload();
      await page.waitForSelector('[data-testid="message-tool"]');
      expect(page.url()).toBe(url);
      expect(await page.locator('[data-testid="message-user"]').count()).toBe(1);
      expect(await page.locator('[data-testid="recommended-material"]').count()).toBeGreaterThan(0);
    });
  }

  it("a failed send keeps the text and toasts 'Something went wrong'; the composer is disabled while sending", async () => {
    const { page } = await newPage(suite.browser, { viewport: { width: 1280, height: 900 } });
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/api/v4/conversations", async (route) => {
      await held;
      await route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message: "Service unavailable" }) });
    });
    await page.goto(`${baseUrl()}/assistant`);
    await page.fill('[data-testid="composer"]', HDPE);
    await page.press('[data-testid="composer"]', "Enter");
    await page.waitForSelector('[data-testid="assistant-writing"]');
    expect(await page.isDisabled('[data-testid="composer"]')).toBe(true);
    release();
    await page.getByText("Something went wrong").first().waitFor();
    expect(await page.inputValue('[data-testid="composer"]')).toBe(HDPE);
    expect(await page.isDisabled('[data-testid="composer"]')).toBe(false);
    expect(page.url()).toMatch(/\/assistant$/);
  });

  it("the summary lists each application once and writes each value in one spelling, in English and in German", async () => {
    const { page } = await newPage(suite.browser, { viewport: { width: 1280, height: 900 } });
    const summary = async (text: string) => {
      await page.goto(`${baseUrl()}/assistant`);
      await page.fill('[data-testid="composer"]', text);
      await page.press('[data-testid="composer"]', "Enter");
      await page.waitForURL(/\/conversations\/[0-9a-f-]{36}$/);
      return (await page.locator('[data-testid="message-tool"] [data-testid="message-content"]').first().textContent()) ?? "";
    };
    const en = await summary("Need 40 tons of black PP regrind for injection moulding of crates. Application: crates, Crates.");
    expect(en).toContain("Application: injection moulding of crates");
    expect(en.match(/crates/gi)).toHaveLength(1);
    expect(en).toContain("Processing: Injection moulding");
    expect(en).toContain("Condition: Regrind");
    expect(en).not.toMatch(/molding|injectionMolding/);
    await page.goto(`${baseUrl()}/assistant?language=de`);
    const de = await summary("Wir suchen 40 t schwarzes PP Mahlgut für Spritzguss. Anwendung: Kisten, Kisten.");
    expect(de).toContain("Verarbeitung: Spritzguss");
    expect(de).toContain("Zustand: Mahlgut");
    expect(de.match(/kisten/gi)).toHaveLength(1);
    // the summary (before the materials, whose names are the sellers' own) has no English word or code left
    expect(de.split("\n\n")[0]).not.toMatch(/injectionMolding|Injection moulding|regrind/i);
  });

  it("a missing conversation shows a clear not-found message", async () => {
    const { page } = await newPage(suite.browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl()}/conversations/00000000-0000-4000-8000-000000000000`);
    await page.waitForSelector('[data-testid="conversation-not-found"]');
    expect(await page.textContent('[data-testid="conversation-not-found"]')).toContain("Conversation not found");
  });

  for (const width of [1280, 390]) {
    it(`the playground (admin) shows the reply and the need the engine read (${width} px)`, async () => {
      const { page } = await newPage(suite.browser, { viewport: { width, height: 900 } });
      await signIn(page, "admin@example.com", `${baseUrl()}/playground`);
      await page.waitForSelector('[data-testid="need-panel"]');
      expect(await shot(page, `playground-empty-${width}`)).toEqual([]);
      await page.fill('[data-testid="composer"]', HDPE);
      await page.click('[data-testid="send-button"]');
      await page.waitForSelector('[data-testid="message-tool"]');
      await page.waitForSelector('[data-testid="need-materialType"]');
      expect(await page.textContent('[data-testid="need-materialType"]')).toContain("HDPE");
      expect(await page.textContent('[data-testid="need-capacity"]')).toContain("200 t per month");
      expect(page.url()).toMatch(/\/playground\?id=[0-9a-f-]{36}$/);
      await page.locator('[data-testid="recommended-material"]').first().waitFor();
      expect(await shot(page, `playground-${width}`)).toEqual([]);
    });
  }
});
