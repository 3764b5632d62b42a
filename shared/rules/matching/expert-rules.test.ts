import { describe, expect, it } from "vitest";
import type { MatchResult } from "../../schemas/material-match";
import { compareMatches, needsConfirmation, rankMaterial, rankMaterials, type MatchableMaterial, type MatchableRequest } from "../matching";
import { fillersInText, materialFillers } from "./fillers";
import { asksFoodContact, asksPackaging, requestText } from "./request-text";

/** The rules a polymer engineer asked for (ADR 0178), each with the case that was wrong before. */
const base: MatchableMaterial = {
  id: "m1",
  type: "pet",
  source: "postConsumer",
  condition: "regrind",
  color: "transparent",
  capacity: { amount: 100, frequency: "month" },
  viscosity: { type: "intrinsicViscosity", min: 0.72, max: 0.78 },
  pricePerTon: { amount: 900, currency: "EUR" },
  countryOfOrigin: "DE",
  certificates: [],
  applications: ["Thermoformed trays"],
  intendedMarkets: [],
  processingMethods: ["thermoforming"],
  dataQualityLevel: 4,
};
const mat = (m: Partial<MatchableMaterial>): MatchableMaterial => ({ ...base, ...m });
const req = (r: Partial<MatchableRequest>): MatchableRequest => ({ type: "buy", ...r });
const factor = (res: MatchResult, field: string) => res.factors.find((f) => f.field === field)!;

describe("food contact is a hard factor", () => {
  it.each([
    "Trays for food contact",
    "food-grade rPET",
    "Food packaging",
    "foodPackaging",
    "Lebensmittelkontakt",
    "Schalen für Lebensmittelverpackungen",
    "apte au contact alimentaire",
    "contatto alimentare",
    "do kontaktu z żywnością",
    "contacto alimentario",
    "contato com alimentos",
    "levensmiddelencontact",
  ])("detected in %j", (text) => expect(asksFoodContact(requestText({ description: text }))).toBe(true));

  it.each(["Non-food packaging", "nonFoodPackaging", "Pallets", "emballage non alimentaire", "opakowania niespożywcze"])("not in %j", (text) =>
    expect(asksFoodContact(requestText({ applications: [text] }))).toBe(false),
  );

  it("a non-approved rPET is no match and ranks below an EFSA or FDA one, which match", () => {
    const r = req({ materialType: "pet", description: "rPET flakes for food contact trays" });
    const plain = mat({ id: "a-plain", pricePerTon: { amount: 600, currency: "EUR" }, certificates: ["euCertPlast"] });
    const efsa = mat({ id: "b-efsa", certificates: ["efsa"] });
    const fda = mat({ id: "c-fda", certificates: ["fda", "grs"] });
    const ranked = rankMaterials(r, [plain, efsa, fda]);
    expect(
      ranked
        .map((x) => x.materialId)
        .slice(0, 2)
        .sort(),
    ).toEqual(["b-efsa", "c-fda"]);
    expect(ranked[2]).toMatchObject({ materialId: "a-plain", isMatch: false });
    expect(factor(ranked[2], "foodContact")).toMatchObject({ verdict: "mismatch", severity: "hard", reason: "notApproved" });
    expect(factor(rankMaterial(r, efsa), "foodContact")).toMatchObject({ verdict: "match", reason: "approved", actual: ["efsa"] });
    // a material without certificates is no match either (not a softer unknown)
    expect(rankMaterial(r, mat({ certificates: [] })).isMatch).toBe(false);
    // not asked: ignored
    expect(factor(rankMaterial(req({ materialType: "pet" }), plain), "foodContact").verdict).toBe("ignored");
  });
});

