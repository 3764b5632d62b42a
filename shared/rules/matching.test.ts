import { describe, expect, it } from "vitest";
import type { MatchResult } from "../schemas/material-match";
import { candidateTypes, matchReasons, needsConfirmation, rankMaterial, rankMaterials, type MatchableMaterial, type MatchableRequest } from "./matching";

/** Hand-made cases: every mismatch rule, the melt-flow test-condition rule, the soft factors. */
const base: MatchableMaterial = {
  id: "m1",
  type: "pp",
  source: "postConsumer",
  condition: "granules",
  color: "black",
  capacity: { amount: 100, frequency: "month" },
  viscosity: { type: "meltFlowRate", min: 10, max: 14, temperature: 230, weight: 2.16 },
  pricePerTon: { amount: 800, currency: "EUR" },
  countryOfOrigin: "DE",
  certificates: ["euCertPlast", "recyClass"],
  applications: ["Pallets"],
  intendedMarkets: ["nonFoodPackaging"],
  processingMethods: ["injectionMolding"],
  dataQualityLevel: 4,
};
const mat = (m: Partial<MatchableMaterial>): MatchableMaterial => ({ ...base, ...m });
const req = (r: Partial<MatchableRequest>): MatchableRequest => ({ type: "buy", ...r });
const factor = (res: MatchResult, field: string) => res.factors.find((f) => f.field === field)!;
/** Loosely typed so the it.each tables may be `as const`. */
const rank = (r: object, m: object = {}) => rankMaterial(req(r as Partial<MatchableRequest>), mat(m as Partial<MatchableMaterial>));

describe("hard factors: the spec's match check", () => {
  it.each([
    ["source", { materialSources: ["postIndustrial"] }, { source: "postConsumer" }],
    ["condition", { conditions: ["regrind", "agglomerate"] }, { condition: "granules" }],
    ["color", { colors: ["natural"] }, { color: "black" }],
  ] as const)("%s: a value not among the listed ones is a hard mismatch", (field, r, m) => {
    const res = rank(r, m);
    expect(factor(res, field)).toMatchObject({ verdict: "mismatch", severity: "hard", reason: "notListed", actual: Object.values(m)[0] });
    expect(res.isMatch).toBe(false);
  });

  it.each([
    ["source", { materialSources: ["postConsumer"] }, { source: null }],
    ["condition", { conditions: ["granules"] }, { condition: null }],
    ["color", { colors: ["black"] }, { color: null }],
    ["amount", { amount: 10 }, { capacity: null }],
    ["viscosity", { viscosity: { type: "meltFlowRate" } }, { viscosity: null }],
  ] as const)("%s: a material that does not say is unknown: fails the check, costs less than a mismatch", (field, r, m) => {
    const unknown = rank(r, m);
    expect(factor(unknown, field)).toMatchObject({ verdict: "unknown", reason: "notStated", severity: "hard" });
    expect(unknown.isMatch).toBe(false);
    const ok = rank(r);
    expect(factor(ok, field).verdict).toBe("match");
    expect(ok.isMatch).toBe(true);
    expect(unknown.score).toBeLessThan(ok.score);
  });

  it("unknown scores above a clear mismatch", () => {
    expect(rank({ colors: ["natural"] }, { color: null }).score).toBeGreaterThan(rank({ colors: ["natural"] }, { color: "black" }).score);
    expect(rank({ origin: ["PL"] }, { countryOfOrigin: null }).score).toBeGreaterThan(rank({ origin: ["PL"] }, { countryOfOrigin: "DE" }).score);
  });

  it("amount: capacity below the requested amount", () => {
    const res = rank({ capacity: { amount: 150, frequency: "month" } });
    expect(factor(res, "amount")).toMatchObject({ verdict: "mismatch", reason: "belowAmount", wanted: "150 t / month", actual: "100 t / month" });
    expect(res.isMatch).toBe(false);
    expect(factor(rank({ capacity: { amount: 100, frequency: "month" } }), "amount")).toMatchObject({ verdict: "match", reason: "enough" });
    // request.amount wins over capacity.amount
    expect(factor(rank({ amount: 50, capacity: { amount: 500, frequency: "month" } }), "amount").verdict).toBe("match");
  });

  it("amount: frequencies compare per month (year / 12; spot as one month)", () => {
    const yearly = { capacity: { amount: 1200, frequency: "year" as const } }; // 100 t a month
    expect(factor(rank({ capacity: { amount: 100, frequency: "month" } }, yearly), "amount").verdict).toBe("match");
    expect(factor(rank({ capacity: { amount: 101, frequency: "month" } }, yearly), "amount").verdict).toBe("mismatch");
    expect(factor(rank({ capacity: { amount: 1300, frequency: "year" } }, { capacity: { amount: 110, frequency: "month" } }), "amount").verdict).toBe("match");
    // a one-off need against a monthly output, and a spot lot against a monthly need
    expect(factor(rank({ capacity: { amount: 90, frequency: "spot" } }), "amount").verdict).toBe("match");
    expect(factor(rank({ capacity: { amount: 60, frequency: "month" } }, { capacity: { amount: 70, frequency: "spot" } }), "amount").verdict).toBe("match");
    expect(factor(rank({ amount: 1000 }, yearly), "amount")).toMatchObject({ verdict: "mismatch", wanted: "1000 t / spot", actual: "1200 t / year" });
    // a material's missing frequency is a month
    expect(factor(rank({ capacity: { amount: 100, frequency: "month" } }, { capacity: { amount: 100 } }), "amount").verdict).toBe("match");
  });

  it("amount: a smaller capacity keeps part credit by coverage", () => {
    expect(rank({ amount: 200 }).score).toBeGreaterThan(rank({ amount: 1000 }).score);
  });

  it.each([
    ["differentType", { type: "meltVolumeRate", min: 10 }, {}],
    ["differentType", { type: "intrinsicViscosity" }, {}],
    ["belowMin", { type: "meltFlowRate", min: 12, temperature: 230, weight: 2.16 }, {}],
    ["aboveMax", { type: "meltFlowRate", max: 9, temperature: 230, weight: 2.16 }, {}],
    ["belowMin", { type: "k", min: 60 }, { viscosity: { type: "k", min: 55, max: 70 } }],
    ["aboveMax", { type: "viscosityNumber", max: 120 }, { viscosity: { type: "viscosityNumber", min: 130, max: 150 } }],
  ] as const)("viscosity %s is a hard mismatch (%j)", (reason, viscosity, m) => {
    const res = rank({ viscosity }, m);
    expect(factor(res, "viscosity")).toMatchObject({ verdict: "mismatch", reason, severity: "hard" });
    expect(res.isMatch).toBe(false);
  });

  it("viscosity within the request's bounds matches", () => {
    const res = rank({ viscosity: { type: "meltFlowRate", min: 8, max: 20, temperature: 230, weight: 2.16 } });
    expect(factor(res, "viscosity")).toMatchObject({
      verdict: "match",
      reason: "inRange",
      wanted: "meltFlowRate min 8, max 20 (230 °C / 2.16 kg)",
      actual: "meltFlowRate min 10, max 14 (230 °C / 2.16 kg)",
    });
  });
});

