import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { webRegistries } from "../../scripts/build/web-registries";
import { adminNav, userNav } from "../../web/app/layout/nav";
import { navLabelKey, shellWithNavLabels } from "../../web/app/layout/navEntry";
import { LANGUAGES, NAMESPACES } from "../../web/lib/i18n";
import { ADMIN_NAV, ORDINARY_NAV } from "../fixtures/nav";

const ROOT = path.resolve(__dirname, "../..");
const LOCALES = path.join(ROOT, "web", "locales");
type Tree = { [k: string]: string | Tree };
const bundles = (lng: string): Record<string, Tree> =>
  Object.fromEntries(readdirSync(path.join(LOCALES, lng)).map((f) => [f.replace(/\.json$/, ""), JSON.parse(readFileSync(path.join(LOCALES, lng, f), "utf8"))]));
const lookup = (tree: Tree, key: string) => key.split(".").reduce<string | Tree | undefined>((t, k) => (typeof t === "object" ? t[k] : undefined), tree);

describe("the web's generated registries", () => {
  it("are what the files give (run npx tsx scripts/build/web-registries.ts, or npm run build:web, after adding a feature or a namespace)", async () => {
    for (const [file, text] of Object.entries(await webRegistries())) expect(readFileSync(path.join(ROOT, file), "utf8"), file).toBe(text);
  });

  it("list every namespace file of web/locales/en, and every language has the same files", () => {
    const files = (lng: string) =>
      readdirSync(path.join(LOCALES, lng))
        .map((f) => f.replace(/\.json$/, ""))
        .sort();
    expect([...NAMESPACES]).toEqual(files("en"));
    for (const lng of LANGUAGES) expect(files(lng), lng).toEqual(files("en"));
  });
});

describe("the menus collected from the features", () => {
  /** Each menu as the shipped shell.json shows it, in the given language. */
  const labels = (lng: string, items: typeof userNav) => {
    const shell = shellWithNavLabels(bundles(lng).shell, bundles(lng)) as Tree;
    return items.map((e) => lookup(shell, navLabelKey(e.label)));
  };

  it("keep their order, links and English labels", () => {
    expect(userNav.map((e) => e.to)).toEqual(["/", "/material-requests", "/materials"]);
    expect(labels("en", userNav)).toEqual(ORDINARY_NAV);
    expect(adminNav.map((e) => e.to)).toEqual([
      "/",
      "/interests",
      "/material-requests",
      "/materials",
      "/warehouse",
      "/companies",
      "/prices",
      "/leads",
      "/deals",
      "/suspects",
      "/booth",
      "/workflows",
      "/playground",
      "/api-docs",
    ]);
    expect(labels("en", adminNav)).toEqual(ADMIN_NAV);
  });

  it("have one place per entry and a label in the feature's namespace, shipped in shell.json, in every language", () => {
    const all = [...new Set([...userNav, ...adminNav])];
    expect(new Set(all.map((e) => e.order)).size).toBe(all.length);
    for (const lng of LANGUAGES) {
      const own = all.map((e) => {
        const [ns, key] = e.label.split(":");
        return lookup(bundles(lng)[ns], key);
      });
      expect(
        own.every((t) => typeof t === "string" && t.trim() !== ""),
        lng,
      ).toBe(true);
      expect(labels(lng, all), lng).toEqual(own);
    }
  });
});
