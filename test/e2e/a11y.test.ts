import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousAxeFindings } from "./axe";
import { launchBrowser, login, newPage, visit } from "./browser";
import { saveShot } from "./shots";
import { SEEDED_COMPANY } from "../../scripts/seed/demo-companies";

/**
 * axe-core on every screen at desktop and phone width: 0 critical and 0 serious findings.
 * Screenshots land in $E2E_SHOTS (default /tmp/e2e-shots; shots.ts) so a person can look at each screen.
 * shard-weight: 28000 (its ~80 generated tests run ~110 s, far more than the file's size says; shard-sequencer.ts)
 */
const WIDTHS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
type Role = "anonymous" | "admin@example.com" | "seller@example.com";
interface Screen {
  name: string;
  role: Role;
  open: (page: Page) => Promise<unknown>;
  /** The document title the route sets (checked on every screen). */
  title: RegExp;
}

const openFirstMaterial = async (page: Page) => {
  await visit(page, "/materials");
  await page.click('[data-testid="material-link"] >> nth=0');
  return page.waitForSelector('[data-testid="material-form"]');
};

/** A request's detail: the first request of the list, after creating one through the dialog when there is none. */
const openRequestDetail = async (page: Page) => {
  await visit(page, "/material-requests");
  await page.waitForSelector('[data-testid="request-link"], [data-testid="requests-empty"]');
  if (!(await page.locator('[data-testid="request-link"]').count())) {
    await page.click('[data-testid="new-request-button"]');
    await page.fill('[data-testid="input-description"]', "rPP black regrind for pallets (a11y)");
    await page.click('[data-testid="request-submit"]');
    await page.waitForSelector('[data-testid="request-link"]');
  }
  await page.click('[data-testid="request-link"] >> nth=0');
  // a table at desktop width, cards on a phone, or the empty state
  return page.waitForSelector('[data-testid="matches-table"], [data-testid="match-card"], [data-testid="matches-empty"]');
};

