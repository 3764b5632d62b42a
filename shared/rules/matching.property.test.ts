import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { capacityFrequencies, currencies } from "../schemas/enums";
import { colors, conditions, materialCertificates, materialTypes, processingMethods, sources } from "../schemas/material-enums";
import { meltKinds, viscosityTypes } from "../schemas/material-viscosity";
import { mismatches } from "./match-check";
import {
  candidateTypes,
  compareMatches,
  fitTier,
  matchReasons,
  needsConfirmation,
  passesHardFactors,
  rankMaterial,
  rankMaterials,
  type MatchableMaterial,
  type MatchableRequest,
} from "./matching";

/** Properties of the engine over generated requests and materials. */
const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });
const sub = <T>(values: readonly T[]) => fc.subarray([...values]);
const countries = ["DE", "PL", "IT", "FR", "ES", "CN", "US"];
const apps = ["Pallets", "Film", "Bottles", "Automotive bumpers", "Pipes", "Caps and closures"];

const viscosity = opt(
  fc.record({
    type: fc.constantFrom(...viscosityTypes),
    min: opt(fc.oneof(fc.integer({ min: 1, max: 40 }), fc.constant("approx. 5"))),
    max: opt(fc.integer({ min: 1, max: 60 })),
    temperature: opt(fc.constantFrom(190, 230)),
    weight: opt(fc.constantFrom(2.16, 5)),
  }),
).map((v) => (v && !meltKinds.includes(v.type) ? { ...v, temperature: null, weight: null } : v));

const material: fc.Arbitrary<MatchableMaterial> = fc.record({
  id: fc.string({ minLength: 1, maxLength: 6 }),
  type: fc.constantFrom(...materialTypes),
  source: opt(fc.constantFrom(...sources)),
  condition: opt(fc.constantFrom(...conditions)),
  color: opt(fc.constantFrom(...colors)),
  capacity: opt(fc.record({ amount: fc.integer({ min: 0, max: 3000 }), frequency: opt(fc.constantFrom(...capacityFrequencies)) })),
  viscosity,
  pricePerTon: opt(fc.record({ amount: fc.integer({ min: 0, max: 3000 }), currency: fc.constantFrom(...currencies) })),
  countryOfOrigin: opt(fc.constantFrom(...countries)),
  certificates: sub(materialCertificates),
  applications: sub(apps),
  intendedMarkets: sub(["automotive", "foodPackaging", "construction", "other#toys"]),
  processingMethods: sub(processingMethods),
  dataQualityLevel: fc.constantFrom(null, 1, 2, 3, 4),
  name: fc.constantFrom("rPP", "PA6 GF30", "PA6 GF 50", "PP TD20", "PP unfilled", "PBT"),
  fillers: fc.constantFrom(
    undefined,
    [],
    [{ filler: "glassFibres", percentage: 30 }],
    [{ filler: "talcum", percentage: null }],
    [{ filler: "carbonBlack", percentage: 2 }],
  ),
}) as fc.Arbitrary<MatchableMaterial>;

const request: fc.Arbitrary<MatchableRequest> = fc.record({
  type: fc.constantFrom("buy", "sell"),
  materialType: opt(fc.constantFrom(...materialTypes)),
  amount: opt(fc.integer({ min: 1, max: 2000 })),
  capacity: opt(fc.record({ amount: fc.integer({ min: 0, max: 2000 }), frequency: fc.constantFrom(...capacityFrequencies) })),
  targetPrice: opt(fc.record({ amount: fc.integer({ min: 0, max: 3000 }), currency: fc.constantFrom(...currencies) })),
  colors: sub(colors),
  conditions: sub(conditions),
  viscosity,
  applications: sub(apps),
  materialSources: sub(sources),
  processingMethods: sub(processingMethods),
  origin: sub(countries),
  certificates: sub(materialCertificates),
  description: fc.constantFrom(
    undefined,
    "black granules",
    "for food contact trays",
    "Lebensmittelverpackung",
    "PA6 GF30 for housings",
    "30 % Glasfaser",
    "talc 20",
    "mineral filled",
    "unfilled grade",
    "emballage non alimentaire",
  ),
}) as fc.Arbitrary<MatchableRequest>;

/** The any-of lists of a request: one more accepted value can only help a material. */
const anyOfLists = {
  colors,
  conditions,
  materialSources: sources,
  origin: countries,
  applications: apps,
  processingMethods,
} as const;

