import { randomUUID } from "node:crypto";
import { getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { seedMaterialId, seeds } from "../../scripts/seed/materials";
import { api } from "../fixtures/api";
import { baseUrl, newPage } from "./browser";
import { browserSuite } from "./suite";

/**
 * The product passport in Chromium: a seeded listed level 4 material's /passport/{id} shows every part (data
 * quality and its basis, the recycled content split, the melt flow with its test load, the chain of custody, the
 * country, the certificates with their standing in the register) with its JSON-LD in the page; an unknown id is the app's 404
 * page; axe-clean at 1440 and 390 px.
 */

const suite = browserSuite("passports");
const shot = suite.shot;

const index = seeds.findIndex((s) => s.isPublic && s.level === 4 && s.source === "postConsumer" && s.certificates?.length);
const id = seedMaterialId(index);

describe("product passport page", () => {
  for (const width of [1440, 390])
    it(`shows a listed material's passport, and the 404 page for an unknown id (${width} px)`, async () => {
      const { page } = await newPage(suite.browser, { viewport: { width, height: 900 } });
      await page.goto(`/passport/${id}?language=en`);
      await page.waitForSelector('[data-testid="passport-name"]');
      expect(await page.textContent('[data-testid="passport-name"]')).toBe(seeds[index].name);
      expect(await page.textContent('[data-testid="passport-level"]')).toBe("DQL 4");
      expect(await page.textContent('[data-testid="passport-recycled-post-consumer"]')).toContain("80 %");
      expect(await page.textContent('[data-testid="passport-recycled-post-industrial"]')).toContain("20 %");
      expect(await page.textContent('[data-testid="passport-properties"]')).toMatch(/Melt flow rate[\s\S]*g\/10min[\s\S]*2\.16 kg/i);
      expect(await page.textContent('[data-testid="passport-origin"]')).toMatch(/\(DE\)/);
      // every seeded seller holds a valid register record of each certificate its materials name
      expect(await page.locator('[data-testid="passport-certificate"] [data-status="verified"]').count()).toBe(seeds[index].certificates!.length);
      expect(await page.textContent('[data-testid="passport-updated"]')).toMatch(/\d{2}\/\d{2}\/\d{4}/);
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
      expect(jsonLd).toMatchObject({ "@context": "https://schema.org", "@type": "Product", identifier: id, name: seeds[index].name });
      expect(await shot(page, `passport-${width}`)).toEqual([]);

      await page.goto(`/passport/${randomUUID()}?language=en`);
      await page.waitForSelector('[data-testid="not-found"]');
      expect(await shot(page, `passport-404-${width}`)).toEqual([]);
    });
});

/** The URI link annotations of every page of a PDF (the datasheet's QR code is a vector drawing with one over it). */
async function linkUrls(pdf: Uint8Array): Promise<string[]> {
  const doc = await getDocumentProxy(pdf);
  const urls: string[] = [];
  for (let n = 1; n <= doc.numPages; n++)
    for (const a of (await (await doc.getPage(n)).getAnnotations()) as { subtype: string; url?: string }[]) if (a.subtype === "Link" && a.url) urls.push(a.url);
  return urls;
}

describe("the passport from the datasheet's QR code", () => {
  for (const width of [1440, 390])
    it(`the listed material's datasheet links its passport, which opens (${width} px)`, async () => {
      const sheet = await api<{ url: string }>("GET", `/catalog/materials/${id}/datasheet`);
      expect(sheet.status, JSON.stringify(sheet.body)).toBe(200);
      const pdf = new Uint8Array(await (await fetch(sheet.body.url)).arrayBuffer());
      const links = (await linkUrls(pdf)).filter((u) => new URL(u).pathname.startsWith("/passport/"));
      expect(links).toHaveLength(1);
      const link = new URL(links[0]);
      expect(link.pathname).toBe(`/passport/${encodeURIComponent(id)}`);

      const { page, context } = await newPage(suite.browser, { viewport: { width, height: 900 } });
      // the link names the public site; this run's stack serves it (same paths, the SPA and its API)
      if (link.origin !== new URL(baseUrl()).origin)
        await context.route(`${link.origin}/**`, async (route) => {
          const u = new URL(route.request().url());
          await route.fulfill({ response: await route.fetch({ url: `${baseUrl()}${u.pathname}${u.search}` }) });
        });
      await page.goto(`${link.href}${link.search ? "&" : "?"}language=en`);
      await page.waitForSelector('[data-testid="passport-name"]');
      expect(await page.textContent('[data-testid="passport-name"]')).toBe(seeds[index].name);
      expect(await page.locator('[data-testid="passport-certificate"] [data-status="verified"]').count()).toBe(seeds[index].certificates!.length);
      expect(await shot(page, `passport-from-qr-${width}`)).toEqual([]);
    });
});
