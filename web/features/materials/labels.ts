import type { TFunction } from "i18next";
import type { ViscosityType } from "../../../shared/schemas/material-viscosity";
import { viscosityUnits } from "../../../shared/schemas/material-viscosity";
import { typeLabel } from "../../lib/material-types";

/**
 * Display helpers for enum values. Kept free of zod (shared/schemas/material.ts) so the list chunk stays
 * small; "other#<text>" is the stored form of the free-text choice (material.ts `otherValue`).
 */
// Not imported from material-enums.ts: that module re-exports zod-built schemas, which would put zod in the list chunk.
const OTHER = "other";
const OTHER_PREFIX = `${OTHER}#`;

/** Translated option: options:<group>.<value>; "other#text" shows the text. */
export function optionLabel(t: TFunction, group: string, value: string | null | undefined): string {
  if (!value) return "";
  if (value.startsWith(OTHER_PREFIX)) return value.slice(OTHER_PREFIX.length);
  return t(`options:${group}.${value}`, { defaultValue: value });
}

/** Packaging "<kind>#<value>": the translated kind with its specific value when it differs. */
export function packagingLabel(t: TFunction, entry: string): string {
  const [kind, ...rest] = entry.split("#");
  const value = rest.join("#");
  if (kind === OTHER) return value;
  const label = t(`options:packaging.${kind}`, { defaultValue: kind });
  return value && value !== kind ? `${label} (${value})` : label;
}

export const viscosityUnit = (t: TFunction, type: ViscosityType) => t(`units:viscosity.${type}`, { defaultValue: viscosityUnits[type] });

export { typeLabel };