describe("matching engine properties", () => {
  it("score in 0–1, shares add up to 1, every reason listed with its verdict", () => {
    fc.assert(
      fc.property(request, material, (r, m) => {
        const res = rankMaterial(r, m);
        expect(res.score).toBeGreaterThanOrEqual(0);
        expect(res.score).toBeLessThanOrEqual(1);
        expect(res.factors.reduce((s, f) => s + f.weight, 0)).toBeCloseTo(1, 2);
        for (const f of res.factors) expect((matchReasons[f.field] as Record<string, string>)[f.reason]).toBe(f.verdict);
      }),
      { numRuns: 500 },
    );
  });

  it("isMatch iff no hard factor fails (mismatch or unknown), and agrees with the spec's match check", () => {
    fc.assert(
      fc.property(request, material, (r, m) => {
        const res = rankMaterial(r, m);
        const hard = res.factors.filter((f) => f.severity === "hard");
        const hardFail = hard.some((f) => f.verdict === "mismatch" || f.verdict === "unknown");
        const unconfirmed = hard.some((f) => f.verdict === "incomparable");
        expect(res.isMatch).toBe(!hardFail && !unconfirmed);
        // the spec's check fails exactly where one of its five fields fails
        const specFail = hard
          .filter((f) => ["source", "condition", "color", "amount", "viscosity"].includes(f.field))
          .some((f) => f.verdict === "mismatch" || f.verdict === "unknown");
        expect(specFail).toBe(mismatches(r, m).length > 0);
        expect(hard.map((f) => f.field)).toEqual(["source", "condition", "color", "amount", "viscosity", "foodContact", "filler"]);
      }),
      { numRuns: 500 },
    );
  });

  it("the hard filter passes exactly the matches and those needing confirmation", () => {
    fc.assert(
      fc.property(request, material, (r, m) => {
        const res = rankMaterial(r, m);
        expect(passesHardFactors(r)(m)).toBe(res.isMatch || needsConfirmation(res));
      }),
      { numRuns: 500 },
    );
  });

  it("adding a value to a non-empty any-of list never lowers a score", () => {
    const field = fc.constantFrom(...(Object.keys(anyOfLists) as (keyof typeof anyOfLists)[]));
    fc.assert(
      fc.property(request, material, field, fc.nat(), (r, m, key, pick) => {
        const list = (r[key] ?? []) as string[];
        const values = anyOfLists[key] as readonly string[];
        const extra = values[pick % values.length];
        fc.pre(list.length > 0 && !list.includes(extra));
        const before = rankMaterial(r, m);
        const after = rankMaterial({ ...r, [key]: [...list, extra] }, m);
        expect(after.score).toBeGreaterThanOrEqual(before.score);
        if (before.isMatch) expect(after.isMatch).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it("a lower price or a higher data-quality level never lowers a score", () => {
    fc.assert(
      fc.property(request, material, fc.integer({ min: 1, max: 500 }), (r, m, cut) => {
        fc.pre(m.pricePerTon != null && m.pricePerTon.amount >= cut);
        const cheaper = { ...m, pricePerTon: { ...m.pricePerTon!, amount: m.pricePerTon!.amount - cut } };
        expect(rankMaterial(r, cheaper).score).toBeGreaterThanOrEqual(rankMaterial(r, m).score);
        if ((m.dataQualityLevel ?? 0) < 4) {
          const better = { ...m, dataQualityLevel: ((m.dataQualityLevel ?? 0) + 1) as 1 | 2 | 3 | 4 };
          expect(rankMaterial(r, better).score).toBeGreaterThanOrEqual(rankMaterial(r, m).score);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("ranking is deterministic and independent of input order, matches before those needing confirmation before the rest; candidate types include the request's", () => {
    fc.assert(
      fc.property(request, fc.array(material, { maxLength: 20 }), (r, ms) => {
        const a = rankMaterials(r, ms);
        const b = rankMaterials(r, [...ms].reverse());
        expect(a.map((x) => [x.materialId, x.score])).toEqual(b.map((x) => [x.materialId, x.score]));
        for (let i = 1; i < a.length; i++) {
          expect(compareMatches(a[i - 1], a[i])).toBeLessThanOrEqual(0);
          const [p, q] = [fitTier(a[i - 1]), fitTier(a[i])];
          expect(p < q || (p === q && (a[i - 1].score > a[i].score || (a[i - 1].score === a[i].score && a[i - 1].materialId <= a[i].materialId)))).toBe(true);
        }
        const types = candidateTypes(r);
        if (r.materialType) expect(types?.[0]).toBe(r.materialType);
        else expect(types).toBeNull();
      }),
      { numRuns: 200 },
    );
  });
});
