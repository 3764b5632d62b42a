import { readFileSync } from "node:fs";
import path from "node:path";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import type { MatchFactor } from "../../../shared/schemas/material-match";
import { amountLabel, factorText, viscosityLabel, voucherLabel } from "./labels";

const LOCALES = path.resolve(__dirname, "../../locales");
const load = (lng: string, ns: string) => JSON.parse(readFileSync(path.join(LOCALES, lng, `${ns}.json`), "utf8"));
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: "en",
    resources: {
      en: Object.fromEntries(["materialRequests", "options", "units", "applications"].map((ns) => [ns, load("en", ns)])),
      de: { materialRequests: load("de", "materialRequests"), options: load("de", "options") },
    },
    interpolation: { escapeValue: false },
  });
});
const f = (field: string, reason: string, verdict: MatchFactor["verdict"], wanted?: MatchFactor["wanted"], actual?: MatchFactor["actual"]) =>
  ({ field, reason, verdict, severity: "hard", weight: 0.1, wanted, actual }) as MatchFactor;
const explain = (x: MatchFactor) => factorText(i18n.t, i18n, x);

describe("match explanations", () => {
  it("says the engine's reasons in words, with the wanted values translated", () => {
    expect(explain(f("condition", "notListed", "mismatch", ["regrind", "granules"], "powder"))).toBe("Not among the wanted: Regrind, Granules");
    expect(explain(f("viscosity", "differentType", "mismatch", "meltFlowRate", "k"))).toBe("Another viscosity kind than MFR");
    expect(explain(f("viscosity", "differentTestCondition", "incomparable"))).toMatch(/another test condition/);
  });

  it("falls back to the verdict's sentence for a reason it does not know, never showing the code", () => {
    expect(explain(f("color", "brandNewCode", "mismatch"))).toBe("Colour does not fit the request");
    expect(explain(f("somethingNew" as never, "x", "unknown"))).toBe("somethingNew not stated");
  });

  it("follows the language", async () => {
    await i18n.changeLanguage("de");
    expect(explain(f("condition", "notListed", "mismatch", ["regrind"]))).toBe("Nicht unter den gesuchten: Mahlgut");
    // a percentage in the language's own number format
    const above = { ...f("price", "aboveTarget", "mismatch", 1100, 1149.5), percent: 4.5 };
    expect(explain(above)).toContain("4,5 %");
    await i18n.changeLanguage("en");
    expect(explain(above)).toContain("4.5 %");
  });

  it("formats amounts, viscosities and vouchers", () => {
    expect(amountLabel(i18n.t, "en", { capacity: { amount: 1200, frequency: "month" } })).toBe("1,200 t per month");
    expect(amountLabel(i18n.t, "en", { amount: 12.5 })).toBe("12.5 t");
    expect(viscosityLabel(i18n.t, { type: "meltFlowRate", min: 8, max: null, temperature: 230, weight: 2.16 })).toBe("MFR ≥ 8 (230 °C / 2.16 kg)");
    expect(voucherLabel("spring10")).toBe("SPRING10");
  });
});
