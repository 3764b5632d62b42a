import { describe, expect, it } from "vitest";
import type { CompanyFacts } from "../types";
import { evaluateCompany, sideOf } from "./evaluate";
import { readEvidence } from "./evidence";
import { writeReport } from "./report";

const facts = (over: Omit<Partial<CompanyFacts>, "company"> & { company?: Partial<CompanyFacts["company"]> } = {}): CompanyFacts => ({
  userNotes: null,
  materials: [],
  contacts: [],
  documents: [],
  searchResults: [],
  organization: null,
  ...over,
  company: {
    id: "c1",
    name: "Acme Plast",
    description: null,
    website: null,
    countryCode: "DE",
    type: null,
    applications: [],
    products: [],
    materials: [],
    certificates: [],
    ...over.company,
  },
});

const catalogue = [
  { id: "m1", name: "rPP black regranulate", type: "pp", condition: "granules", color: "black", url: "/materials/m1" },
  { id: "m2", name: "rHDPE natural regrind", type: "hdpe", condition: "regrind", color: "natural", url: "/materials/m2" },
  { id: "m3", name: "rPET flakes", type: "pet", condition: null, color: null, url: "/materials/m3" },
];

describe("offline research engine", () => {
  it("reads polymers, processing, certificates, volumes and buying sentences with their sources", () => {
    const e = readEvidence(
      facts({
        documents: [{ name: "profile.pdf", text: "We process 5,000 t per year of PP and HDPE by injection moulding. ISO 9001 and EuCertPlast certified." }],
        searchResults: [
          { title: "About us", url: "https://acme.example/about", snippet: "Crates and pallets", text: "We buy post-consumer PP regranulate for our crates." },
        ],
      }),
    );
    expect(e.polymers.map((p) => p.value)).toEqual(["pp", "hdpe"]);
    expect(e.polymers[0].sources).toEqual(['document "profile.pdf"', 'web page "About us"']);
    expect(e.processing.map((p) => p.value)).toEqual(["injectionMolding"]);
    expect(e.certificates.map((c) => c.value).sort()).toEqual(["euCertPlast", "iso9001"]);
    expect(e.volumes[0].value).toMatch(/5,000 t per year/);
    // "we process" and "we buy" both say it uses material.
    expect(e.buyingSignals).toHaveLength(2);
    expect(e.applications.map((a) => a.value)).toContain("Packaging");
  });

  it("does not count a blend's parts (PC/ABS is not PC and ABS)", () => {
    expect(readEvidence(facts({ company: { description: "Housings from PC/ABS blends" } })).polymers.map((p) => p.value)).toEqual(["pc/abs"]);
  });

  it("scores a converter that buys PP high and picks our PP with a reason", async () => {
    const ev = await evaluateCompany(
      facts({
        company: { type: "converter", description: "Injection moulder of crates and pallets." },
        documents: [{ name: "needs.pdf", text: "We buy 3,000 t/year of PP and HDPE regrind." }],
      }),
      catalogue,
    );
    expect(ev.evaluation.buyerPotential).toBe("high");
    expect(ev.evaluation.score).toBeGreaterThan(0.75);
    expect(ev.evaluation.comment).toMatch(/converter/);
    expect(ev.materialsInterest.map((m) => m.type).sort()).toEqual(["hdpe", "pp"]);
    expect(ev.relevantMaterials.map((m) => m.materialId).sort()).toEqual(["m1", "m2"]);
    expect(ev.relevantMaterials[0].reason).toMatch(/matches its interest/);
  });

  it("answers unknown with nothing to read; a supplier is judged as one, and as a buyer lower than a buyer", async () => {
    const none = await evaluateCompany(facts(), catalogue);
    expect(none.evaluation).toMatchObject({ buyerPotential: "unknown", score: 0 });
    const seller = facts({ company: { type: "recycler", description: "We sell PP regranulate from our recycling plant." } });
    const buyer = facts({ company: { type: "recycler", description: "We buy PP regrind for compounding." } });
    expect((await evaluateCompany(seller, catalogue)).evaluation.comment).toMatch(/Potential as a supplier/);
    const noDemand = { openRequests: 0, fits: [] };
    expect(sideOf(seller, catalogue, noDemand).buyer.score).toBeLessThan(sideOf(buyer, catalogue, noDemand).buyer.score);
  });

  it("differs with the facts (never canned) and writes a report naming its evidence", async () => {
    const f = facts({
      company: { type: "compounder", website: "https://acme.example" },
      contacts: [{ name: "Eva Meier", position: "Purchasing" }],
      documents: [{ name: "d.pdf", text: "We use recycled PET for strapping." }],
      searchResults: [{ title: "Home", url: "https://acme.example", snippet: "Compounds" }],
    });
    const ev = await evaluateCompany(f, catalogue);
    const other = await evaluateCompany(facts({ company: { type: "trader", description: "ABS trading" } }), catalogue);
    expect(ev.evaluation.comment).not.toBe(other.evaluation.comment);
    const sections = await writeReport(f, ev);
    expect(sections[0]).toMatch(/^# Acme Plast/);
    const all = sections.join("\n");
    expect(all).toMatch(/## Evaluation/);
    expect(all).toMatch(/\*\*PET\*\*/);
    expect(all).toMatch(/Eva Meier, Purchasing/);
    expect(all).toMatch(/\[Home\]\(https:\/\/acme.example\)/);
  });

  it("judges a recycler as a supplier by the open buy requests its materials fit (the matching engine the other way round)", async () => {
    const recycler = facts({
      company: {
        type: "recycler",
        description: "We sell PP regranulate from our recycling plant, about 800 t per month.",
        certificates: ["euCertPlast"],
        offers: ["pp"],
      },
      materials: [{ id: "own1", type: "pp", name: "rPP natural granules", condition: "granules", color: "natural" }],
    });
    const fits = [{ type: "pp", materialId: "own1", reason: "An open buy request for PP fits its rPP natural granules (match score 0.91)" }];
    const without = await evaluateCompany(recycler, catalogue);
    const withDemand = await evaluateCompany(recycler, catalogue, { openRequests: 3, fits });
    expect(withDemand.evaluation.score).toBeGreaterThan(without.evaluation.score);
    expect(withDemand.evaluation.score).toBeGreaterThanOrEqual(0.7);
    expect(withDemand.evaluation.buyerPotential).toBe("high");
    expect(withDemand.evaluation.comment).toMatch(/Potential as a supplier high/);
    expect(withDemand.evaluation.comment).toMatch(/its listed materials fit 1 of them/);
    // Its relevant materials are the seller side: it says nothing about buying, so no catalogue material is offered to it.
    expect(withDemand.relevantMaterials).toEqual(fits);
    const report = (await writeReport(recycler, withDemand)).join("\n");
    expect(report).toMatch(/## Open buy requests for what it offers/);
    expect(report).not.toMatch(/## Relevant materials from our catalogue/);
    expect(report).toMatch(/Propose its PP to the buyers of the open requests for its types/);
    // A buyer is still judged as a buyer.
    const buyer = await evaluateCompany(facts({ company: { type: "converter", description: "We buy PP regrind for crates." } }), catalogue, {
      openRequests: 0,
      fits: [],
    });
    expect(buyer.evaluation.comment).toMatch(/Potential as a buyer/);
  });

  it("writes labels in research texts, never stored keys", async () => {
    const f = facts({
      company: {
        type: "brandOwner",
        applications: ["baleWrap", "bottlesDetergent"],
        certificates: ["euCertPlast", "iso9001"],
        description: "We buy PP and HDPE regrind for injection moulding.",
      },
      documents: [{ name: "p.pdf", text: "We use blow moulding and injection moulding." }],
    });
    const ev = await evaluateCompany(f, catalogue);
    const all = [
      ev.evaluation.comment,
      ...ev.applications,
      ...ev.certificates,
      ...ev.relevantMaterials.map((m) => m.reason),
      ...(await writeReport(f, ev)),
    ].join("\n");
    for (const key of ["brandOwner", "baleWrap", "bottlesDetergent", "euCertPlast", "iso9001", "injectionMolding", "blowMolding", "injection molding"])
      expect(all, key).not.toContain(key);
    expect(all).toContain("brand owner");
    expect(all).toContain("Bale wrap");
    expect(all).toContain("ISO 9001");
    expect(all).toContain("injection moulding");
    expect(all).toMatch(/rHDPE natural regrind \(regrind, natural\)|rPP black regranulate \(granules, black\)/i);
  });

  it("reads what a company without a profile sells from its texts, and judges it as a supplier", async () => {
    const f = facts({ userNotes: "Recycler; we sell PP and HDPE regranulate from our recycling plant, 900 t per month" });
    const ev = await evaluateCompany(f, catalogue, { openRequests: 3, fits: [] });
    expect(ev.evaluation.comment).toMatch(/offers (PP, HDPE|HDPE, PP)/);
    expect(ev.evaluation.comment).toMatch(/Potential as a supplier medium/);
  });
});