describe("fillers and reinforcement", () => {
  it.each([
    ["PA6 GF30", [{ kind: "glassFibres", percent: 30 }]],
    ["30 % glass fibre", [{ kind: "glassFibres", percent: 30 }]],
    ["PA66 mit 35% Glasfaser", [{ kind: "glassFibres", percent: 35 }]],
    ["talc 20", [{ kind: "talcum", percent: 20 }]],
    ["PP TD20", [{ kind: "talcum", percent: 20 }]],
    ["PP-T40", [{ kind: "talcum", percent: 40 }]],
    ["mineral filled PP", [{ kind: "mineral", percent: null }]],
    ["carica 30% fibra di vetro", [{ kind: "glassFibres", percent: 30 }]],
  ])("reads %j", (text, fillers) => expect(fillersInText(text.toLowerCase())).toEqual({ state: "filled", fillers }));

  it("quantities and test conditions are not filler shares; unfilled and silence are told apart", () => {
    expect(fillersInText("black pp, 30 t a month, mfr 10 at 230 °c / 2.16 kg")).toEqual({ state: "notStated" });
    expect(fillersInText("unfilled pa6")).toEqual({ state: "unfilled" });
    // ordinary words are no filler unless a share stands beside them
    expect(fillersInText("clear as glass; let's talk about mineral water bottles")).toEqual({ state: "notStated" });
    expect(fillersInText("pp mit 20 % talk")).toEqual({ state: "filled", fillers: [{ kind: "talcum", percent: 20 }] });
    expect(materialFillers({ name: "PA6 black", fillers: [{ filler: "carbonBlack", percentage: 2 }] })).toEqual({ state: "notStated" });
    expect(materialFillers({ name: "PA6", fillers: [{ filler: "glassFibres", percentage: 30 }] })).toEqual({
      state: "filled",
      fillers: [{ kind: "glassFibres", percent: 30 }],
    });
    // an empty list is the seller's "no fillers", whatever the name says
    expect(materialFillers({ name: "PA6 GF30 look-alike", fillers: [] })).toEqual({ state: "unfilled" });
  });

  it("an unfilled PA6 ranks below a PA6 GF30 for a GF30 request; another filler or a share far off is no match", () => {
    const r = req({ materialType: "pa6", description: "PA6 GF30 for housings" });
    const pa = (id: string, m: Partial<MatchableMaterial>) => mat({ id, type: "pa6", viscosity: null, applications: [], processingMethods: [], ...m });
    const gf30 = pa("z-gf30", { name: "PA6 GF30", pricePerTon: { amount: 2000, currency: "EUR" } });
    const unfilled = pa("a-unfilled", { name: "PA6 unfilled", pricePerTon: { amount: 1200, currency: "EUR" } });
    const silent = pa("b-silent", { name: "PA6 black", pricePerTon: { amount: 1200, currency: "EUR" } });
    const gf50 = pa("c-gf50", { name: "PA6", fillers: [{ filler: "glassFibres", percentage: 50 }] });
    const talc = pa("d-talc", { name: "PA6 TD30" });
    const gf32 = pa("e-gf32", { name: "PA6 GF 32" });
    const ranked = rankMaterials(r, [unfilled, silent, gf50, talc, gf30, gf32]);
    expect(
      ranked
        .slice(0, 2)
        .map((x) => x.materialId)
        .sort(),
    ).toEqual(["e-gf32", "z-gf30"]);
    expect(ranked.slice(0, 2).every((x) => x.isMatch)).toBe(true);
    const by = new Map(ranked.map((x) => [x.materialId, x]));
    expect(factor(by.get("a-unfilled")!, "filler")).toMatchObject({ verdict: "mismatch", reason: "unfilled", wanted: ["glassFibres 30 %"] });
    expect(factor(by.get("b-silent")!, "filler")).toMatchObject({ verdict: "unknown", reason: "notStated" });
    expect(factor(by.get("c-gf50")!, "filler")).toMatchObject({ verdict: "mismatch", reason: "otherShare" });
    expect(factor(by.get("d-talc")!, "filler")).toMatchObject({ verdict: "mismatch", reason: "otherFiller" });
    expect(by.get("b-silent")!.score).toBeGreaterThan(by.get("a-unfilled")!.score);
    expect(by.get("z-gf30")!.score).toBeGreaterThan(by.get("a-unfilled")!.score);
  });

  it("the request's fillers field is read before its words; [] asks for an unfilled material", () => {
    const gf30 = mat({ id: "gf30", type: "pa6", name: "PA6 GF30" });
    const plain = mat({ id: "plain", type: "pa6", name: "PA6 unfilled" });
    const byField = req({ materialType: "pa6", description: "PA6 for housings", fillers: [{ filler: "glassFibres", percentage: 30 }] });
    expect(factor(rankMaterial(byField, gf30), "filler")).toMatchObject({ verdict: "match", reason: "sameFiller", wanted: ["glassFibres 30 %"] });
    expect(factor(rankMaterial(byField, plain), "filler")).toMatchObject({ verdict: "mismatch", reason: "unfilled" });
    // the field wins over the words
    const unfilled = req({ materialType: "pa6", description: "like our old PA6 GF30, but now", fillers: [] });
    expect(factor(rankMaterial(unfilled, plain), "filler")).toMatchObject({ verdict: "match", reason: "sameFiller" });
    expect(factor(rankMaterial(unfilled, gf30), "filler")).toMatchObject({ verdict: "mismatch", reason: "filled" });
    // null says nothing: the words count
    expect(factor(rankMaterial(req({ materialType: "pa6", description: "PA6 GF30", fillers: null }), gf30), "filler").verdict).toBe("match");
  });

  it("a mineral-filled request is met by talc; not asking leaves fillers out", () => {
    const r = req({ materialType: "pp", description: "mineral filled PP" });
    expect(factor(rankMaterial(r, mat({ type: "pp", name: "PP TD20" })), "filler")).toMatchObject({ verdict: "match", reason: "shareNotStated" });
    expect(factor(rankMaterial(req({ materialType: "pp" }), mat({ type: "pp", name: "PP TD20" })), "filler").verdict).toBe("ignored");
  });
});

