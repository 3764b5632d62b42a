import type { TFunction } from "i18next";
import type { MatchFactor } from "../../../shared/schemas/material-match";
import type { MaterialMatch, MaterialRequestAnswer } from "../../../shared/schemas/material-request";
import { applicationTags } from "../../../shared/schemas/applications";
import { applicationLabel } from "../../lib/applications";
import { typeLabel } from "../../lib/material-types";

const TAGS = new Set<string>(applicationTags);

/**
 * Display helpers of the requests screens. Enum values are translated through the shared `options`
 * namespace ("other#text" shows the text); the engine's reasons through `materialRequests` (ADR 0133).
 */
const OTHER_PREFIX = "other#";

export function optionLabel(t: TFunction, group: string, value: string | null | undefined): string {
  if (!value) return "";
  if (value.startsWith(OTHER_PREFIX)) return value.slice(OTHER_PREFIX.length);
  return t(`options:${group}.${value}`, { defaultValue: value });
}

/** "PROMO10": the spec shows vouchers upper-cased. */
export const voucherLabel = (v: string | null | undefined) => (v ? v.toUpperCase() : "");

export const moneyLabel = (language: string, m: { amount?: number | null; currency?: string | null } | null | undefined) => {
  if (m?.amount == null) return "";
  try {
    return new Intl.NumberFormat(language, { style: "currency", currency: m.currency || "EUR", maximumFractionDigits: 2 }).format(m.amount);
  } catch {
    return `${m.amount} ${m.currency ?? ""}`.trim();
  }
};

/** "20 t" or "5 t per month" (an amount or a capacity per frequency). */
export function amountLabel(
  t: TFunction,
  language: string,
  r: { amount?: number | null; capacity?: { amount?: number | null; frequency?: string | null } | null },
): string {
  const num = new Intl.NumberFormat(language, { maximumFractionDigits: 3 });
  if (r.amount != null) return `${num.format(r.amount)} ${t("units:t")}`;
  if (r.capacity?.amount != null)
    return `${num.format(r.capacity.amount)} ${t("units:t")}${r.capacity.frequency ? ` ${t(`options:frequency.${r.capacity.frequency}`)}` : ""}`;
  return "";
}

type ViscosityLike =
  { type?: string | null; min?: number | string | null; max?: number | string | null; temperature?: number | null; weight?: number | null } | null | undefined;

/** "MFR 2–8 (230 °C / 2.16 kg)". */
export function viscosityLabel(t: TFunction, v: ViscosityLike): string {
  if (!v?.type) return "";
  const range = v.min != null && v.max != null ? `${v.min}–${v.max}` : v.min != null ? `≥ ${v.min}` : v.max != null ? `≤ ${v.max}` : "";
  const test =
    v.temperature != null || v.weight != null
      ? ` (${[v.temperature != null && `${v.temperature} ${t("units:celsius")}`, v.weight != null && `${v.weight} ${t("units:kg")}`].filter(Boolean).join(" / ")})`
      : "";
  return `${t(`options:viscosityShort.${v.type}`, { defaultValue: v.type })}${range ? ` ${range}` : ""}${test}`;
}

/** The option group each factor's values are named in (others are numbers or free text). */
/** Keyed by string: the engine may add fields (e.g. processingMethods) before the contract names them. */
const VALUE_GROUP: Record<string, string> = {
  source: "source",
  condition: "condition",
  color: "color",
  certificates: "certificate",
  processingMethods: "processingMethod",
  foodContact: "certificate",
  packagingQuota: "source",
};

function valueText(t: TFunction, field: string, v: MatchFactor["wanted"]): string {
  if (v === null || v === undefined) return "—";
  const one = (x: string | number) => {
    if (typeof x === "number") return String(x);
    if (field === "type") return typeLabel(x);
    // The engine matches applications against the material's applications and intended markets.
    if (field === "applications") return TAGS.has(x) ? applicationLabel(t, x) : optionLabel(t, "intendedMarket", x);
    // "meltFlowRate min 2, max 8 (230 °C / 2.16 kg)": the kind's code becomes its short name (MFR).
    if (field === "viscosity")
      return x.replace(/^(meltFlowRate|meltVolumeRate|intrinsicViscosity|viscosityNumber|k)\b/, (k) => t(`options:viscosityShort.${k}`));
    // "glassFibres 30 %": the filler kind's code becomes its name; "unfilled" its word
    if (field === "filler") return x.replace(/^\w+/, (k) => (k === "unfilled" ? t("materialRequests:unfilled") : optionLabel(t, "filler", k)));
    const group = VALUE_GROUP[field];
    return group ? optionLabel(t, group, x) : x;
  };
  return Array.isArray(v) ? (v.length ? v.map(one).join(", ") : "—") : one(v);
}

