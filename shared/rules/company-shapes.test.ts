import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { companyCertificates, companyTypes, CompanyInput, CompanyV2Input, potentials, type CompanyRecord } from "../schemas/company";
import * as z from "../schemas/zod";
import { applyChanges, capacityPerYear, fromOlderInput, fromV2Input, materialsOf, profilesOf, scopeOf, toOlderShape, toV2Shape } from "./company-shapes";

const audit = { createdDate: "2026-01-01T00:00:00.000Z", updatedDate: "2026-01-01T00:00:00.000Z", createdBy: "u", updatedBy: "u", version: 1 };
const base: CompanyRecord = { id: "c1", name: "Acme", ...audit };

describe("company shapes: reads", () => {
  it("derives profiles, certificates and materials from the profiles", () => {
    const r: CompanyRecord = {
      ...base,
      buyerProfile: { potential: "high", applications: ["toys"], products: [], materials: ["pp", "abs"] },
      sellerProfile: { certificates: ["iso9001"], materials: [{ type: "pe", capacity: null }, { type: "pp" }] },
    };
    const older = toOlderShape(r);
    expect(older.profiles).toEqual(["buyer", "seller"]);
    expect(older.certificates).toEqual(["iso9001"]);
    expect(older.materials).toEqual(["pe", "pp", "abs"]);
    expect(scopeOf(r)).toBe("seller");
    expect(scopeOf(base)).toBe("buyer");
    expect(toOlderShape(base)).toMatchObject({ profiles: [], certificates: [], materials: [] });
  });

  it("v2: accountOwnerId is assignedUserId, phone numbers fall back to the single number", () => {
    const v2 = toV2Shape({ ...base, assignedUserId: "s1", phoneNumber: "+49 1" }, []);
    expect(v2).toMatchObject({ accountOwnerId: "s1", phoneNumbers: ["+49 1"], description: null, documents: [], contacts: [] });
    expect(toV2Shape({ ...base, phoneNumbers: ["1", "2"], phoneNumber: "3" }).phoneNumbers).toEqual(["1", "2"]);
  });
});

describe("company shapes: writes", () => {
  it("capacity is stored per year: month ×12, spot and year as given", () => {
    expect(capacityPerYear({ amount: 10, frequency: "month" })).toEqual({ amount: 120, frequency: "year" });
    expect(capacityPerYear({ amount: 10, frequency: "spot" })).toEqual({ amount: 10, frequency: "year" });
    expect(capacityPerYear({ amount: 10, frequency: "year" })).toEqual({ amount: 10, frequency: "year" });
    expect(capacityPerYear(null)).toBeNull();
    expect(capacityPerYear(undefined)).toBeUndefined();
  });

  it("profiles add and clear the buyer and seller profiles", () => {
    const both = applyChanges(base, fromOlderInput({ profiles: ["buyer", "seller"] }, base).changes);
    expect(profilesOf(both)).toEqual(["buyer", "seller"]);
    const seller = applyChanges(both, fromOlderInput({ profiles: ["seller"] }, both).changes);
    expect(seller.buyerProfile).toBeUndefined();
    expect(profilesOf(seller)).toEqual(["seller"]);
  });

  it("certificates without a seller profile and materials without any profile are refused, naming the field", () => {
    expect(fromOlderInput({ certificates: ["iso9001"] }, base).issues).toEqual([{ path: "body.certificates", message: expect.any(String) }]);
    expect(fromOlderInput({ materials: ["pp"] }, base).issues).toEqual([{ path: "body.materials", message: expect.any(String) }]);
    expect(fromOlderInput({ profiles: ["buyer"], materials: ["pp"] }, base).issues).toEqual([]);
  });

  it("a seller material keeps its capacity when the older shape rewrites the list", () => {
    const r: CompanyRecord = { ...base, sellerProfile: { certificates: [], materials: [{ type: "pp", capacity: { amountKg: 5, frequency: "month" } }] } };
    const out = applyChanges(r, fromOlderInput({ materials: ["pp", "pe"] }, r).changes);
    expect(out.sellerProfile?.materials).toEqual([{ type: "pp", capacity: { amountKg: 5, frequency: "month" } }, { type: "pe" }]);
  });

  it("an absent field is left as it is; v2 writes accountOwnerId as assignedUserId", () => {
    expect(fromOlderInput({ name: "B" }, base).changes).toEqual({ name: "B" });
    expect(fromV2Input({ accountOwnerId: "s2", phoneNumbers: ["1"] })).toEqual({ assignedUserId: "s2", phoneNumbers: ["1"] });
    expect(fromV2Input({ accountOwnerId: null })).toEqual({ assignedUserId: null });
  });
});