describe("melt flow under another test load or temperature needs confirmation", () => {
  const r = req({
    materialType: "hdpe",
    targetPrice: { amount: 600, currency: "EUR" },
    viscosity: { type: "meltFlowRate", max: 1, temperature: 190, weight: 5 },
  });
  const hd = (id: string, weight: number, min: number, max: number, price = 800) =>
    mat({ id, type: "hdpe", viscosity: { type: "meltFlowRate", min, max, temperature: 190, weight }, pricePerTon: { amount: price, currency: "EUR" } });

  it("2.16 kg for a 5 kg requirement is not a plain match, and ranks below every comparable fit", () => {
    const at216 = hd("a-216", 2.16, 0.1, 0.3, 500);
    const at5 = hd("z-5", 5, 0.4, 0.8, 1400);
    const res = rankMaterial(r, at216);
    expect(res.isMatch).toBe(false);
    expect(needsConfirmation(res)).toBe(true);
    expect(factor(res, "viscosity")).toMatchObject({ verdict: "incomparable", reason: "differentTestCondition" });
    // although it scores higher (cheaper), it sorts after the comparable match
    expect(res.score).toBeGreaterThan(rankMaterial(r, at5).score);
    expect(rankMaterials(r, [at216, at5]).map((x) => x.materialId)).toEqual(["z-5", "a-216"]);
    // and before a clear mismatch
    const tooFluid = hd("0-fluid", 5, 1.2, 1.6, 300);
    expect(rankMaterials(r, [tooFluid, at216]).map((x) => x.materialId)).toEqual(["a-216", "0-fluid"]);
  });
});

describe("explanations say what is true", () => {
  const r = req({
    materialType: "pp",
    targetPrice: { amount: 1100, currency: "EUR" },
    viscosity: { type: "meltFlowRate", min: 10, max: 20, temperature: 230, weight: 2.16 },
  });
  const pp = (m: Partial<MatchableMaterial>) =>
    mat({ type: "pp", viscosity: { type: "meltFlowRate", min: 12, max: 18, temperature: 230, weight: 2.16 }, ...m });

  it("1,150 EUR for a 1,100 EUR target is above it by 4.5 %, not within it", () => {
    expect(factor(rankMaterial(r, pp({ pricePerTon: { amount: 1150, currency: "EUR" } })), "price")).toMatchObject({
      verdict: "match",
      reason: "nearTarget",
      percent: 4.5,
    });
    expect(factor(rankMaterial(r, pp({ pricePerTon: { amount: 1650, currency: "EUR" } })), "price")).toMatchObject({
      verdict: "mismatch",
      reason: "aboveTarget",
      percent: 50,
    });
    const at = factor(rankMaterial(r, pp({ pricePerTon: { amount: 1100, currency: "EUR" } })), "price");
    expect(at).toMatchObject({ reason: "withinTarget" });
    expect(at.percent).toBeUndefined();
  });

  it("a melt-flow range 18–25 overlaps a wanted 10–20; 12–18 is within it", () => {
    const over = rankMaterial(r, pp({ viscosity: { type: "meltFlowRate", min: 18, max: 25, temperature: 230, weight: 2.16 } }));
    expect(factor(over, "viscosity")).toMatchObject({ verdict: "match", reason: "overlapsRange" });
    const within = rankMaterial(r, pp({}));
    expect(factor(within, "viscosity").reason).toBe("inRange");
    expect(within.score).toBeGreaterThan(over.score);
  });
});