const SCREENS: Screen[] = [
  { name: "login", role: "anonymous", title: /Sign in/, open: (p) => visit(p, "/login").then(() => p.waitForSelector('[data-testid="login-form"]')) },
  {
    name: "register",
    role: "anonymous",
    title: /Sign up|Create/,
    open: (p) => visit(p, "/register").then(() => p.waitForSelector('[data-testid="register-form"]')),
  },
  {
    name: "register code step",
    role: "anonymous",
    title: /Sign up|Create/,
    open: async (p) => {
      await visit(p, "/register");
      await p.fill('input[name="firstName"]', "Ada");
      await p.fill('input[name="lastName"]', "Axe");
      await p.fill('input[name="companyName"]', "Axe Polymers");
      await p.fill('input[name="email"]', `a11y-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`);
      await p.fill('input[name="password"]', "Axe!pass1");
      await p.click('[data-testid="register-submit"]');
      return p.waitForSelector('[data-testid="signup-code-form"]');
    },
  },
  { name: "404", role: "anonymous", title: /not found/i, open: (p) => visit(p, "/no-such-page").then(() => p.waitForSelector('[data-testid="not-found"]')) },
  { name: "welcome", role: "anonymous", title: /.+/, open: (p) => visit(p, "/welcome").then(() => p.waitForSelector('[data-testid="catalog-card"]')) },
  { name: "catalogue", role: "anonymous", title: /.+/, open: (p) => visit(p, "/catalog").then(() => p.waitForSelector('[data-testid="catalog-card"]')) },
  {
    name: "catalogue material",
    role: "anonymous",
    title: /.+/,
    open: async (p) => {
      await visit(p, "/catalog");
      await p.click('[data-testid="catalog-card"] a >> nth=0');
      return p.waitForSelector('[data-testid="material-name"]');
    },
  },
  { name: "contact us", role: "anonymous", title: /.+/, open: (p) => visit(p, "/contact-us").then(() => p.waitForSelector('[data-testid="contact-form"]')) },
  {
    name: "assistant",
    role: "anonymous",
    title: /assistant/i,
    open: (p) => visit(p, "/assistant").then(() => p.waitForSelector('[data-testid="assistant-intro"]')),
  },
  { name: "home admin", role: "admin@example.com", title: /Home/, open: (p) => visit(p, "/").then(() => p.waitForSelector('[data-testid="legend-row"]')) },
  {
    name: "home admin, legend expanded",
    role: "admin@example.com",
    title: /Home/,
    open: async (p) => {
      await visit(p, "/");
      await p.click('[data-testid="chart-capacityByType"] [data-testid="legend-toggle"]');
      return p.waitForSelector('[data-testid="legend-toggle"][aria-expanded="true"]');
    },
  },
  {
    name: "prices",
    role: "admin@example.com",
    title: /Prices/,
    open: (p) => visit(p, "/prices").then(() => p.waitForSelector('[data-testid="price-row"], [data-testid="prices-empty"]')),
  },
  {
    name: "interests",
    role: "admin@example.com",
    title: /Interests/,
    open: (p) => visit(p, "/interests?view=all").then(() => p.waitForSelector('[data-testid="interest-row"], [data-testid="interests-empty"]')),
  },
  {
    name: "company messages",
    role: "admin@example.com",
    title: /.+/,
    open: (p) =>
      visit(p, `/companies/${SEEDED_COMPANY.demoPackaging}/messages`).then(() => p.waitForSelector('[data-testid="email-list"], [data-testid="email-empty"]')),
  },
  {
    name: "workflows",
    role: "admin@example.com",
    title: /Workflows/,
    open: (p) => visit(p, "/workflows").then(() => p.waitForSelector('[data-testid="workflow-row"], [data-testid="workflows-empty"]')),
  },
  { name: "home seller", role: "seller@example.com", title: /Home/, open: (p) => visit(p, "/").then(() => p.waitForSelector('[data-testid="greeting"]')) },
  {
    name: "products admin",
    role: "admin@example.com",
    title: /Products/,
    open: (p) => visit(p, "/materials").then(() => p.waitForSelector('[data-testid="material-link"]')),
  },
  {
    name: "products seller",
    role: "seller@example.com",
    title: /Products/,
    open: (p) => visit(p, "/materials").then(() => p.waitForSelector('[data-testid="material-link"]')),
  },
  {
    name: "new product",
    role: "seller@example.com",
    title: /product/i,
    open: (p) => visit(p, "/new-material").then(() => p.waitForSelector('[data-testid="material-form"]')),
  },
  { name: "edit product seller", role: "seller@example.com", title: /.+/, open: openFirstMaterial },
  { name: "edit product admin", role: "admin@example.com", title: /.+/, open: openFirstMaterial },
  {
    name: "profile",
    role: "seller@example.com",
    title: /profile/i,
    open: (p) => visit(p, "/profile").then(() => p.waitForSelector('[data-testid="profile-form"]')),
  },
  {
    name: "warehouse",
    role: "admin@example.com",
    title: /Warehouse/,
    open: (p) =>
      visit(p, "/warehouse").then(() => p.waitForSelector('[data-testid="warehouse-table"], [data-testid="warehouse-cards"], [data-testid="warehouse-empty"]')),
  },
  {
    name: "contacts",
    role: "admin@example.com",
    title: /All Contacts/,
    open: (p) => visit(p, "/contacts").then(() => p.waitForSelector('[data-testid="contact-link"]')),
  },
  {
    name: "contact",
    role: "admin@example.com",
    title: /.+/,
    open: async (p) => {
      await visit(p, "/contacts");
      await p.click('[data-testid="contact-link"] >> nth=0');
      return p.waitForSelector('[data-testid="contact-form"]');
    },
  },
  {
    name: "new contact dialog",
    role: "admin@example.com",
    title: /All Contacts/,
    open: async (p) => {
      await visit(p, "/contacts");
      await p.click('[data-testid="new-contact-button"]');
      return p.waitForSelector('[data-testid="new-contact-dialog"]');
    },
  },
  {
    name: "company profile seller",
    role: "seller@example.com",
    title: /.+/,
    open: (p) => visit(p, `/companies/${SEEDED_COMPANY.demoRecycling}/profile`).then(() => p.waitForSelector('[data-testid="company-profile-form"]')),
  },
  {
    name: "company documents admin",
    role: "admin@example.com",
    title: /.+/,
    open: (p) => visit(p, `/companies/${SEEDED_COMPANY.demoRecycling}/documents`).then(() => p.waitForSelector('[data-testid="company-documents"]')),
  },
  {
    name: "company products admin",
    role: "admin@example.com",
    title: /.+/,
    open: (p) =>
      p
        .goto(`/companies/${SEEDED_COMPANY.demoRecycling}/products`)
        .then(() => p.waitForSelector('[data-testid="company-product"], [data-testid="products-empty"]')),
  },
  {
    name: "companies",
    role: "admin@example.com",
    title: /All Companies/,
    open: (p) => visit(p, "/companies").then(() => p.waitForSelector('[data-testid="company-link"]')),
  },
  {
    name: "new company",
    role: "admin@example.com",
    title: /New company/,
    open: (p) => visit(p, "/new-company").then(() => p.waitForSelector('[data-testid="new-company-form"]')),
  },
  {
    name: "company overview",
    role: "admin@example.com",
    title: /Demo Packaging/,
    open: (p) => visit(p, `/companies/${SEEDED_COMPANY.demoPackaging}/overview`).then(() => p.waitForSelector('[data-testid="timeline-event"]')),
  },
  {
    name: "own company",
    role: "seller@example.com",
    title: /Demo Recycling/,
    open: (p) => visit(p, `/companies/${SEEDED_COMPANY.demoRecycling}/profile`).then(() => p.waitForSelector('[data-testid="company-name"]')),
  },
  {
    name: "requests seller",
    role: "seller@example.com",
    title: /Material requests/,
    open: (p) =>
      p
        .goto("/material-requests")
        .then(() => p.waitForSelector('[data-testid="requests-table"], [data-testid="requests-cards"], [data-testid="requests-empty"]')),
  },
  {
    name: "requests admin",
    role: "admin@example.com",
    title: /Material requests/,
    open: (p) =>
      p
        .goto("/material-requests")
        .then(() => p.waitForSelector('[data-testid="requests-table"], [data-testid="requests-cards"], [data-testid="requests-empty"]')),
  },
  {
    name: "requests board",
    role: "admin@example.com",
    title: /Material requests/,
    open: (p) => visit(p, "/material-requests?view=board").then(() => p.waitForSelector('[data-testid="board-column"]')),
  },
  {
    name: "new request dialog",
    role: "seller@example.com",
    title: /Material requests/,
    open: async (p) => {
      await visit(p, "/material-requests");
      await p.click('[data-testid="new-request-button"]');
      return p.waitForSelector('[data-testid="request-form-dialog"]');
    },
  },
  { name: "request detail", role: "admin@example.com", title: /Material requests/, open: openRequestDetail },
  {
    name: "notifications drawer",
    role: "admin@example.com",
    title: /Home/,
    open: async (p) => {
      await visit(p, "/");
      await p.click('[data-testid="notifications-button"]');
      return p.waitForSelector('[data-testid="notifications-drawer"]');
    },
  },
  {
    name: "filter dialog",
    role: "admin@example.com",
    title: /Products/,
    open: async (p) => {
      await visit(p, "/materials");
      await p.click('[data-testid="filter-button"]');
      return p.waitForSelector('[data-testid="filter-dialog"]');
    },
  },
];

