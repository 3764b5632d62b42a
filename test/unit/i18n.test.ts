import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES, NAMESPACES } from "../../web/lib/i18n";

/** Every key of every namespace in all 7 languages, and every literal t() key of web/ in English. */
const LOCALES = path.resolve(__dirname, "../../web/locales");
const WEB = path.resolve(__dirname, "../../web");

type Tree = { [k: string]: string | Tree };
const load = (lng: string, ns: string): Tree => JSON.parse(readFileSync(path.join(LOCALES, lng, `${ns}.json`), "utf8"));
const flatten = (t: Tree, prefix = ""): Record<string, string> =>
  Object.entries(t).reduce<Record<string, string>>((acc, [k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    return typeof v === "string" ? { ...acc, [key]: v } : { ...acc, ...flatten(v, key) };
  }, {});
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const en = Object.fromEntries(NAMESPACES.map((ns) => [ns, flatten(load("en", ns))]));

describe("locales", () => {
  it("has exactly the spec's namespaces in every language", () => {
    for (const lng of LANGUAGES)
      expect(
        readdirSync(path.join(LOCALES, lng))
          .map((f) => f.replace(/\.json$/, ""))
          .sort(),
        lng,
      ).toEqual([...NAMESPACES].sort());
  });

  for (const lng of LANGUAGES.filter((l) => l !== "en"))
    it(`${lng} has every English key, no others, none empty, same placeholders`, () => {
      for (const ns of NAMESPACES) {
        const other = flatten(load(lng, ns));
        expect(Object.keys(other).sort(), `${lng}/${ns} keys`).toEqual(Object.keys(en[ns]).sort());
        for (const [key, value] of Object.entries(other)) {
          expect(value.trim(), `${lng}/${ns}:${key} is empty`).not.toBe("");
          expect(placeholders(value), `${lng}/${ns}:${key} placeholders`).toEqual(placeholders(en[ns][key]));
        }
      }
    });

  it("has no empty English text", () => {
    for (const ns of NAMESPACES) for (const [key, value] of Object.entries(en[ns])) expect(value.trim(), `en/${ns}:${key}`).not.toBe("");
  });
});

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    if (statSync(p).isDirectory()) return f === "locales" ? [] : sources(p);
    return /\.tsx?$/.test(f) && !/\.(test|d)\.tsx?$/.test(f) ? [p] : [];
  });
}

describe("keys used in web/", () => {
  it("every literal t() key has an English entry", () => {
    const missing: string[] = [];
    for (const file of sources(WEB)) {
      const src = readFileSync(file, "utf8");
      // The namespaces a file's unprefixed keys resolve in: the first of each useTranslation(...) call.
      const fileNs = [...src.matchAll(/useTranslation\(\s*(?:\[\s*)?"(\w+)"/g)].map((m) => m[1]);
      const defaults = fileNs.length ? fileNs : ["common"];
      const has = (ns: string, key: string) => !!en[ns as keyof typeof en]?.[key];
      for (const m of src.matchAll(/\bt\(\s*"([^"]+)"/g)) {
        const [ns, key] = m[1].includes(":") ? m[1].split(":") : [null, m[1]];
        if (ns ? !has(ns, key) : !defaults.some((d) => has(d, key))) missing.push(`${path.relative(WEB, file)}: ${m[1]}`);
      }
      // Keys passed around as data: shell:nav.* keys, and the menu labels of the features' nav.ts ("deals:nav.title").
      for (const m of src.matchAll(/"(nav\.\w+)"/g)) if (!has("shell", m[1])) missing.push(`${path.relative(WEB, file)}: ${m[1]}`);
      for (const m of src.matchAll(/"(\w+):(nav\.[\w.]+)"/g)) if (!has(m[1], m[2])) missing.push(`${path.relative(WEB, file)}: ${m[1]}:${m[2]}`);
    }
    expect(missing).toEqual([]);
  });

  it("the server's validation messages that the UI translates are in validationErrorMessages", async () => {
    const { passwordMessages } = await import("../../shared/rules/password");
    const { TEXT_MESSAGES } = await import("../../shared/schemas/text");
    const { DATASHEET_UNREADABLE } = await import("../../shared/api/routes/datasheets");
    const { MATERIAL_OWNER_MESSAGES } = await import("../../shared/schemas/material");
    const known = new Set(Object.values(en.validationErrorMessages));
    const catalogued = [
      ...Object.values(passwordMessages),
      ...Object.values(TEXT_MESSAGES),
      ...Object.values(DATASHEET_UNREADABLE),
      ...Object.values(MATERIAL_OWNER_MESSAGES),
    ];
    for (const m of [...catalogued, "Invalid email address", "Password is required", "Must not be empty", "Must be a URL"]) expect(known.has(m), m).toBe(true);
  });
});