describe("one order: matches first, then needs confirmation, then score", () => {
  it("a non-match never sorts above a match, whatever the scores", () => {
    const hard = { severity: "hard" as const, weight: 0 };
    const match = { materialId: "b", score: 0.4, isMatch: true, factors: [] };
    const confirm = {
      materialId: "c",
      score: 0.95,
      isMatch: false,
      factors: [{ ...hard, field: "viscosity" as const, verdict: "incomparable" as const, reason: "differentTestCondition" }],
    };
    const none = {
      materialId: "a",
      score: 0.99,
      isMatch: false,
      factors: [{ ...hard, field: "color" as const, verdict: "mismatch" as const, reason: "notListed" }],
    };
    expect([none, confirm, match].sort(compareMatches).map((x) => x.materialId)).toEqual(["b", "c", "a"]);
  });
});

describe("PPWR: post-industrial recycled content does not count toward packaging targets", () => {
  it("on a packaging request a post-industrial material says so and scores below a post-consumer one", () => {
    expect(asksPackaging(requestText({ applications: ["Verpackungsfolie"] }))).toBe(true);
    const r = req({ materialType: "pet", applications: ["Food packaging"], description: "trays, food contact" });
    const pi = rankMaterial(r, mat({ source: "postIndustrial", certificates: ["efsa"] }));
    const pc = rankMaterial(r, mat({ source: "postConsumer", certificates: ["efsa"] }));
    expect(factor(pi, "packagingQuota")).toMatchObject({ verdict: "mismatch", severity: "soft", reason: "notCountedTowardQuota" });
    expect(factor(pc, "packagingQuota")).toMatchObject({ verdict: "match", reason: "countsTowardQuota" });
    expect(pi.isMatch).toBe(true);
    expect(pc.score).toBeGreaterThan(pi.score);
    expect(factor(rankMaterial(req({ applications: ["Pipes"] }), mat({ source: "postIndustrial" })), "packagingQuota").verdict).toBe("ignored");
  });
});

describe("certificates checked against the company's register", () => {
  const foodTrays = req({ materialType: "pet", description: "Trays for food contact" });
  it("an EFSA approval the register shows expired or unverified is as absent: no food-contact match, and the factor says why", () => {
    const verified = rankMaterial(foodTrays, mat({ certificates: ["efsa"], certificateStatuses: [{ name: "efsa", status: "verified" }] }));
    expect(verified.isMatch).toBe(true);
    const expired = rankMaterial(
      foodTrays,
      mat({ certificates: ["efsa"], certificateStatuses: [{ name: "efsa", status: "expired", validUntil: "2026-01-01" }] }),
    );
    expect(expired.isMatch).toBe(false);
    expect(factor(expired, "foodContact")).toMatchObject({ verdict: "mismatch", reason: "approvalExpired", actual: ["efsa"] });
    const unverified = rankMaterial(foodTrays, mat({ certificates: ["fda"], certificateStatuses: [{ name: "fda", status: "unverified" }] }));
    expect(factor(unverified, "foodContact")).toMatchObject({ verdict: "mismatch", reason: "approvalNotVerified", actual: ["fda"] });
  });

  it("a wanted certificate that does not count lowers the certificates factor and names the certificate", () => {
    const wantsGrs = req({ materialType: "pet", certificates: ["grs", "recyClass"] });
    const statuses = [
      { name: "grs", status: "expired" as const },
      { name: "recyClass", status: "verified" as const },
    ];
    const res = rankMaterial(wantsGrs, mat({ certificates: ["grs", "recyClass"], certificateStatuses: statuses }));
    expect(factor(res, "certificates")).toMatchObject({ verdict: "mismatch", reason: "expired", actual: ["grs"], credit: 0.5 });
    const noRecord = rankMaterial(
      wantsGrs,
      mat({ certificates: ["grs", "recyClass"], certificateStatuses: statuses.map((s) => ({ ...s, status: "unverified" as const })) }),
    );
    expect(factor(noRecord, "certificates")).toMatchObject({ reason: "notVerified", actual: ["grs", "recyClass"], credit: 0 });
    const all = rankMaterial(
      wantsGrs,
      mat({ certificates: ["grs", "recyClass"], certificateStatuses: statuses.map((s) => ({ ...s, status: "verified" as const })) }),
    );
    expect(factor(all, "certificates")).toMatchObject({ verdict: "match", reason: "allPresent" });
    expect(all.score).toBeGreaterThan(res.score);
    expect(res.score).toBeGreaterThan(noRecord.score);
  });

  it("without statuses (no register read) every named certificate counts as before", () => {
    expect(rankMaterial(foodTrays, mat({ certificates: ["efsa"] })).isMatch).toBe(true);
  });
});
