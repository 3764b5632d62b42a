import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { matchReasons } from "../../shared/rules/matching";

/** The SPA explains each factor as `factor.<field>.<reason>` or `reason.<reason>` (web/features/requests/labels.ts). */
describe("match reason texts", () => {
  it("every reason code has a text in all seven languages, and the price texts give the percent", () => {
    for (const lang of ["en", "de", "fr", "it", "pl", "es", "pt"]) {
      const texts = JSON.parse(readFileSync(`web/locales/${lang}/materialRequests.json`, "utf8")) as {
        reason: Record<string, string>;
        factor: Record<string, Record<string, string>>;
        field: Record<string, string>;
      };
      for (const [field, reasons] of Object.entries(matchReasons)) {
        expect(texts.field[field], `${lang} field.${field}`).toBeTruthy();
        for (const reason of Object.keys(reasons)) expect(texts.factor[field]?.[reason] ?? texts.reason[reason], `${lang} ${field}.${reason}`).toBeTruthy();
      }
      expect(texts.reason.nearTarget).toContain("{{percent}}");
      expect(texts.reason.aboveTarget).toContain("{{percent}}");
    }
  });
});