/* ---------- property tests: what a shape writes reads back in that shape ---------- */

const word = fc.stringMatching(/^[a-z]{1,8}$/);
const names = fc.uniqueArray(word, { maxLength: 5 });
const olderInput = fc.record(
  {
    name: word,
    profiles: fc.subarray(["buyer", "seller"] as const),
    certificates: fc.uniqueArray(fc.constantFrom(...companyCertificates), { maxLength: 3 }),
    materials: names,
    applications: names,
    type: fc.constantFrom(...companyTypes),
    score: fc.integer({ min: 1, max: 5 }),
    capacity: fc.record({ amount: fc.integer({ min: 0, max: 1000 }), frequency: fc.constantFrom("month", "year", "spot" as const) }),
  },
  { requiredKeys: ["name"] },
);
const existingRecord = fc.record({
  buyerProfile: fc.option(fc.record({ potential: fc.constantFrom(...potentials), applications: names, products: names, materials: names }), { nil: undefined }),
  sellerProfile: fc.option(
    fc.record({ certificates: fc.constant([] as (typeof companyCertificates)[number][]), materials: names.map((ns) => ns.map((type) => ({ type }))) }),
    { nil: undefined },
  ),
});

describe("company shapes: round trips (fast-check)", () => {
  it("older shape: profiles, certificates, materials and the other fields read back as written", () => {
    fc.assert(
      fc.property(olderInput, existingRecord, (raw, existing) => {
        const input = z.parse(CompanyInput, raw);
        const before: CompanyRecord = { ...base, ...existing };
        const { changes, issues } = fromOlderInput(input, before);
        const hasProfile = (input.profiles ?? profilesOf(before)).length > 0;
        const hasSeller = (input.profiles ?? profilesOf(before)).includes("seller");
        if (issues.length) {
          expect((!hasSeller && (input.certificates?.length ?? 0) > 0) || (!hasProfile && (input.materials?.length ?? 0) > 0)).toBe(true);
          return;
        }
        const read = toOlderShape(applyChanges(before, changes));
        expect(read.name).toBe(input.name);
        if (input.profiles) expect([...read.profiles].sort()).toEqual([...input.profiles].sort());
        if (input.certificates && hasSeller) expect(read.certificates).toEqual(input.certificates);
        if (input.materials && hasProfile) expect(read.materials).toEqual(input.materials);
        if (input.applications) expect(read.applications).toEqual(input.applications);
        if (input.type) expect(read.type).toBe(input.type);
        if (input.score) expect(read.score).toBe(input.score);
        if (input.capacity)
          expect(read.capacity).toEqual({ amount: input.capacity.amount * (input.capacity.frequency === "month" ? 12 : 1), frequency: "year" });
      }),
    );
  });

  it("v2 shape: what it writes reads back in the v2 shape", () => {
    const v2 = fc.record(
      {
        name: word,
        description: word,
        phoneNumbers: fc.array(word, { maxLength: 3 }),
        accountOwnerId: fc.option(word, { nil: null }),
        score: fc.integer({ min: 1, max: 5 }),
        buyerProfile: fc.option(fc.record({ potential: fc.constantFrom(...potentials), applications: names, products: names, materials: names }), {
          nil: null,
        }),
        sellerProfile: fc.option(
          fc.record({ certificates: fc.uniqueArray(fc.constantFrom(...companyCertificates)), materials: names.map((ns) => ns.map((type) => ({ type }))) }),
          { nil: null },
        ),
      },
      { requiredKeys: ["name"] },
    );
    fc.assert(
      fc.property(v2, (raw) => {
        const input = z.parse(CompanyV2Input, raw);
        const read = toV2Shape(applyChanges(base, fromV2Input(input)));
        const { version: _v, ...sent } = input;
        for (const [k, v] of Object.entries(sent)) if (v !== undefined) expect(read[k as keyof typeof read]).toEqual(v);
      }),
    );
  });

  it("materials of the older shape are the profiles' material names, each once", () => {
    fc.assert(
      fc.property(existingRecord, (e) => {
        const m = materialsOf(e);
        expect(new Set(m).size).toBe(m.length);
      }),
    );
  });
});