/** A field's name (column header, explanation). */
export const fieldLabel = (t: TFunction, field: string) => t(`materialRequests:field.${field}`, { defaultValue: field });

/**
 * Why a factor came out as it did, in the user's language: `factor.<field>.<reason>` when the engine's reason
 * has a text for this field, else `reason.<reason>` (the reasons several fields share), else the verdict's
 * generic text, so a reason code the screens do not know yet still reads as a sentence, never as a code.
 */
export function factorText(t: TFunction, i18n: { exists(key: string): boolean; language: string }, f: MatchFactor): string {
  // the percentage in the language's own number format ("4,5 %" in German)
  const percent = f.percent === undefined ? undefined : new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(f.percent);
  const values = { wanted: valueText(t, f.field, f.wanted), actual: valueText(t, f.field, f.actual), field: fieldLabel(t, f.field), percent };
  for (const key of [`materialRequests:factor.${f.field}.${f.reason}`, `materialRequests:reason.${f.reason}`])
    if (f.reason && i18n.exists(key)) return t(key, values);
  return t(`materialRequests:verdict.${f.verdict}`, values);
}

/** The factors that count against a match: every mismatch, plus unknown and incomparable values (soft). */
export const isProblem = (f: MatchFactor) => f.verdict === "mismatch" || f.verdict === "incomparable" || f.verdict === "unknown";

/** What the pinned request row shows under each factor column: the request's own wanted values. */
export function wantedText(t: TFunction, language: string, r: MaterialRequestAnswer, field: string): string {
  const list = (group: string, v: readonly string[] | null | undefined) => (v?.length ? v.map((x) => optionLabel(t, group, x)).join(", ") : "");
  switch (field) {
    case "source":
      return list("source", r.materialSources);
    case "condition":
      return list("condition", r.conditions);
    case "color":
      return list("color", r.colors);
    case "amount":
      return amountLabel(t, language, r);
    case "viscosity":
      return viscosityLabel(t, r.viscosity);
    case "type":
      return typeLabel(r.materialType);
    case "price":
      return moneyLabel(language, r.targetPrice);
    case "origin":
      return r.origin?.join(", ") ?? "";
    case "certificates":
      return list("certificate", r.certificates);
    case "applications":
      return r.applications?.map((a) => applicationLabel(t, a)).join(", ") ?? "";
    case "processingMethods":
      return list("processingMethod", r.processingMethods);
    default:
      return "";
  }
}

/**
 * What a match row shows under a factor column: the material's own value where the match carries it
 * (translated), else the engine's `actual` for that factor.
 */
export function materialValue(t: TFunction, language: string, m: MaterialMatch, field: string, f: MatchFactor | undefined): string {
  const mat = m.material;
  switch (field) {
    case "type":
      return typeLabel(mat.type);
    case "source":
      return optionLabel(t, "source", mat.source);
    case "condition":
      return optionLabel(t, "condition", mat.condition);
    case "color":
      return optionLabel(t, "color", mat.color);
    case "amount":
      if (mat.capacity?.amount != null) return amountLabel(t, language, { capacity: mat.capacity });
      break;
    case "price":
      if (mat.pricePerTon?.amount != null) return moneyLabel(language, mat.pricePerTon);
      break;
    case "origin":
      if (mat.countryOfOrigin) return mat.countryOfOrigin;
      break;
    case "quality":
      if (mat.dataQualityLevel) return `DQL ${mat.dataQualityLevel}`;
      break;
  }
  return f && f.actual != null && !(Array.isArray(f.actual) && !f.actual.length) ? valueText(t, field, f.actual) : "";
}

export { typeLabel };
