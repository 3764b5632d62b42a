import type { TFunction } from "i18next";

/** Material facts as visitors read them: the type as its usual abbreviation, options in their language, the country by name. */
export const typeLabel = (type: string | null | undefined) => (type ? type.toUpperCase() : "");

export const optionLabel = (t: TFunction, group: "condition" | "color", value: string | null | undefined) =>
  value ? t(`options:${group}.${value}`, { defaultValue: value }) : "";

export function countryLabel(code: string | null | undefined, language: string): string {
  if (!code) return "";
  try {
    return new Intl.DisplayNames([language], { type: "region" }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
