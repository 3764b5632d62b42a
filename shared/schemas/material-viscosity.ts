/** The five viscosity kinds with their units, standards and test details. */
export const viscosityTypes = ["meltFlowRate", "meltVolumeRate", "intrinsicViscosity", "viscosityNumber", "k"] as const;
export type ViscosityType = (typeof viscosityTypes)[number];

export const viscosityUnits: Record<ViscosityType, string> = {
  meltFlowRate: "g/10min",
  meltVolumeRate: "cm3/10min",
  intrinsicViscosity: "dL/g",
  viscosityNumber: "cm3/g",
  k: "cm3/g",
};

/** viscosityNumber's list is our choice (docs/decisions/0030-viscosity-standards.md). */
export const viscosityStandards = {
  meltFlowRate: ["dinEnIso1133", "astmD1238"],
  meltVolumeRate: ["dinEnIso1133", "astmD1238"],
  intrinsicViscosity: ["dinEnIso1133", "dinEnIso16285", "astmD4603"],
  viscosityNumber: ["dinEnIso307", "dinEnIso1628-1", "dinEnIso1628-2", "dinEnIso1628-3", "dinEnIso1628-4", "dinEnIso1628-5", "dinEnIso1628-6", "astmD2857"],
  k: ["dinEnIso1133", "dinEnIso16282"],
} as const satisfies Record<ViscosityType, readonly string[]>;
export const allViscosityStandards = [...new Set(Object.values(viscosityStandards).flat())] as [string, ...string[]];

/** Solvents for the solution viscosities; none for melt flow / melt volume rate. */
export const viscositySolvents = {
  meltFlowRate: [],
  meltVolumeRate: [],
  intrinsicViscosity: ["phenol-dichlorobenzene-1-1", "phenol-dichlorobenzene-60-40", "dichloroaceticAcid"],
  viscosityNumber: [
    "sulphuricAcid",
    "formicAcid",
    "m-cresol",
    "sodiumHydroxide",
    "phenol-dichlorobenzene-1-1",
    "dichloroaceticAcid",
    "decahydronaphthalene",
    "cyclohexanone",
    "dichloromethane",
    "chloroform",
  ],
  k: ["phenol-dichlorobenzene-1-1", "cyclohexanone", "tetrahydrofuran"],
} as const satisfies Record<ViscosityType, readonly string[]>;
export const allViscositySolvents = [...new Set(Object.values(viscositySolvents).flat())] as [string, ...string[]];

/** Test conditions; offered as pick lists; temperature in °C, weight in kg. */
export const viscosityTemperatures = [125, 150, 190, 200, 220, 230, 235, 250, 260, 275, 280, 300, 315, 330, 340, 343, 360, 400] as const;
export const viscosityWeights = [0.325, 1.2, 2.16, 3.8, 5, 10, 21.6] as const;

/** Kinds with test temperature and load; kinds measured in a solvent. */
export const meltKinds: readonly ViscosityType[] = ["meltFlowRate", "meltVolumeRate"];
export const solutionKinds: readonly ViscosityType[] = ["intrinsicViscosity", "viscosityNumber", "k"];
/** A form's viscosity kind (any text) is one with test temperature and load. */
export const isMeltKind = (kind: string) => (meltKinds as readonly string[]).includes(kind);
