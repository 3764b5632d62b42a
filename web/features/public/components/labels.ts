import type { TFunction } from "i18next";
import { typeLabel } from "../../../lib/material-types";

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

export { typeLabel };
