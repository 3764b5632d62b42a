import type { TFunction } from "i18next";
import type { FieldCheck } from "../../../../shared/rules/match-check";
import { typeLabel } from "../../../lib/material-types";

/** Display helpers of the lead detail. Enum values are named in the shared `options` namespace. */

export const optionLabel = (t: TFunction, group: string, value: string | null | undefined) =>
  value ? t(`options:${group}.${value}`, { defaultValue: value }) : "";
export const optionList = (t: TFunction, group: string, values: readonly string[] | null | undefined) =>
  (values ?? []).map((v) => optionLabel(t, group, v)).join(", ");

export function moneyLabel(language: string, m: { amount?: number | null; currency?: string | null } | null | undefined) {
  if (m?.amount == null) return "";
  try {
    return new Intl.NumberFormat(language, { style: "currency", currency: m.currency || "EUR", maximumFractionDigits: 2 }).format(m.amount);
  } catch {
    return `${m.amount} ${m.currency ?? ""}`.trim();
  }
}

/** "40 t per month" (amount in tonnes with its frequency). */
export function amountLabel(t: TFunction, language: string, amount: number | null | undefined, frequency: string | null | undefined) {
  if (amount == null) return "";
  const n = new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format(amount);
  return `${n} ${t("units:t")}${frequency ? ` · ${t(`options:frequency.${frequency}`)}` : ""}`;
}

type ViscosityShown =
  { type?: string | null; min?: number | string | null; max?: number | string | null; temperature?: number | null; weight?: number | null } | null | undefined;

/** "MFR 2–8 (230 °C / 2.16 kg)". */
export function viscosityLabel(t: TFunction, v: ViscosityShown) {
  if (!v?.type) return "";
  const range = v.min != null && v.max != null ? `${v.min}–${v.max}` : v.min != null ? `≥ ${v.min}` : v.max != null ? `≤ ${v.max}` : "";
  const test = [v.temperature != null && `${v.temperature} ${t("units:celsius")}`, v.weight != null && `${v.weight} ${t("units:kg")}`]
    .filter(Boolean)
    .join(" / ");
  return `${t(`options:viscosityShort.${v.type}`, { defaultValue: v.type })}${range ? ` ${range}` : ""}${test ? ` (${test})` : ""}`;
}

const LIST_GROUP: Partial<Record<FieldCheck["field"], string>> = { source: "source", condition: "condition", color: "color" };

/** A check's value (what the lead wants or what the material has) in words. */
function shown(t: TFunction, field: FieldCheck["field"], v: FieldCheck["wanted"]): string {
  if (v === null || v === undefined || v === "") return t("leads:detail.match.notStated");
  const group = LIST_GROUP[field];
  const list = Array.isArray(v) ? v : [v];
  return list.map((x) => (group ? optionLabel(t, group, String(x)) : String(x))).join(", ");
}

/**
 * One failed check as a sentence: "Color: White (wanted: Black)", or "Color: not stated (wanted: Black)" when
 * the material does not say. The picker shows it as a highlighted badge with this text, never colour alone.
 */
export function mismatchText(t: TFunction, c: FieldCheck): string {
  const field = t(`leads:detail.match.field.${c.field}`);
  const actual = c.verdict === "unknown" ? t("leads:detail.match.notStated") : shown(t, c.field, c.actual);
  return t("leads:detail.match.mismatch", { field, actual, wanted: shown(t, c.field, c.wanted) });
}

export { typeLabel };
