import { describe, expect, it } from "vitest";
import { MaterialInput } from "../schemas/material";
import { MaterialDql1, MaterialDql2, MaterialDql3, MaterialDql4 } from "../schemas/material-levels";
import { dataQuality, dataQualityLevel, dqlFields, fieldsUpTo, isFieldPresent, missingForLevel } from "./data-quality";

const level1 = {
  name: "PP black regrind",
  internalName: "PP-001",
  type: "pp",
  packagingTypes: ["bigBags#bigBags"],
  color: "black",
  condition: "regrind",
  recycledContent: 95,
  viscosity: { type: "meltFlowRate", min: 8, max: 12, temperature: 230, weight: 2.16 },
};
const level2 = {
  ...level1,
  chainOfCustody: "massBalance",
  recyclingMethod: "mechanical",
  source: "postConsumer",
  fillers: [{ filler: "talcum", percentage: 10 }],
  lotNumber: "L-42",
  certificateOfAnalysis: false,
  ashContent: 1.2,
  residualMoistureContent: 0.05,
  density: 0.91,
};
const level3 = { ...level2, mainPlasticTypeContent: 97, certificateOfAnalysisConfidence: 90, bulkDensity: 520 };
const level4 = {
  ...level3,
  modifyingAdditives: ["stabilizers"],
  origins: ["Household packaging"],
  conversionTechnology: ["injectionMoulding"],
  particleSizeDistribution: { percentage: 90, value: "3-5 mm" },
  yieldStrength: 22,
  tensileStrength: 25,
  tensileModulus: 1200,
  strain: { type: "atBreak", value: 40 },
  materialIdentification: 98,
};

describe("data quality level", () => {
  it.each([
    [{}, null],
    [{ name: "x" }, null],
    [level1, 1],
    [level2, 2],
    [level3, 3],
    [level4, 4],
  ] as const)("case %#", (m, level) => {
    expect(dataQualityLevel(m as Record<string, unknown>)).toBe(level);
  });

  it("gives the parsed material the same level as the raw form values", () => {
    for (const m of [level1, level2, level3, level4]) expect(dataQualityLevel(MaterialInput.parse(m))).toBe(dataQualityLevel(m));
  });

  it("levels are cumulative: level 4 fields without level 2 stay at 1", () => {
    const { lotNumber: _l, ...noLot } = level4;
    const q = dataQuality(noLot);
    expect(q.level).toBe(1);
    expect(q.missing[2]).toEqual(["lotNumber"]);
    expect(q.missing[3]).toEqual([]);
    expect(q.missing[4]).toEqual([]);
    expect(q.nextLevel).toBe(2);
    expect(q.missingForNext).toEqual(["lotNumber"]);
  });

  for (const level of [1, 2, 3, 4] as const) {
    const full = [level1, level2, level3, level4][level - 1];
    for (const field of dqlFields[level]) {
      it(`dropping ${field} lowers level ${level} to ${level - 1 || "none"}`, () => {
        const m: Record<string, unknown> = { ...level4, [field]: undefined };
        expect(dataQualityLevel(m)).toBe(level === 1 ? null : level - 1);
        expect(dataQuality(m).missing[level]).toEqual([field]);
        expect(missingForLevel(m, level)).toEqual([field]);
        expect(dataQualityLevel(full)).toBe(level);
      });
    }
  }

  it("lists everything missing for the next level", () => {
    const q = dataQuality({ name: "x", type: "pp" });
    expect(q.level).toBeNull();
    expect(q.nextLevel).toBe(1);
    expect(q.missingForNext).toEqual(["packagingTypes", "color", "condition", "internalName", "recycledContent", "viscosity"]);
    expect(dataQuality(level4)).toMatchObject({ level: 4, nextLevel: null, missingForNext: [] });
  });

  it.each([
    ["packagingTypes", []],
    ["fillers", null],
    ["modifyingAdditives", undefined],
    ["origins", []],
    ["conversionTechnology", []],
    ["name", "  "],
    ["recycledContent", Number.NaN],
    ["recycledContent", ""],
    ["viscosity", { type: "meltFlowRate" }],
    ["viscosity", { min: 5 }],
    ["viscosity", { type: "meltFlowRate", min: "", max: null }],
    ["strain", { type: "atBreak" }],
    ["strain", { value: 3 }],
    ["particleSizeDistribution", { percentage: 90 }],
    ["certificateOfAnalysis", null],
  ] as const)("%s = %j is not stated", (field, value) => {
    expect(isFieldPresent({ [field]: value }, field)).toBe(false);
  });

  it.each([
    ["certificateOfAnalysis", false],
    ["fillers", []],
    ["modifyingAdditives", []],
    ["ashContent", 0],
    ["viscosity", { type: "k", max: "<5" }],
    ["viscosity", { type: "intrinsicViscosity", min: 0.72 }],
  ] as const)("%s = %j is stated", (field, value) => {
    expect(isFieldPresent({ [field]: value }, field)).toBe(true);
  });

  it("fieldsUpTo accumulates", () => {
    expect(fieldsUpTo(1)).toHaveLength(8);
    expect(fieldsUpTo(2)).toHaveLength(17);
    expect(fieldsUpTo(3)).toHaveLength(20);
    expect(fieldsUpTo(4)).toHaveLength(29);
  });
});

describe("per-level schemas", () => {
  const schemas = [MaterialDql1, MaterialDql2, MaterialDql3, MaterialDql4];
  const samples = [level1, level2, level3, level4];
  it("accept a material exactly at or above their level", () => {
    schemas.forEach((s, i) => samples.forEach((m, j) => expect(s.safeParse(m).success, `level ${i + 1} sample ${j + 1}`).toBe(j >= i)));
  });
  it("name the missing fields with the level", () => {
    const r = MaterialDql2.safeParse(level1);
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join("."))).toEqual([...dqlFields[2]]);
    expect(r.error!.issues[0].message).toBe("Required for data quality level 2");
  });
  it("report format errors and missing fields together", () => {
    const r = MaterialDql1.safeParse({ name: "x", color: 5 });
    const paths = r.error!.issues.map((i) => i.path.join("."));
    expect(paths).toContain("color");
    expect(paths).toContain("viscosity");
  });
});
