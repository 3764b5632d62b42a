import { describe, expect, it } from "vitest";
import { matchableRequest } from "./request";

describe("matchableRequest", () => {
  it("passes a stored request's fields the engine ranks by unchanged, and nothing else", () => {
    const stored = {
      id: "r1",
      type: "sell" as const,
      description: "HDPE regrind for pipes",
      materialType: "hdpe" as const,
      amount: 20,
      colors: ["black" as const],
      conditions: ["regrind" as const],
      materialSources: ["postConsumer" as const],
      processingMethods: ["extrusion" as const],
      certificates: ["grs" as const],
      applications: ["pipes"],
      origin: ["DE"],
      viscosity: { type: "meltFlowRate" as const, min: 0.2, max: 0.8 },
      fillers: [],
    };
    const { id: _id, ...fields } = stored;
    expect(matchableRequest(stored)).toEqual(fields);
  });

  it("reads a need from text as a buy request, keeping only values the stored vocabularies know", () => {
    const r = matchableRequest({ materialType: "unobtainium", colors: ["black", "plaid"], viscosity: { type: "mooney", min: 1 }, applications: [] });
    expect(r).toMatchObject({ type: "buy", materialType: null, colors: ["black"], viscosity: null, applications: [] });
  });
});