describe("melt flow under different test conditions", () => {
  it("is incomparable, not a mismatch, says both conditions, and needs confirmation (never a plain match)", () => {
    // 30–40 at 190 °C would 'pass' min 10 blindly, and 5 at 190 °C would 'fail' it: neither is compared
    for (const min of [5, 30]) {
      const res = rank(
        { viscosity: { type: "meltFlowRate", min: 10, temperature: 230, weight: 2.16 } },
        { viscosity: { type: "meltFlowRate", min, temperature: 190, weight: 2.16 } },
      );
      const f = factor(res, "viscosity");
      expect(f).toMatchObject({ verdict: "incomparable", reason: "differentTestCondition", severity: "hard" });
      expect(f.wanted).toContain("230 °C / 2.16 kg");
      expect(f.actual).toContain("190 °C / 2.16 kg");
      expect(res.isMatch).toBe(false);
      expect(needsConfirmation(res)).toBe(true);
    }
    const weight = factor(
      rank(
        { viscosity: { type: "meltVolumeRate", min: 1, temperature: 300, weight: 1.2 } },
        { viscosity: { type: "meltVolumeRate", min: 8, temperature: 300, weight: 2.16 } },
      ),
      "viscosity",
    );
    expect(weight.reason).toBe("differentTestCondition");
  });

  it("ranks below a comparable match and above a mismatch", () => {
    const r = { viscosity: { type: "meltFlowRate" as const, min: 10, temperature: 230, weight: 2.16 } };
    const same = rank(r).score;
    const other = rank(r, { viscosity: { type: "meltFlowRate", min: 12, temperature: 190, weight: 5 } }).score;
    const below = rank(r, { viscosity: { type: "meltFlowRate", min: 5, temperature: 230, weight: 2.16 } }).score;
    expect(same).toBeGreaterThan(other);
    expect(other).toBeGreaterThan(below);
  });

  it("when a side leaves the condition out, the numbers are compared and the reason says so", () => {
    const noCond = { viscosity: { type: "meltFlowRate" as const, min: 12, max: 16 } };
    const ok = rank({ viscosity: { type: "meltFlowRate", min: 10, temperature: 230, weight: 2.16 } }, noCond);
    expect(factor(ok, "viscosity")).toMatchObject({ verdict: "match", reason: "testConditionNotStated" });
    expect(ok.isMatch).toBe(true);
    expect(ok.score).toBeLessThan(rank({ viscosity: { type: "meltFlowRate", min: 10, temperature: 230, weight: 2.16 } }).score);
    expect(factor(rank({ viscosity: { type: "meltFlowRate", min: 13, temperature: 230 } }, noCond), "viscosity").reason).toBe("belowMin");
    // only the temperature stated on both sides, and equal: the load is unstated
    expect(factor(rank({ viscosity: { type: "meltFlowRate", min: 10, temperature: 230 } }), "viscosity").reason).toBe("testConditionNotStated");
    // a different temperature is enough to make them incomparable, even without loads
    expect(factor(rank({ viscosity: { type: "meltFlowRate", min: 10, temperature: 190 } }), "viscosity").reason).toBe("differentTestCondition");
  });

  it("solution viscosities ignore test conditions; text bounds are not compared", () => {
    expect(factor(rank({ viscosity: { type: "k", min: 60 } }, { viscosity: { type: "k", min: 65, max: 68 } }), "viscosity").reason).toBe("inRange");
    const text = rank(
      { viscosity: { type: "meltFlowRate", min: 10, temperature: 230, weight: 2.16 } },
      { viscosity: { type: "meltFlowRate", min: "approx. 5", temperature: 230, weight: 2.16 } },
    );
    expect(factor(text, "viscosity")).toMatchObject({ verdict: "match", reason: "boundsNotComparable" });
  });
});

