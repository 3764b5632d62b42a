import { describe, expect, it } from "vitest";
import { isMatch, matchScore, mismatches, viscosityMismatch } from "./match-check";

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
    [{ materialSources: ["preConsumer"], conditions: ["powder"], colors: ["red"], amount: 1000, viscosity: { type: "k" as const } }, ["source", "condition", "color", "amount", "viscosity"]],
  ])("request %j → %j", (req, out) => {
    expect(mismatches(req, product)).toEqual(out);
    expect(matchScore(req, product)).toBe(5 - out.length);
  });
  it("a product missing the requested value mismatches", () => {
    expect(mismatches({ materialSources: ["postConsumer"], conditions: ["granules"], colors: ["black"], amount: 1 }, {})).toEqual(["source", "condition", "color", "amount"]);
  });
  it("viscosity: product without viscosity, different kind, text bounds", () => {
    expect(viscosityMismatch({ type: "meltFlowRate" }, null)).toBe(true);
    expect(viscosityMismatch(null, null)).toBe(false);
    expect(viscosityMismatch({ type: "k", min: 50 }, { type: "k", min: "<60" })).toBe(false);
    expect(viscosityMismatch({ type: "k", max: 40 }, { type: "k", min: 50 })).toBe(true);
  });
});
