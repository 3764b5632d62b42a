import { describe, expect, it } from "vitest";
import { checkViscosity, isMatch, matchScore, mismatches, perMonth, testConditionRelation, viscosityMismatch } from "./match-check";

const product = {
  source: "postConsumer",
  condition: "granules",
  color: "black",
  capacity: { amount: 100 },
  viscosity: { type: "meltFlowRate" as const, min: 10, max: 14 },
};

describe("match check", () => {
  it("an empty request matches anything", () => {
    expect(mismatches({}, product)).toEqual([]);
    expect(mismatches({}, {})).toEqual([]);
    expect(isMatch({ colors: [], conditions: [] }, {})).toBe(true);
  });
  it.each([
    [{ materialSources: ["postIndustrial"] }, ["source"]],
    [{ materialSources: ["postIndustrial", "postConsumer"] }, []],
    [{ conditions: ["regrind"] }, ["condition"]],
    [{ colors: ["natural", "white"] }, ["color"]],
    [{ colors: ["black"] }, []],
    [{ amount: 101 }, ["amount"]],
    [{ amount: 100 }, []],
    [{ capacity: { amount: 500 } }, ["amount"]],
    [{ viscosity: { type: "meltVolumeRate" as const } }, ["viscosity"]],
    [{ viscosity: { type: "meltFlowRate" as const, min: 12 } }, ["viscosity"]],
    [{ viscosity: { type: "meltFlowRate" as const, min: 10 } }, []],
    [{ viscosity: { type: "meltFlowRate" as const, max: 9 } }, ["viscosity"]],
    [{ viscosity: { type: "meltFlowRate" as const, min: 5, max: 20 } }, []],
    [
      { materialSources: ["preConsumer"], conditions: ["powder"], colors: ["red"], amount: 1000, viscosity: { type: "k" as const } },
      ["source", "condition", "color", "amount", "viscosity"],
    ],
  ])("request %j → %j", (req, out) => {
    expect(mismatches(req, product)).toEqual(out);
    expect(matchScore(req, product)).toBe(5 - out.length);
  });
  it("a product missing the requested value mismatches", () => {
    expect(mismatches({ materialSources: ["postConsumer"], conditions: ["granules"], colors: ["black"], amount: 1 }, {})).toEqual([
      "source",
      "condition",
      "color",
      "amount",
    ]);
  });
  it("viscosity: product without viscosity, different kind, text bounds", () => {
    expect(viscosityMismatch({ type: "meltFlowRate" }, null)).toBe(true);
    expect(viscosityMismatch(null, null)).toBe(false);
    expect(viscosityMismatch({ type: "k", min: 50 }, { type: "k", min: "<60" })).toBe(false);
    expect(viscosityMismatch({ type: "k", max: 40 }, { type: "k", min: 50 })).toBe(true);
  });
  it("amounts compare per month: yearly capacity is a twelfth", () => {
    expect(perMonth(1200, "year")).toBe(100);
    expect(perMonth(70, "spot")).toBe(70);
    expect(mismatches({ capacity: { amount: 100, frequency: "month" } }, { capacity: { amount: 1200, frequency: "year" } })).toEqual([]);
    expect(mismatches({ capacity: { amount: 900, frequency: "year" } }, { capacity: { amount: 80, frequency: "month" } })).toEqual([]);
    expect(mismatches({ capacity: { amount: 1000, frequency: "year" } }, { capacity: { amount: 80, frequency: "month" } })).toEqual(["amount"]);
    expect(mismatches({ amount: 500 }, { capacity: { amount: 1200, frequency: "year" } })).toEqual(["amount"]);
  });
  it("melt flow under different test conditions is incomparable, not a mismatch", () => {
    const req = { type: "meltFlowRate" as const, min: 10, temperature: 230, weight: 2.16 };
    expect(testConditionRelation(req, { temperature: 190, weight: 2.16 })).toBe("different");
    expect(testConditionRelation(req, { temperature: 230, weight: 2.16 })).toBe("same");
    expect(testConditionRelation(req, { temperature: 230 })).toBe("unstated");
    expect(checkViscosity(req, { type: "meltFlowRate", min: 5, temperature: 190, weight: 2.16 })).toMatchObject({
      verdict: "incomparable",
      reason: "differentTestCondition",
    });
    expect(viscosityMismatch(req, { type: "meltFlowRate", min: 5, temperature: 190, weight: 2.16 })).toBe(false);
    expect(viscosityMismatch(req, { type: "meltFlowRate", min: 5 })).toBe(true);
  });
});