describe("soft factors", () => {
  it("type: same, related family, different; not a hard factor", () => {
    expect(factor(rank({ materialType: "pp" }), "type")).toMatchObject({ verdict: "match", reason: "sameType", severity: "soft" });
    const related = rank({ materialType: "pp-epdm" });
    expect(factor(related, "type")).toMatchObject({ verdict: "mismatch", reason: "relatedType", wanted: "pp-epdm", actual: "pp" });
    expect(related.isMatch).toBe(true);
    expect(factor(rank({ materialType: "pe" }, { type: "hdpe" }), "type").reason).toBe("relatedType");
    const different = rank({ materialType: "abs" });
    expect(factor(different, "type").reason).toBe("differentType");
    expect(different.isMatch).toBe(true);
    expect(rank({ materialType: "pp" }).score).toBeGreaterThan(related.score);
    expect(related.score).toBeGreaterThan(different.score);
  });

  it("data quality: always weighed, level / 4", () => {
    expect(factor(rank({}, { dataQualityLevel: 2 }), "quality")).toMatchObject({ verdict: "match", reason: "level", actual: 2, credit: 0.5, weight: 1 });
    expect(factor(rank({}, { dataQualityLevel: null }), "quality")).toMatchObject({ verdict: "unknown", reason: "notStated" });
    expect(rank({}, { dataQualityLevel: 4 }).score).toBeGreaterThan(rank({}, { dataQualityLevel: 3 }).score);
  });

  it("price: compared in EUR per tonne with the rate table", () => {
    const target = { targetPrice: { amount: 800, currency: "EUR" as const } };
    expect(factor(rank(target), "price")).toMatchObject({ verdict: "match", reason: "withinTarget", wanted: "800 EUR", actual: "800 EUR" });
    expect(factor(rank(target, { pricePerTon: { amount: 820, currency: "EUR" } }), "price").verdict).toBe("match"); // within 5 %
    const above = factor(rank(target, { pricePerTon: { amount: 1000, currency: "EUR" } }), "price");
    expect(above).toMatchObject({ verdict: "mismatch", reason: "aboveTarget", severity: "soft" });
    expect(above.credit).toBeCloseTo(0.5);
    const usd = factor(rank(target, { pricePerTon: { amount: 900, currency: "USD" } }), "price");
    expect(usd).toMatchObject({ verdict: "match", actual: "900 USD ≈ 777 EUR" });
    expect(factor(rank({ targetPrice: { amount: 1000, currency: "USD" } }), "price")).toMatchObject({ wanted: "1000 USD ≈ 864 EUR", verdict: "match" });
    expect(factor(rank(target, { pricePerTon: null }), "price")).toMatchObject({ verdict: "unknown", reason: "notStated" });
    expect(factor(rank(target, { pricePerTon: { amount: 800, currency: "XXX" as never } }), "price")).toMatchObject({
      verdict: "unknown",
      reason: "unknownCurrency",
    });
    expect(rank(target, { pricePerTon: { amount: 2000, currency: "EUR" } }).isMatch).toBe(true);
  });

  it("origin: listed countries, case-insensitive", () => {
    expect(factor(rank({ origin: ["de", "PL"] }), "origin")).toMatchObject({ verdict: "match", reason: "listed" });
    expect(factor(rank({ origin: ["PL"] }), "origin")).toMatchObject({ verdict: "mismatch", reason: "notListed", actual: "DE" });
    expect(factor(rank({ origin: ["PL"] }, { countryOfOrigin: null }), "origin").verdict).toBe("unknown");
  });

  it("certificates: all, some (part credit), none, not stated", () => {
    expect(factor(rank({ certificates: ["euCertPlast"] }), "certificates").reason).toBe("allPresent");
    const some = factor(rank({ certificates: ["euCertPlast", "efsa"] }), "certificates");
    expect(some).toMatchObject({ verdict: "mismatch", reason: "somePresent", credit: 0.5 });
    expect(factor(rank({ certificates: ["efsa"] }), "certificates")).toMatchObject({ verdict: "mismatch", reason: "nonePresent", credit: 0 });
    expect(factor(rank({ certificates: ["efsa"] }, { certificates: [] }), "certificates")).toMatchObject({ verdict: "unknown", reason: "notStated" });
  });

  it("applications: case-insensitive, against applications and intended markets, words within words", () => {
    expect(factor(rank({ applications: ["pallets"] }), "applications")).toMatchObject({ verdict: "match", reason: "listed" });
    expect(factor(rank({ applications: ["Non-food packaging"] }), "applications").verdict).toBe("match"); // intendedMarkets nonFoodPackaging
    expect(factor(rank({ applications: ["Film"] }, { applications: ["Agricultural films"] }), "applications").verdict).toBe("match");
    expect(factor(rank({ applications: ["Automotive bumpers"] }, { applications: [], intendedMarkets: ["automotive"] }), "applications").verdict).toBe("match");
    expect(factor(rank({ applications: ["Pipes"] }), "applications")).toMatchObject({ verdict: "mismatch", reason: "notListed" });
    expect(factor(rank({ applications: ["Pipes"] }, { applications: [], intendedMarkets: [] }), "applications").verdict).toBe("unknown");
  });

  it("processing methods: any listed", () => {
    expect(factor(rank({ processingMethods: ["extrusion", "injectionMolding"] }), "processingMethods")).toMatchObject({ verdict: "match", reason: "listed" });
    expect(factor(rank({ processingMethods: ["blowMolding"] }), "processingMethods")).toMatchObject({ verdict: "mismatch", reason: "notListed" });
    expect(factor(rank({ processingMethods: ["blowMolding"] }, { processingMethods: [] }), "processingMethods").verdict).toBe("unknown");
  });
});

