import { describe, expect, it } from "vitest";
import { expertAgreement } from "../../../test/fixtures/matching-expert-pairs";

/** The share of a polymer engineer's pairwise judgements the engine's order agrees with (goal: at least 90 %). */
describe("expert pairwise judgements", () => {
  it("the engine orders at least 90 % of the pairs as a polymer engineer does", () => {
    const a = expertAgreement();
    expect(a.pairs).toBeGreaterThanOrEqual(29);
    expect(a.inOrder / a.pairs, a.wrong.join("\n")).toBeGreaterThanOrEqual(0.9);
  });

  it("every food-contact, filler and test-load pair is in order (the rules that are hard factors)", () => {
    const hard = expertAgreement().wrong.filter((w) => /^(food|gf30|talc20|pipe)/.test(w));
    expect(hard).toEqual([]);
  });
});
