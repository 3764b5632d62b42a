import { figures, type Figure } from "./parse-numbers";
import { stripNoise, type Row } from "./rows";
import type { ExtractedFields } from "./types";
import { labelAnywhere, leftmost, valueTable } from "./vocabulary/index";

type NumericField =
  | "density"
  | "bulkDensity"
  | "ashContent"
  | "residualMoistureContent"
  | "yieldStrength"
  | "tensileStrength"
  | "tensileModulus"
  | "impactResistance"
  | "flexuralStrength"
  | "flexuralModulus"
  | "heatDeflectionTemperature"
  | "meltFiltrationMeshSize"
  | "mainPlasticTypeContent"
  | "recycledContent"
  | "certificateOfAnalysisConfidence"
  | "materialIdentification"
  | "punctureTest"
  | "volatileOrganicContent"
  | "co2Equivalents";

export interface MeasureSpec {
  field: NumericField | "strainAtBreak" | "strainAtYield" | "strain" | "hardness";
  label: RegExp;
  /** A label this one must not be part of ("bulk density" is not "density"). */
  not?: RegExp;
  /** Unit → factor to the stored unit; `null` lists units that rule a figure out. */
  units: Record<string, number | null>;
  /** The stored unit, assumed when the figure and its row name no unit. */
  plain: boolean;
  range: [number, number];
}

const MPA = { mpa: 1, gpa: 1000, psi: 0.00689476, "%": null, "°c": null, kg: null, "kj/m2": null };
const PCT = { "%": 1, ppm: 0.0001, "g/cm3": null, "°c": null, "kg/m3": null, mpa: null };

const L = labelAnywhere;
const YIELD_WORDS = /yield|streck|seuil|snervament|fluencia|plastyczno|ced[eê]ncia|escoamento|vloei/;

/** Order matters: more specific labels come first and claim their row. Labels are per-language data (vocabulary/). */
export const MEASURES: MeasureSpec[] = [
  { field: "bulkDensity", label: L("bulkDensity"), units: { "kg/m3": 1, "g/l": 1, "g/cm3": 1000, "kg/dm3": 1000 }, plain: true, range: [50, 1200] },
  {
    field: "density",
    label: L("density"),
    not: new RegExp(`${L("bulkDensity").source}|melt density|apparent|apparente|aparente`),
    units: { "g/cm3": 1, "kg/dm3": 1, "kg/m3": 0.001, "%": null, "°c": null },
    plain: true,
    range: [0.8, 2.5],
  },
  { field: "ashContent", label: L("ashContent"), units: PCT, plain: true, range: [0, 80] },
  { field: "residualMoistureContent", label: L("residualMoistureContent"), units: PCT, plain: true, range: [0, 30] },
  { field: "yieldStrength", label: L("yieldStrength"), units: MPA, plain: true, range: [1, 400] },
  {
    field: "tensileModulus",
    label: L("tensileModulus"),
    not: new RegExp(`flex|biege|${L("flexuralModulus").source}`),
    units: MPA,
    plain: true,
    range: [10, 40000],
  },
  { field: "strainAtBreak", label: L("strainAtBreak"), units: { "%": 1, mpa: null }, plain: true, range: [0.1, 2000] },
  { field: "strainAtYield", label: L("strainAtYield"), units: { "%": 1, mpa: null }, plain: true, range: [0.1, 200] },
  { field: "tensileStrength", label: L("tensileStrength"), not: YIELD_WORDS, units: MPA, plain: true, range: [1, 400] },
  { field: "flexuralModulus", label: L("flexuralModulus"), units: MPA, plain: true, range: [10, 40000] },
  { field: "flexuralStrength", label: L("flexuralStrength"), units: MPA, plain: true, range: [1, 500] },
  {
    field: "impactResistance",
    label: L("impactResistance"),
    units: { "kj/m2": 1, "j/m": null, "°c": null, "%": null, mpa: null },
    plain: false,
    range: [0.3, 300],
  },
  {
    field: "hardness",
    label: L("hardness"),
    not: /ball indentation|kugeldruck|rockwell/,
    units: { "%": null, "°c": null, mpa: null },
    plain: true,
    range: [1, 100],
  },
  {
    field: "heatDeflectionTemperature",
    label: L("heatDeflectionTemperature"),
    not: /vicat/,
    units: { "°c": 1, mpa: null, "%": null },
    plain: true,
    range: [20, 350],
  },
  { field: "meltFiltrationMeshSize", label: L("meltFiltrationMeshSize"), units: { um: 1, mm: 1000, mesh: null, "%": null }, plain: false, range: [5, 3000] },
  { field: "certificateOfAnalysisConfidence", label: L("certificateOfAnalysisConfidence"), units: { "%": 1 }, plain: true, range: [1, 100] },
  {
    field: "mainPlasticTypeContent",
    label: L("mainPlasticTypeContent"),
    not: /recycl|rezykl|pvc content/,
    units: { "%": 1, ppm: null },
    plain: true,
    range: [50, 100],
  },
  { field: "materialIdentification", label: L("materialIdentification"), units: { "%": 1 }, plain: true, range: [1, 100] },
  { field: "recycledContent", label: L("recycledContent"), units: { "%": 1 }, plain: true, range: [1, 100] },
  { field: "punctureTest", label: L("punctureTest"), units: { j: 1, "%": null, mpa: null }, plain: true, range: [0.01, 10000] },
  { field: "volatileOrganicContent", label: L("volatileOrganicContent"), units: { "%": null }, plain: true, range: [0, 1e6] },
  { field: "co2Equivalents", label: L("co2Equivalents"), units: { kg: 1, "%": null }, plain: true, range: [0, 1e6] },
  // "Strain: 35 % at break", "Elongation: 600 %": the kind is in the value; at break unless it says yield
  { field: "strain", label: L("strain"), units: { "%": 1, mpa: null }, plain: true, range: [0.1, 2000] },
];