describe("result shape and order", () => {
  it("an empty request ignores every asked-for factor; only data quality weighs", () => {
    const res = rank({});
    expect(res.isMatch).toBe(true);
    expect(res.score).toBe(1);
    expect(res.factors.filter((f) => f.verdict !== "ignored").map((f) => f.field)).toEqual(["quality"]);
    expect(res.factors.filter((f) => f.verdict === "ignored").every((f) => f.weight === 0 && f.reason === "notAsked")).toBe(true);
  });

  it("shares add up to 1; every reason is listed in matchReasons with its verdict", () => {
    const res = rank({
      materialType: "pp",
      colors: ["black"],
      amount: 10,
      targetPrice: { amount: 700, currency: "EUR" },
      origin: ["DE"],
      certificates: ["efsa"],
    });
    expect(res.factors.reduce((s, f) => s + f.weight, 0)).toBeCloseTo(1, 3);
    for (const f of res.factors) expect((matchReasons[f.field] as Record<string, string>)[f.reason]).toBe(f.verdict);
  });

  it("orders by score, then material id", () => {
    const r = req({ colors: ["black"] });
    const out = rankMaterials(r, [mat({ id: "b" }), mat({ id: "c", color: "red" }), mat({ id: "a" }), mat({ id: "d", dataQualityLevel: 1 })]);
    expect(out.map((x) => x.materialId)).toEqual(["a", "b", "d", "c"]);
  });
});

describe("candidateTypes (the pre-filter)", () => {
  it("the request's type first, then its family; null without a type", () => {
    expect(candidateTypes(req({ materialType: "pp" }))).toEqual(["pp", "pp-epdm"]);
    expect(candidateTypes(req({ materialType: "pe" }))).toEqual(expect.arrayContaining(["pe", "hdpe", "ldpe", "lldpe"]));
    expect(candidateTypes(req({ materialType: "hdpe" }))?.[0]).toBe("hdpe");
    expect(candidateTypes(req({ materialType: "pc/abs" }))).toEqual(expect.arrayContaining(["pc/abs", "pc", "abs"]));
    expect(candidateTypes(req({ materialType: "peek" }))).toEqual(["peek"]);
    expect(candidateTypes(req({}))).toBeNull();
  });
});
