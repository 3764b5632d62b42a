import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { localeFilesWithLabels, LOCALES } from "../../scripts/i18n/enum-labels";
import { applicationTags } from "../../shared/schemas/applications";
import { companyCertificates } from "../../shared/schemas/enums";
import { colors, conditions, materialCertificates, processingMethods, sources } from "../../shared/schemas/material-enums";
import { ENUM_LABELS, enumLabel, labelOrText, labelsOf } from "../../shared/i18n/enum-labels";
import { LANGUAGES } from "../../shared/i18n/languages";

const KINDS = {
  application: applicationTags,
  condition: conditions,
  color: colors,
  source: sources,
  processingMethod: processingMethods,
  certificate: materialCertificates,
  companyCertificate: companyCertificates,
} as const;

describe("enum labels", () => {
  it("has a label for every value of every kind in every language, never the key itself (but for names like EFSA)", () => {
    for (const lng of LANGUAGES)
      for (const [kind, values] of Object.entries(KINDS)) {
        expect(Object.keys(ENUM_LABELS[lng][kind as keyof typeof KINDS]).sort(), `${lng}.${kind}`).toEqual([...values].sort());
        for (const v of values) {
          const label = enumLabel(lng, kind as keyof typeof KINDS, v);
          expect(label?.trim(), `${lng}.${kind}.${v}`).toBeTruthy();
          if (/[a-z][A-Z]/.test(v)) expect(label, `${lng}.${kind}.${v}`).not.toBe(v);
        }
      }
  });

  it("the SPA's copies in web/locales are the shared labels (run npx tsx scripts/i18n/enum-labels.ts after editing them)", () => {
    const drifted = localeFilesWithLabels()
      .filter((f) => f.now !== f.wanted)
      .map((f) => path.relative(LOCALES, f.file));
    expect(drifted).toEqual([]);
  });

  it("notices a drifted copy", () => {
    const files = localeFilesWithLabels((file) => {
      const json = JSON.parse(readFileSync(file, "utf8"));
      if (file.endsWith(path.join("de", "options.json"))) json.color.black = "Schwarzz";
      return JSON.stringify(json, null, 2);
    });
    expect(files.filter((f) => f.now !== f.wanted).map((f) => path.relative(LOCALES, f.file))).toEqual([path.join("de", "options.json")]);
  });

  it("reads a free choice, a free-text application and an unknown key", () => {
    expect(enumLabel("de", "color", "black")).toBe("Schwarz");
    expect(enumLabel("xx", "condition", "regrind")).toBe("Regrind");
    expect(enumLabel("en", "color", "other#anthracite")).toBe("anthracite");
    expect(labelOrText("en", "application", "Pallets")).toBe("Pallets");
    expect(labelOrText("en", "application", "someNewTag")).toBeNull();
    expect(labelsOf("it", "application", ["crates", "crates", "baleWrap"])).toEqual([ENUM_LABELS.it.application.crates, ENUM_LABELS.it.application.baleWrap]);
  });
});
