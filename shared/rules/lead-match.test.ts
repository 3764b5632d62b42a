import { describe, expect, it } from "vitest";
import { leadAsRequest, rankForLead } from "./lead-match";
import { mismatches } from "./match-check";

const product = {
  id: "p",
  source: "postConsumer",
  condition: "granules",
  color: "black",
  capacity: { amount: 100, frequency: "month" as const },
  viscosity: { type: "meltFlowRate" as const, min: 10 },
};

describe("lead as a request", () => {
  it("maps amount and frequency to a capacity; no amount asks nothing", () => {
    expect(leadAsRequest({ amount: 20, frequency: "year" }).capacity).toEqual({ amount: 20, frequency: "year" });
    expect(leadAsRequest({ amount: 20 }).capacity).toEqual({ amount: 20, frequency: null });
    expect(leadAsRequest({ amount: null }).capacity).toBeNull();
    expect(mismatches(leadAsRequest({}), product)).toEqual([]);
  });

  it.each([
    [{ materialSources: ["postIndustrial"] }, ["source"]],
    [{ conditions: ["regrind"] }, ["condition"]],
    [{ colors: ["white"] }, ["color"]],
    // capacity below what the lead asks (per month; a yearly lead counts a twelfth)
    [{ amount: 150, frequency: "month" as const }, ["amount"]],
    [{ amount: 1200, frequency: "year" as const }, []],
    [{ amount: 1300, frequency: "year" as const }, ["amount"]],
    [{ amount: 150, frequency: "spot" as const }, ["amount"]],
    // viscosity: type differs, material min below the lead's min, lead's max below the material's min
    [{ viscosity: { type: "meltVolumeRate" as const } }, ["viscosity"]],
    [{ viscosity: { type: "meltFlowRate" as const, min: 12 } }, ["viscosity"]],
    [{ viscosity: { type: "meltFlowRate" as const, max: 8 } }, ["viscosity"]],
    [{ viscosity: { type: "meltFlowRate" as const, min: 5, max: 20 } }, []],
  ])("lead %j → mismatches %j", (lead, out) => {
    expect(mismatches(leadAsRequest(lead), product)).toEqual(out);
  });
});

describe("rank for a lead", () => {
  it("sorts by checks passed, descending, and keeps ties in the given order", () => {
    const lead = { colors: ["black"], conditions: ["granules"], amount: 50 };
    const materials = [
      { id: "a", color: "white", condition: "regrind", capacity: { amount: 10 } },
      { id: "b", color: "black", condition: "granules", capacity: { amount: 60 } },
      { id: "c", color: "black", condition: "regrind", capacity: { amount: 60 } },
      { id: "d", color: "black", condition: "granules", capacity: { amount: 70 } },
    ];
    const ranked = rankForLead(lead, materials);
    expect(ranked.map((r) => r.material.id)).toEqual(["b", "d", "c", "a"]);
    expect(ranked.map((r) => r.score)).toEqual([5, 5, 4, 2]);
    expect(ranked[3]!.failed.map((f) => f.field)).toEqual(["condition", "color", "amount"]);
  });
  it("a material that does not state an asked value fails that check", () => {
    const bare: { id: string; color?: string }[] = [{ id: "x" }];
    const [r] = rankForLead({ colors: ["black"] }, bare);
    expect(r!.failed.map((f) => [f.field, f.verdict])).toEqual([["color", "unknown"]]);
  });
});
