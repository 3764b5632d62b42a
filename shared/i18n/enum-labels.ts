import type { Language } from "./languages";
import type { EnumKind, EnumLabels } from "./enum-labels/kinds";
import { de } from "./enum-labels/de";
import { en } from "./enum-labels/en";
import { es } from "./enum-labels/es";
import { fr } from "./enum-labels/fr";
import { it } from "./enum-labels/it";
import { pl } from "./enum-labels/pl";
import { pt } from "./enum-labels/pt";

export type { EnumKind, EnumLabels } from "./enum-labels/kinds";

/**
 * The labels of the stored values the server writes into texts for people (applications, conditions, colours,
 * sources, processing methods, certificates) in the 7 languages: the one source. The SPA reads copies in
 * web/locales (loaded at runtime per namespace, so no bundle carries them); scripts/i18n/enum-labels.ts writes
 * the copies and a unit test fails when they drift.
 */
export const ENUM_LABELS: Record<Language, EnumLabels> = { en, de, es, fr, it, pl, pt };

/** The free choice "other#<text>" stores the text after the marker. */
const OTHER_PREFIX = "other#";

/** A stored value's label in a language (English for an unknown language), or null when the kind has no such value. */
export function enumLabel(lang: string, kind: EnumKind, value: string): string | null {
  if (value.startsWith(OTHER_PREFIX)) return value.slice(OTHER_PREFIX.length).trim() || null;
  const labels = (ENUM_LABELS[lang as Language] ?? ENUM_LABELS.en)[kind] as Record<string, string>;
  return Object.hasOwn(labels, value) ? labels[value] : null;
}

/**
 * A stored value as people read it: its label, else (a free-text application such as "Pallets") the value as
 * written when it reads as words, else nothing — a camelCase key without a label is never shown.
 */
export function labelOrText(lang: string, kind: EnumKind, value: string): string | null {
  const label = enumLabel(lang, kind, value);
  if (label) return label;
  const text = value.trim();
  return text && !/[a-z][A-Z]/.test(text) ? text : null;
}

/** The labels of a list of stored values, each once, in their order (values without a label left out). */
export function labelsOf(lang: string, kind: EnumKind, values: readonly string[]): string[] {
  return [...new Set(values.map((v) => labelOrText(lang, kind, v)).filter((l): l is string => !!l))];
}
