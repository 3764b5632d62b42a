import { describe, expect, it } from "vitest";
import { ViscosityInput } from "../schemas/material";
import { viscosityStandards, viscosityTypes } from "../schemas/material-viscosity";
import { allowsSolvent, allowsTestConditions, formatViscosity, hasViscosity, parseViscosityValue, standardsFor, unitOf, viscosityIssues } from "./viscosity";

describe("numeric-looking viscosity text", () => {
  it.each([
    ["12", 12],
    ["12.5", 12.5],
    ["0.8", 0.8],
    [" 7 ", 7],
    ["0", "0"],
    [".5", ".5"],
    ["<5", "<5"],
    ["approx. 12", "approx. 12"],
    ["12,5", "12,5"],
    ["1e3", "1e3"],
    ["-3", "-3"],
    ["007", "007"],
    ["", null],
    [12, 12],
    [null, null],
  ])("%j → %j", (input, out) => {
    expect(parseViscosityValue(input)).toEqual(out);
  });
});

describe("viscosity rules", () => {
  it("temperature and weight only for melt flow and melt volume rate", () => {
    expect(viscosityTypes.filter(allowsTestConditions)).toEqual(["meltFlowRate", "meltVolumeRate"]);
    expect(viscosityIssues({ type: "meltFlowRate", temperature: 230, weight: 2.16 })).toEqual([]);
    expect(viscosityIssues({ type: "intrinsicViscosity", temperature: 230 }).map((i) => i.path)).toEqual(["temperature"]);
    expect(viscosityIssues({ type: "k", weight: 5 }).map((i) => i.path)).toEqual(["weight"]);
  });
  it("solvent only for intrinsic viscosity, viscosity number and k, from the kind's list", () => {
    expect(viscosityTypes.filter(allowsSolvent)).toEqual(["intrinsicViscosity", "viscosityNumber", "k"]);
    expect(viscosityIssues({ type: "meltVolumeRate", solvent: "m-cresol" }).map((i) => i.path)).toEqual(["solvent"]);
    expect(viscosityIssues({ type: "viscosityNumber", solvent: "sulphuricAcid" })).toEqual([]);
    expect(viscosityIssues({ type: "k", solvent: "sulphuricAcid" }).map((i) => i.path)).toEqual(["solvent"]);
    expect(viscosityIssues({ type: "intrinsicViscosity", solvent: "phenol-dichlorobenzene-60-40" })).toEqual([]);
  });
  it("standard must belong to the kind", () => {
    for (const t of viscosityTypes) for (const s of standardsFor(t)) expect(viscosityIssues({ type: t, standard: s })).toEqual([]);
    expect(viscosityIssues({ type: "meltFlowRate", standard: "astmD4603" }).map((i) => i.path)).toEqual(["standard"]);
    expect(viscosityIssues({ type: "k", standard: "astmD1238" }).map((i) => i.path)).toEqual(["standard"]);
    expect(viscosityStandards.viscosityNumber).toContain("dinEnIso307");
  });
  it("max below min is refused, text bounds are not compared", () => {
    expect(viscosityIssues({ type: "meltFlowRate", min: 10, max: 5 }).map((i) => i.path)).toEqual(["max"]);
    expect(viscosityIssues({ type: "meltFlowRate", min: "<10", max: 5 })).toEqual([]);
  });
  it("units", () => {
    expect(viscosityTypes.map(unitOf)).toEqual(["g/10min", "cm3/10min", "dL/g", "cm3/g", "cm3/g"]);
  });
  it("hasViscosity and formatViscosity", () => {
    expect(hasViscosity(null)).toBe(false);
    expect(hasViscosity({ type: "k" })).toBe(false);
    expect(hasViscosity({ type: "k", max: 60 })).toBe(true);
    expect(formatViscosity({ type: "meltFlowRate", min: 8, max: 12, temperature: 230, weight: 2.16 })).toBe("8–12 g/10min (230 °C / 2.16 kg)");
    expect(formatViscosity({ type: "intrinsicViscosity", min: 0.72 })).toBe("≥ 0.72 dL/g");
  });
});

describe("ViscosityInput schema", () => {
  it("converts numeric text and keeps other text", () => {
    expect(ViscosityInput.parse({ type: "meltFlowRate", min: "8", max: "approx 12" })).toMatchObject({ min: 8, max: "approx 12" });
  });
  it.each([
    [{ type: "nope" }, "type"],
    [{ type: "meltFlowRate", temperature: 230.5 }, "temperature"],
    [{ type: "meltFlowRate", weight: 0 }, "weight"],
    [{ type: "meltFlowRate", min: -1 }, "min"],
    [{ type: "meltFlowRate", standard: "iso9001" }, "standard"],
    [{ type: "intrinsicViscosity", standard: "astmD1238" }, "standard"],
    [{ type: "intrinsicViscosity", weight: 2.16 }, "weight"],
    [{ type: "meltFlowRate", solvent: "m-cresol" }, "solvent"],
    [{ type: "viscosityNumber", solvent: "water" }, "solvent"],
    [{ type: "meltFlowRate", min: "20", max: "10" }, "max"],
  ])("refuses %j at %s", (v, path) => {
    const r = ViscosityInput.safeParse(v);
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join("."))).toContain(path);
  });
});
