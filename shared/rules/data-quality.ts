import { hasViscosity, type ViscosityLike } from "./viscosity";

/**
 * Data quality levels (the fields required for creation, in stages). Level n needs every field of
 * levels 1..n; a material's level is the highest level it satisfies, or null.
 */
export const DQL_LEVELS = [1, 2, 3, 4] as const;
export type DataQualityLevel = (typeof DQL_LEVELS)[number];

/** Fields each level adds (the UI's level cards list these). */
export const dqlFields = {
  1: ["type", "packagingTypes", "color", "condition", "name", "internalName", "recycledContent", "viscosity"],
  2: ["chainOfCustody", "recyclingMethod", "source", "fillers", "lotNumber", "certificateOfAnalysis", "ashContent", "residualMoistureContent", "density"],
  3: ["mainPlasticTypeContent", "certificateOfAnalysisConfidence", "bulkDensity"],
  4: [
    "modifyingAdditives",
    "origins",
    "conversionTechnology",
    "particleSizeDistribution",
    "yieldStrength",
    "tensileStrength",
    "tensileModulus",
    "strain",
    "materialIdentification",
  ],
} as const satisfies Record<DataQualityLevel, readonly string[]>;
export type DqlField = (typeof dqlFields)[DataQualityLevel][number];

/** Every field required up to and including `level`. */
export const fieldsUpTo = (level: DataQualityLevel): DqlField[] => DQL_LEVELS.filter((l) => l <= level).flatMap((l) => [...dqlFields[l]]);

/** Loose shape so form values (before parsing) and stored materials both work. */
export type MaterialLike = Record<string, unknown>;

const filled = (v: unknown) => v !== null && v !== undefined && !(typeof v === "number" && !Number.isFinite(v)) && !(typeof v === "string" && v.trim() === "");

/**
 * Lists where "none" is a real answer: an empty list states "no fillers" / "no additives", while null or
 * absent means "not stated". Forms should start these as null, not [].
 */
export const LISTS_WHERE_EMPTY_IS_STATED = ["fillers", "modifyingAdditives"] as const;

/** Whether one DQL field is stated. Other lists must be non-empty; pairs need both parts. */
export function isFieldPresent(m: MaterialLike, field: DqlField): boolean {
  const v = m[field];
  switch (field) {
    case "viscosity":
      return hasViscosity(v as ViscosityLike | null);
    case "strain": {
      const s = v as { type?: unknown; value?: unknown } | null | undefined;
      return filled(s?.type) && filled(s?.value);
    }
    case "particleSizeDistribution": {
      const p = v as { percentage?: unknown; value?: unknown } | null | undefined;
      return filled(p?.percentage) && filled(p?.value);
    }
    case "certificateOfAnalysis":
      return typeof v === "boolean";
    case "fillers":
    case "modifyingAdditives":
      return Array.isArray(v);
    default:
      return Array.isArray(v) ? v.length > 0 : filled(v);
  }
}

export interface DataQuality {
  level: DataQualityLevel | null;
  /** For each level, the fields of that level still missing (empty when the level's own fields are all there). */
  missing: Record<DataQualityLevel, DqlField[]>;
  /** The level to reach next (null at 4) and everything still needed for it. */
  nextLevel: DataQualityLevel | null;
  missingForNext: DqlField[];
}

export function dataQuality(m: MaterialLike): DataQuality {
  const missing = Object.fromEntries(DQL_LEVELS.map((l) => [l, dqlFields[l].filter((f) => !isFieldPresent(m, f))])) as Record<DataQualityLevel, DqlField[]>;
  let level: DataQualityLevel | null = null;
  for (const l of DQL_LEVELS) {
    if (missing[l].length) break;
    level = l;
  }
  const nextLevel = level === 4 ? null : (((level ?? 0) + 1) as DataQualityLevel);
  const missingForNext = nextLevel ? DQL_LEVELS.filter((l) => l <= nextLevel).flatMap((l) => missing[l]) : [];
  return { level, missing, nextLevel, missingForNext };
}

export const dataQualityLevel = (m: MaterialLike) => dataQuality(m).level;

/** Fields still missing to reach `target` (all levels up to it). */
export const missingForLevel = (m: MaterialLike, target: DataQualityLevel): DqlField[] => fieldsUpTo(target).filter((f) => !isFieldPresent(m, f));
