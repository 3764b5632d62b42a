import { meltKinds, solutionKinds, viscosityStandards, viscositySolvents, viscosityUnits, type ViscosityType } from "../schemas/material-viscosity";

/** Viscosity rules, pure so the form, the schema and the matching share them. */

export const allowsTestConditions = (type: ViscosityType) => meltKinds.includes(type);
export const allowsSolvent = (type: ViscosityType) => solutionKinds.includes(type);
export const standardsFor = (type: ViscosityType): readonly string[] => viscosityStandards[type];
export const solventsFor = (type: ViscosityType): readonly string[] => viscositySolvents[type];
export const unitOf = (type: ViscosityType) => viscosityUnits[type];

/**
 * Numeric-looking min/max text becomes a number: digits with an optional decimal part, no leading dot, and
 * not a lone "0" (which, like "<5" or "approx. 12", stays text). Blank text becomes null.
 */
const NUMERIC = /^(?:[1-9]\d*|0)(?:\.\d+)?$/;
export function parseViscosityValue(v: unknown): unknown {
  if (typeof v !== "string") return v;
  const s = v.trim();
  if (s === "") return null;
  if (s !== "0" && NUMERIC.test(s)) return Number(s);
  return s;
}

export interface ViscosityLike {
  type?: ViscosityType | null;
  min?: number | string | null;
  max?: number | string | null;
  standard?: string | null;
  temperature?: number | null;
  weight?: number | null;
  solvent?: string | null;
}

/** Rule violations as {path, message}; path is relative to the viscosity object. */
export function viscosityIssues(v: ViscosityLike): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  if (!v.type) return out;
  const melt = allowsTestConditions(v.type);
  const solution = allowsSolvent(v.type);
  if (!melt && v.temperature != null) out.push({ path: "temperature", message: "Temperature applies only to melt flow and melt volume rate" });
  if (!melt && v.weight != null) out.push({ path: "weight", message: "Weight applies only to melt flow and melt volume rate" });
  if (!solution && v.solvent != null) out.push({ path: "solvent", message: "Solvent applies only to intrinsic viscosity, viscosity number and k" });
  else if (v.solvent != null && !solventsFor(v.type).includes(v.solvent)) out.push({ path: "solvent", message: `Solvent is not used for ${v.type}` });
  if (v.standard != null && !standardsFor(v.type).includes(v.standard)) out.push({ path: "standard", message: `Standard does not belong to ${v.type}` });
  if (typeof v.min === "number" && typeof v.max === "number" && v.max < v.min) out.push({ path: "max", message: "Max must not be below min" });
  return out;
}

/** A stated viscosity: a kind and at least one bound. */
export const hasViscosity = (v: ViscosityLike | null | undefined) => Boolean(v?.type) && ((v?.min != null && v.min !== "") || (v?.max != null && v.max !== ""));

/** Short human form, e.g. "12–18 g/10min (230 °C / 2.16 kg)". */
export function formatViscosity(v: ViscosityLike | null | undefined): string {
  if (!v?.type) return "";
  const range = v.min != null && v.max != null ? `${v.min}–${v.max}` : v.min != null ? `≥ ${v.min}` : v.max != null ? `≤ ${v.max}` : "";
  const cond = [v.temperature != null ? `${v.temperature} °C` : null, v.weight != null ? `${v.weight} kg` : null].filter(Boolean).join(" / ");
  return [range, unitOf(v.type), cond ? `(${cond})` : ""].filter(Boolean).join(" ");
}
