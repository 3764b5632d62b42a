import { figures, parseNumber } from "./parse-numbers";
import { stripNoise, type Row } from "./rows";
import type { ExtractedFields, ExtractedViscosity, ViscosityKind } from "./types";
import { labelAnywhere } from "./vocabulary/index";

interface KindSpec {
  type: ViscosityKind;
  label: RegExp;
  not?: RegExp;
  units: string[];
  range: [number, number];
}

/** Melt volume before melt flow: "melt volume-flow rate" must not read as a melt flow rate. Melt flow labels are per-language data. */
const KINDS: KindSpec[] = [
  { type: "meltVolumeRate", label: labelAnywhere("meltVolumeRate"), units: ["cm3/10min"], range: [0.05, 2000] },
  { type: "meltFlowRate", label: labelAnywhere("meltFlowRate"), units: ["g/10min"], range: [0.05, 2000] },
  {
    type: "intrinsicViscosity",
    label: /\b(intrinsic viscosity|i\.v\.|iv\b|grenzviskosit(?:ä|ae)t|intrinsische viskosit(?:ä|ae)t|viscosit[eé] intrins[eè]que|viscosidad intr[ií]nseca)/,
    units: ["dl/g"],
    range: [0.2, 3],
  },
  {
    type: "viscosityNumber",
    label: /\b(viscosity number|viskosit(?:ä|ae)tszahl|\bvn\b|indice de viscosit[eé]|solution viscosity)/,
    units: ["cm3/g"],
    range: [20, 500],
  },
  { type: "k", label: /\b(k[- ]?value|k[- ]?wert|valeur k|fikentscher)/, units: [], range: [30, 120] },
];

export const VISCOSITY_LABELS = KINDS.map((k) => k.label);

const STANDARDS: [RegExp, string][] = [
  [/astm\s*d\s*-?1238/, "astmD1238"],
  [/astm\s*d\s*-?4603/, "astmD4603"],
  [/astm\s*d\s*-?2857/, "astmD2857"],
  [/iso\s*1133/, "dinEnIso1133"],
  [/iso\s*16285/, "dinEnIso16285"],
  [/iso\s*16282/, "dinEnIso16282"],
  [/iso\s*307\b/, "dinEnIso307"],
  [/iso\s*1628-?([1-6])/, "dinEnIso1628-$1"],
];

const SOLVENTS: [RegExp, string][] = [
  [/phenol\s*[/-]?\s*(o-)?dichlorobenzene?\s*\(?\s*60\s*[:/-]\s*40/, "phenol-dichlorobenzene-60-40"],
  [/phenol\s*[/-]?\s*(o-)?dichlorobenzene?/, "phenol-dichlorobenzene-1-1"],
  [/dichloroacetic|dichloressigs(?:ä|ae)ure/, "dichloroaceticAcid"],
  [/sulph?uric acid|schwefels(?:ä|ae)ure|h2so4/, "sulphuricAcid"],
  [/formic acid|ameisens(?:ä|ae)ure/, "formicAcid"],
  [/m-?cresol|m-?kresol/, "m-cresol"],
  [/cyclohexanone?/, "cyclohexanone"],
  [/tetrahydrofuran|\bthf\b/, "tetrahydrofuran"],
  [/decahydronaphthalene|decalin/, "decahydronaphthalene"],
  [/dichloromethane/, "dichloromethane"],
  [/chloroform/, "chloroform"],
];

/** "230 °C / 2.16 kg", "(2,16 kg; 190°C)", "190/5": the melt test conditions of a row. */
export function testConditions(text: string): { temperature?: number; weight?: number } {
  const t = text.toLowerCase();
  const temp = /(\d{3})\s*°?\s*c\b/.exec(t) ?? /(\d{3})\s*°/.exec(t);
  const weight = /(\d{1,2}(?:[.,]\d{1,3})?)\s*kg\b/.exec(t);
  const out: { temperature?: number; weight?: number } = {};
  if (temp) out.temperature = Number(temp[1]);
  if (weight) out.weight = parseNumber(weight[1])?.value;
  if (!temp && !weight) {
    const pair = /\b(\d{3})\s*\/\s*(\d{1,2}(?:[.,]\d{1,3})?)\b/.exec(t);
    if (pair) {
      out.temperature = Number(pair[1]);
      out.weight = parseNumber(pair[2])?.value;
    }
  }
  if (out.temperature !== undefined && (out.temperature < 100 || out.temperature > 400)) delete out.temperature;
  if (out.weight !== undefined && !(out.weight > 0 && out.weight <= 25)) delete out.weight;
  return out;
}

/** The value figure of a viscosity row, after test conditions and standards are taken out. */
function valueOf(region: string, spec: KindSpec): { min: number; max: number } | null {
  const clean = stripNoise(region)
    .replace(/\d{3}\s*°?\s*c\b\s*[/,;]?\s*(\d{1,2}(?:[.,]\d{1,3})?\s*kg)?/gi, " ")
    .replace(/\d{1,2}(?:[.,]\d{1,3})?\s*kg\b/gi, " ")
    .replace(/\b\d{3}\s*\/\s*\d{1,2}(?:[.,]\d{1,3})?\b/g, " ");
  const fs = figures(clean).filter((f) => !f.unit || spec.units.includes(f.unit));
  const ok = fs.filter((f) => f.value >= spec.range[0] && (f.max ?? f.value) <= spec.range[1]);
  const withUnit = ok.find((f) => f.unit && spec.units.includes(f.unit));
  const f = withUnit ?? ok[ok.length - 1];
  if (!f) return null;
  const round = (v: number) => Math.round(v * 1000) / 1000;
  if (f.bound === "<") return null;
  return { min: round(f.value), max: round(f.max ?? f.value) };
}

function standardOf(text: string): string | undefined {
  const t = text.toLowerCase();
  for (const [re, v] of STANDARDS) {
    const m = re.exec(t);
    if (m) return v.replace("$1", m[1] ?? "");
  }
  return undefined;
}

function solventOf(text: string): string | undefined {
  const t = text.toLowerCase();
  return SOLVENTS.find(([re]) => re.test(t))?.[1];
}

/** The first stated viscosity, melt flow figures preferred in document order. */
export function parseViscosity(rows: Row[], fields: ExtractedFields, evidence: Record<string, string>): void {
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    for (const spec of KINDS) {
      const m = spec.label.exec(row.lower);
      if (!m || (spec.not && spec.not.test(row.lower))) continue;
      const region = row.text.slice(m.index + m[0].length);
      let value = valueOf(region, spec);
      let context = row.text;
      if (!value && rows[i + 1] && /^[<>~]?\s*\d/.test(rows[i + 1].text) && !/\d/.test(stripNoise(region).replace(/\d{3}\s*°?\s*c|\d+([.,]\d+)?\s*kg/gi, ""))) {
        value = valueOf(rows[i + 1].text, spec);
        context += " " + rows[i + 1].text;
      }
      if (!value) continue;
      const v: ExtractedViscosity = { type: spec.type, ...value };
      const standard = standardOf(context);
      if (standard) v.standard = standard;
      if (spec.type === "meltFlowRate" || spec.type === "meltVolumeRate") Object.assign(v, testConditions(context));
      else {
        const solvent = solventOf(context);
        if (solvent) v.solvent = solvent;
      }
      fields.viscosity = v;
      evidence.viscosity = row.raw;
      return;
    }
  }
}