let browser: Browser;
const contexts = new Map<string, BrowserContext>();

/** One signed-in context per role and width, reused by the screens of that role. */
async function pageFor(role: Role, viewport: { width: number; height: number }): Promise<Page> {
  const key = `${role}@${viewport.width}`;
  let context = contexts.get(key);
  if (!context) {
    const opened = await newPage(browser, { viewport });
    context = opened.context;
    contexts.set(key, context);
    if (role !== "anonymous") await login(opened.page, role);
    return opened.page;
  }
  return context.pages()[0] ?? context.newPage();
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(Object.entries(WIDTHS))("accessibility at %s width", (widthName, viewport) => {
  it.each(SCREENS.map((s) => [s.name, s] as const))("%s: no critical or serious axe findings, a title and an h1", async (_name, screen) => {
    const page = await pageFor(screen.role, viewport);
    await screen.open(page);
    await saveShot(page, `${screen.name.replace(/\s+/g, "-")}-${widthName}`);
    const findings = await seriousAxeFindings(page);
    console.log(`[axe] ${screen.name} @${widthName}: ${findings.length} serious/critical${findings.length ? " " + JSON.stringify(findings) : ""}`);
    expect(await page.title()).toMatch(screen.title);
    expect(await page.locator("h1").count()).toBeGreaterThanOrEqual(1);
    expect(findings).toEqual([]);
  });
});
