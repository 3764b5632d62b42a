import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ENUM_LABELS } from "../../shared/i18n/enum-labels";
import { WEB_LOCATION, type EnumKind } from "../../shared/i18n/enum-labels/kinds";
import { LANGUAGES } from "../../shared/i18n/languages";

/**
 * Copies the enum labels of shared/i18n/enum-labels into web/locales (the SPA loads those files at runtime).
 * `npx tsx scripts/i18n/enum-labels.ts` writes them; shared/i18n/enum-labels.test.ts fails while a copy differs.
 */
export const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/locales");

type Tree = { [k: string]: string | Tree };

/** The namespace files that hold enum labels, per language, as they should read with the shared labels in them. */
export function localeFilesWithLabels(read: (file: string) => string = (f) => readFileSync(f, "utf8")): { file: string; now: string; wanted: string }[] {
  const out: { file: string; now: string; wanted: string }[] = [];
  for (const lng of LANGUAGES) {
    const namespaces = [...new Set(Object.values(WEB_LOCATION).map((l) => l.namespace))];
    for (const ns of namespaces) {
      const file = path.join(LOCALES, lng, `${ns}.json`);
      const now = read(file);
      let tree = JSON.parse(now) as Tree;
      for (const [kind, where] of Object.entries(WEB_LOCATION) as [EnumKind, (typeof WEB_LOCATION)[EnumKind]][]) {
        if (where.namespace !== ns) continue;
        const labels = { ...ENUM_LABELS[lng][kind] } as Tree;
        if (!where.path.length) tree = labels;
        else {
          let node = tree;
          for (const key of where.path.slice(0, -1)) node = node[key] as Tree;
          node[where.path.at(-1)!] = labels;
        }
      }
      // Written as the files are: two-space JSON, keeping a final newline where the file has one.
      out.push({ file, now, wanted: JSON.stringify(tree, null, 2) + (now.endsWith("\n") ? "\n" : "") });
    }
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let written = 0;
  for (const f of localeFilesWithLabels().filter((f) => f.now !== f.wanted)) {
    writeFileSync(f.file, f.wanted);
    written++;
  }
  console.log(`${written} locale files updated`);
}
