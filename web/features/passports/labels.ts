import type { TFunction } from "i18next";
import type { PassportProperty } from "../../../shared/schemas/passport";

/** A measured property's name: the viscosity by its kind (melt flow rate…), strain with its point. */
export function propertyLabel(t: TFunction, p: PassportProperty): string {
  if (p.field === "viscosity" && p.kind) return t(`options:viscosityType.${p.kind}`, { defaultValue: p.kind });
  const name = t(`properties:${p.field}`, { defaultValue: p.field });
  if (p.field === "strain" && p.kind) return `${name} (${t(`options:strain.${p.kind}`, { defaultValue: p.kind })})`;
  return name;
}

/** Its value in the reader's number format: a single figure, or a range "8–12", "≥ 8", "≤ 12"; then the unit or scale. */
export function propertyValue(t: TFunction, p: PassportProperty, language: string): string {
  const fmt = (v: number | string) => (typeof v === "number" ? new Intl.NumberFormat(language, { maximumFractionDigits: 4 }).format(v) : v);
  const value =
    p.max === undefined
      ? p.value != null
        ? fmt(p.value)
        : ""
      : p.value != null && p.max != null
        ? `${fmt(p.value)}–${fmt(p.max)}`
        : p.value != null
          ? `≥ ${fmt(p.value)}`
          : p.max != null
            ? `≤ ${fmt(p.max)}`
            : "";
  const scale = p.field === "hardness" && p.kind ? t(`options:hardness.${p.kind}`, { defaultValue: p.kind }) : null;
  return [scale, value, p.unit].filter(Boolean).join(" ");
}

/** The test conditions: temperature and load (the melt flow's), then the standard. */
export function propertyConditions(t: TFunction, p: PassportProperty, language: string): string {
  const n = (v: number) => new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format(v);
  return [
    p.temperatureC != null ? `${n(p.temperatureC)} °C` : null,
    p.loadKg != null ? `${n(p.loadKg)} kg` : null,
    p.standard ? t(`options:viscosityStandard.${p.standard}`, { defaultValue: p.standard }) : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

export function countryName(code: string, language: string, fallback: string): string {
  try {
    return new Intl.DisplayNames([language], { type: "region" }).of(code.toUpperCase()) ?? fallback;
  } catch {
    return fallback;
  }
}
