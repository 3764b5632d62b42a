import { describe, expect, it } from "vitest";
import { COMPANY_TYPE_LABELS } from "../../../shared/i18n/company-types";
import { ENUM_LABELS } from "../../../shared/i18n/enum-labels";
import { LANGUAGES } from "../../../shared/i18n/languages";
import { applicationTags } from "../../../shared/schemas/applications";
import { companyCertificates, companyTypes } from "../../../shared/schemas/enums";
import { colors, conditions, materialCertificates, materialTypes, processingMethods, sources } from "../../../shared/schemas/material-enums";
import { labelledContext } from "./labels";
import { draftOutreach } from "./offline/outreach";
import type { OutreachContext } from "./types";

/** Every stored enum value, in every language, through every part of a draft: none is ever written as its key. */
const ALL_CODES = [
  ...new Set([
    ...companyTypes,
    ...applicationTags,
    ...conditions,
    ...colors,
    ...sources,
    ...processingMethods,
    ...materialCertificates,
    ...companyCertificates,
    ...materialTypes,
  ]),
];
const text = (d: { subject: string; body: string }) => `${d.subject}\n${d.body.replace(/<[^>]+>/g, "\n").replace(/&amp;/g, "&")}`;
const escape = (s: string) => s.replace(/[/\\^$*+?.()|[\]{}]/g, "\\$&");
/** The keys written as a word of their own, case as stored (a label "Black" is not the key "black"). */
const codesIn = (t: string) => ALL_CODES.filter((k) => new RegExp(`(?<![\\p{L}\\d])${escape(k)}(?![\\p{L}\\d])`, "u").test(t));

const chunk = <T>(xs: readonly T[], n: number) => Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));

function contexts(lang: string): OutreachContext[] {
  const base: OutreachContext = {
    company: { id: "c1", name: "Polymer Werke", description: null, type: "converter", countryCode: null, applications: [], materials: ["pp"] },
    contact: { firstName: "Anna", lastName: "Berg", position: "Buyer", email: "anna@pw.example" },
    materials: [],
    research: null,
    sender: { name: "Sam Sales", position: null },
    language: lang,
  };
  const out: OutreachContext[] = [];
  for (const type of companyTypes) out.push({ ...base, company: { ...base.company, type } });
  for (const apps of chunk(applicationTags, 2))
    out.push({
      ...base,
      company: { ...base.company, applications: [...apps] },
      materials: [{ id: "m", name: "Regranulate 1", type: "hdpe", url: "https://x.example/catalog/m" }],
    });
  for (const [i, condition] of conditions.entries())
    for (const color of colors)
      out.push({
        ...base,
        materials: [
          {
            id: `m${i}`,
            name: "Regranulate 2",
            type: materialTypes[(i * 7 + color.length) % materialTypes.length],
            condition,
            color,
            url: "https://x.example/catalog/m",
          },
        ],
      });
  for (const type of materialTypes)
    out.push({
      ...base,
      company: { ...base.company, materials: [type] },
      research: { comment: "internal", materialsInterest: [{ type, reason: "found on its web page" }] },
      boothVisit: true,
    });
  // A research written before labels existed: its findings quote stored keys (a key that is a plain word, such as
  // "extrusion" or "crates", reads as prose in a finding; the keys no one writes are replaced).
  const keys = [...processingMethods, ...sources, ...materialCertificates, ...companyCertificates, ...applicationTags, ...companyTypes].filter((k) =>
    /[A-Z0-9]/.test(k),
  );
  for (const codes of chunk(keys, 4))
    out.push({ ...base, research: { comment: "internal", materialsInterest: [{ type: "pp", reason: `uses ${codes.join(", ")}` }] } });
  return out;
}

describe("drafted outreach e-mails: labels, never stored keys", () => {
  for (const lang of LANGUAGES)
    it(`${lang}: no enum key in any draft, and the labels are there`, async () => {
      const found = new Map<string, string>();
      for (const ctx of contexts(lang))
        for (const code of codesIn(text(await draftOutreach(ctx)))) found.set(code, text(await draftOutreach(ctx)).slice(0, 300));
      expect([...found.keys()]).toEqual([]);
      const d = text(await draftOutreach(contexts(lang).find((c) => c.materials[0]?.condition === "regrind" && c.materials[0]?.color === "black")!));
      expect(d).toContain(ENUM_LABELS[lang].condition.regrind);
      expect(d).toContain(ENUM_LABELS[lang].color.black);
      const withApps = text(
        await draftOutreach({
          ...contexts(lang)[0],
          company: { ...contexts(lang)[0].company, applications: ["baleWrap", "crates"] },
          materials: [{ id: "m", name: "X", type: "ldpe", url: "https://x.example/catalog/m" }],
        }),
      );
      expect(withApps).toContain(ENUM_LABELS[lang].application.baleWrap);
      expect(withApps).toContain(COMPANY_TYPE_LABELS[lang].recycler);
    });

  it("gives the Bedrock model labels, never keys, in the facts", () => {
    for (const lang of LANGUAGES)
      for (const ctx of contexts(lang)) {
        const l = labelledContext(ctx, lang);
        const values = [
          l.company.type ?? "",
          ...l.company.applications,
          ...l.company.materials,
          ...l.materials.flatMap((m) => [m.type, m.condition ?? "", m.color ?? ""]),
          ...(l.research?.materialsInterest ?? []).flatMap((m) => [m.type, m.reason]),
        ].join("\n");
        expect(codesIn(values), lang).toEqual([]);
      }
  });
});
