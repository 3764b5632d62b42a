import { viscosityUnits } from "../../../shared/schemas/material-viscosity";
import type { Material } from "../../../shared/schemas/material";
import type { PassportProperty } from "../../../shared/schemas/passport";
import { UNITS as SHEET_UNITS } from "../../integrations/datasheet/sheet-content";

/** The measured figures a passport lists, in the order it shows them (viscosity, strain and hardness apart). */
const FIGURES = [
  "density",
  "bulkDensity",
  "ashContent",
  "residualMoistureContent",
  "mainPlasticTypeContent",
  "materialIdentification",
  "yieldStrength",
  "tensileStrength",
  "tensileModulus",
  "flexuralStrength",
  "flexuralModulus",
  "impactResistance",
  "punctureTest",
  "heatDeflectionTemperature",
  "meltFiltrationMeshSize",
  "volatileOrganicContent",
  "co2Equivalents",
] as const;

/** Units the datasheet prints without one (it prints these two as plain numbers). */
const MORE_UNITS: Record<string, string> = { volatileOrganicContent: "ppm", co2Equivalents: "kg CO2e/t" };
const unitOf = (field: string): string | undefined => SHEET_UNITS[field] ?? MORE_UNITS[field];

const stated = (v: unknown): v is number | string => (typeof v === "number" && Number.isFinite(v)) || (typeof v === "string" && v.trim() !== "");

/**
 * The material's measured properties that are stated: the viscosity (melt flow rate and the like) with its
 * test temperature, load and standard, each single figure with its unit, strain, hardness and flammability.
 */
export function measuredProperties(m: Material): PassportProperty[] {
  const out: PassportProperty[] = [];
  const v = m.viscosity;
  if (v?.type && (stated(v.min) || stated(v.max))) {
    const range = stated(v.min) && stated(v.max);
    out.push({
      field: "viscosity",
      kind: v.type,
      value: stated(v.min) ? v.min : null,
      ...(range || !stated(v.min) ? { max: v.max } : {}),
      unit: viscosityUnits[v.type],
      ...(v.temperature != null ? { temperatureC: v.temperature } : {}),
      ...(v.weight != null ? { loadKg: v.weight } : {}),
      ...(v.standard ? { standard: v.standard } : {}),
    });
  }
  for (const field of FIGURES) {
    const value = m[field];
    if (stated(value)) out.push({ field, value, ...(unitOf(field) ? { unit: unitOf(field) } : {}) });
  }
  if (m.strain && stated(m.strain.value)) out.push({ field: "strain", kind: m.strain.type, value: m.strain.value, unit: "%" });
  if (m.hardness && stated(m.hardness.value)) out.push({ field: "hardness", kind: m.hardness.type, value: m.hardness.value });
  if (m.flammability) out.push({ field: "flammability", value: m.flammability, standard: "UL 94" });
  return out;
}
