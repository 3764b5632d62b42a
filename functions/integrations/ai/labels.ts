import { COMPANY_TYPE_LABELS } from "../../../shared/i18n/company-types";
import { ENUM_LABELS, labelOrText, labelsOf, type EnumKind } from "../../../shared/i18n/enum-labels";
import type { Language } from "../../../shared/i18n/languages";
import type { OutreachContext } from "./types";

/**
 * Stored values as people read them in texts the engines write (e-mail drafts, research texts): every enum
 * value becomes its label in the text's language (shared/i18n), so no stored key reaches a reader.
 */

/** A company type's label, or null for an unknown one. */
export function companyTypeLabel(type: string | null | undefined, lang: Language): string | null {
  const labels = COMPANY_TYPE_LABELS[lang] as Record<string, string>;
  return type && Object.hasOwn(labels, type) ? labels[type] : null;
}

/** A material type as written for people: "pp" → "PP". */
export const materialTypeName = (type: string) => String(type).toUpperCase();

const CODE_KINDS: EnumKind[] = ["application", "processingMethod", "source", "certificate", "companyCertificate", "condition", "color"];

/** Every camelCase key of the enum kinds and company types, longest first, with its label in each language. */
function codesOf(lang: Language): [RegExp, string][] {
  const pairs: [string, string][] = [];
  for (const kind of CODE_KINDS) for (const [code, label] of Object.entries(ENUM_LABELS[lang][kind])) if (/[a-z][A-Z0-9]/.test(code)) pairs.push([code, label]);
  for (const [code, label] of Object.entries(COMPANY_TYPE_LABELS[lang])) if (/[a-z][A-Z]/.test(code)) pairs.push([code, label]);
  return pairs.sort((a, b) => b[0].length - a[0].length).map(([code, label]) => [new RegExp(`(?<![\\p{L}\\d])${code}(?![\\p{L}\\d])`, "gu"), label]);
}
const CODES = new Map<Language, [RegExp, string][]>();

/** A free text (a research finding) with any camelCase enum key in it replaced by its label. */
export function withoutCodes(text: string, lang: Language): string {
  if (!CODES.has(lang)) CODES.set(lang, codesOf(lang));
  return CODES.get(lang)!.reduce((t, [re, label]) => t.replace(re, label), text);
}

/**
 * The outreach context with labels in place of stored values (company type and applications, the offered
 * materials' condition and colour, codes inside research findings): what both engines write from.
 */
export function labelledContext(ctx: OutreachContext, lang: Language): OutreachContext {
  const one = (kind: EnumKind, v: string | null | undefined) => (v ? labelOrText(lang, kind, v) : null);
  return {
    ...ctx,
    company: {
      ...ctx.company,
      type: companyTypeLabel(ctx.company.type, lang),
      applications: labelsOf(lang, "application", ctx.company.applications),
      materials: ctx.company.materials.map(materialTypeName),
    },
    materials: ctx.materials.map((m) => ({ ...m, type: materialTypeName(m.type), condition: one("condition", m.condition), color: one("color", m.color) })),
    research: ctx.research
      ? {
          ...ctx.research,
          materialsInterest: ctx.research.materialsInterest.map((m) => ({ ...m, type: materialTypeName(m.type), reason: withoutCodes(m.reason, lang) })),
        }
      : ctx.research,
  };
}