export const MEASURE_LABELS = MEASURES.map((m) => m.label);

/** The cells after a label, up to the next cell that starts another property. */
export function valueRegion(row: Row, label: RegExp, others: RegExp[]): string | null {
  const cellIdx = row.cells.findIndex((c) => label.test(c.toLowerCase()));
  if (cellIdx < 0) return null;
  const first = row.cells[cellIdx];
  const m = label.exec(first.toLowerCase())!;
  const parts = [first.slice(m.index + m[0].length)];
  for (const c of row.cells.slice(cellIdx + 1)) {
    if (others.some((o) => o !== label && o.test(c.toLowerCase()) && /^[a-zäöüé]/i.test(c))) break;
    parts.push(c);
  }
  return parts.join("\t");
}

/** Choose the property's figure: a figure with a fitting unit beats a bare one; units that rule out are skipped. */
export function pickFigure(region: string, spec: Pick<MeasureSpec, "units" | "plain" | "range">): number | null {
  const clean = stripNoise(region);
  const rowUnits = [...new Set(clean.split("\t").flatMap((c) => figuresFreeUnit(c)))].filter((u) => u in spec.units);
  const cands = figures(clean);
  const scored: { v: number; score: number }[] = [];
  for (const f of cands) {
    const unit = f.unit ?? (rowUnits.length === 1 ? rowUnits[0] : null);
    if (unit && spec.units[unit] === null) continue;
    if (unit && !(unit in spec.units)) continue;
    if (!unit && !spec.plain && rowUnits.length === 0) continue;
    const factor = unit ? (spec.units[unit] as number) : 1;
    const v = valueOf(f, factor, spec.range);
    if (v === null) continue;
    scored.push({ v, score: f.unit ? 2 : unit ? 1 : 0 });
  }
  if (!scored.length) return null;
  const best = Math.max(...scored.map((s) => s.score));
  return scored.find((s) => s.score === best)!.v;
}

/** A unit standing alone in a cell (a table's "Unit" column). */
function figuresFreeUnit(cell: string): string[] {
  const t = cell.trim().toLowerCase();
  const u = /^(g\/cm3|g\/cc|kg\/m3|kg\/dm3|g\/l|%|ppm|mpa|n\/mm2|gpa|psi|kj\/m2|j\/m|° ?c|um|micron|mesh|mm)$/.exec(t);
  if (!u) return [];
  const map: Record<string, string> = { "g/cc": "g/cm3", "n/mm2": "mpa", "° c": "°c", micron: "um" };
  return [map[u[1]] ?? u[1]];
}

function valueOf(f: Figure, factor: number, [lo, hi]: [number, number]): number | null {
  const inRange = (v: number) => v >= lo && v <= hi;
  const round = (v: number) => Math.round(v * 10000) / 10000;
  const mid = f.max !== undefined ? (f.value + f.max) / 2 : f.value;
  if (inRange(mid * factor)) return round(mid * factor);
  if (f.alt !== undefined && f.max === undefined && inRange(f.alt * factor)) return round(f.alt * factor);
  return null;
}

/** Numeric properties; each takes the first row that states it with a plausible value. */
export function parseMeasures(rows: Row[], fields: ExtractedFields, evidence: Record<string, string>): void {
  for (const spec of MEASURES) {
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i];
      if (!spec.label.test(row.lower) || (spec.not && spec.not.test(labelPart(row, spec.label)))) continue;
      const region = valueRegion(row, spec.label, MEASURE_LABELS);
      if (region === null) continue;
      let v = pickFigure(region, spec);
      // a label alone on its line, its value on the next one
      if (v === null && !/\d/.test(stripNoise(region)) && rows[i + 1] && /^[<>~]?\s*\d/.test(rows[i + 1].text)) v = pickFigure(rows[i + 1].text, spec);
      if (v === null) continue;
      if (!assign(spec, v, region, row, fields)) continue;
      evidence[spec.field.startsWith("strain") ? "strain" : spec.field] = row.raw;
      break;
    }
  }
}

/** The text of the cell holding the label, where exclusions ("bulk", "vicat") are looked for. */
function labelPart(row: Row, label: RegExp): string {
  return row.cells.find((c) => label.test(c.toLowerCase()))?.toLowerCase() ?? row.lower;
}

const STRAIN_KINDS = valueTable("strain");

function assign(spec: MeasureSpec, v: number, region: string, row: Row, fields: ExtractedFields): boolean {
  switch (spec.field) {
    case "strainAtBreak":
    case "strainAtYield":
      if (fields.strain) return false;
      fields.strain = { type: spec.field === "strainAtBreak" ? "atBreak" : "atYield", value: v };
      return true;
    case "strain":
      if (fields.strain) return false;
      fields.strain = { type: leftmost(region.toLowerCase(), STRAIN_KINDS)?.value === "atYield" ? "atYield" : "atBreak", value: v };
      return true;
    case "hardness": {
      const t = /shore\s*-?\s*([ad])\b/i.exec(row.lower) ?? /\b([ad])\s*$/i.exec(row.cells[0] ?? "");
      if (!t) return false;
      fields.hardness = { type: t[1].toLowerCase() === "a" ? "shoreA" : "shoreD", value: v };
      return true;
    }
    case "impactResistance":
      if (/no break|kein bruch|\bnb\b/i.test(region) && !/\d/.test(stripNoise(region))) return false;
      fields.impactResistance = v;
      return true;
    default:
      fields[spec.field] = v;
      return true;
  }
}
