import { beforeEach, describe, expect, it, vi } from "vitest";
import type { CompanyFacts } from "../../integrations/ai";

/** The stored rows the steps read: materials per type (listed), a company's own, open requests, and the research. */
const store = vi.hoisted(() => ({
  listed: [] as Record<string, unknown>[],
  own: [] as Record<string, unknown>[],
  requests: [] as Record<string, unknown>[],
  facts: null as unknown,
  saved: [] as {
    id: string;
    changes: {
      result?: { evaluation?: { score: number; comment: string }; company?: { relevantMaterials: { type: string; materialId?: string; reason: string }[] } };
    };
  }[],
}));

vi.mock("../../domains/materials", async (original) => ({
  ...(await original<object>()),
  listedMaterialsOfType: async (type: string) => store.listed.filter((m) => m.type === type),
  companyMatchableMaterials: async (companyId: string) => store.own.filter((m) => m.companyId === companyId),
}));
vi.mock("../../domains/requests", async (original) => ({
  ...(await original<object>()),
  listRequests: async (f: { status: string; type: string; materialTypes: string[] }) => ({
    items: store.requests.filter((r) => r.status === f.status && r.type === f.type && f.materialTypes.includes(r.materialType as string)),
    cursor: null,
  }),
}));
vi.mock("./queries", () => ({
  getResearch: async (id: string) => ({ id, status: "inProgress", input: { userNotes: null }, result: null }),
  getResearchFacts: async () => store.facts,
  patchResearch: async (id: string, changes: never) => void store.saved.push({ id, changes }),
  saveResearchFacts: async () => undefined,
}));

const { evaluateStep } = await import("./steps");

const facts = (type: string, materials: string[]): CompanyFacts => ({
  company: {
    id: "c1",
    name: "Acme",
    description: "Acme makes crates from PP.",
    website: null,
    countryCode: "DE",
    type,
    applications: ["crates"],
    products: [],
    materials,
    certificates: [],
  },
  userNotes: null,
  materials: [],
  contacts: [],
  documents: [],
  searchResults: [],
});

const relevant = () => store.saved.at(-1)!.changes.result!.company!.relevantMaterials;

describe("a research's relevant materials", () => {
  beforeEach(() => {
    store.saved = [];
    store.own = [];
    store.requests = [];
    store.listed = [
      // The newest of its type: a scanned draft without any data.
      { id: "m-empty", companyId: "c9", name: "Scan 0001", type: "pp", condition: null, source: null, viscosity: null, dataQualityLevel: null },
      {
        id: "m-good",
        companyId: "c8",
        name: "rPP crate grade",
        type: "pp",
        condition: "regrind",
        source: "postConsumer",
        applications: ["crates"],
        dataQualityLevel: 3,
      },
      { id: "m-own", companyId: "c1", name: "Its own PP", type: "pp", condition: "regrind", dataQualityLevel: 2 },
    ];
  });

  it("for a buyer: the matching engine's materials with data, never a draft without data or its own", async () => {
    store.facts = facts("converter", ["pp"]);
    await evaluateStep("r1");
    const ids = relevant().map((m) => m.materialId);
    expect(ids).toContain("m-good");
    expect(ids).not.toContain("m-empty");
    expect(ids).not.toContain("m-own");
  });

  it("for a seller: the open buy requests its materials fit", async () => {
    store.facts = facts("recycler", []);
    store.own = [
      {
        id: "s1",
        companyId: "c1",
        name: "HDPE regrind natural",
        type: "hdpe",
        condition: "regrind",
        color: "natural",
        source: "postConsumer",
        dataQualityLevel: 3,
      },
      { id: "s2", companyId: "c1", name: "Empty draft", type: "hdpe", condition: null, source: null, dataQualityLevel: null },
    ];
    store.requests = [
      { id: "q1", companyId: "c5", status: "open", type: "buy", materialType: "hdpe", conditions: ["regrind"] },
      { id: "q2", companyId: "c5", status: "completed", type: "buy", materialType: "hdpe" },
    ];
    await evaluateStep("r1");
    const fits = relevant().filter((m) => m.reason.includes("open buy request"));
    expect(fits).toEqual([expect.objectContaining({ type: "hdpe", materialId: "s1" })]);
  });

  it("for a recycler: the relevant materials and the score come from the open buy requests its materials fit", async () => {
    store.facts = {
      ...facts("recycler", []),
      company: { ...facts("recycler", []).company, description: "Recycler of HDPE.", applications: [], offers: ["hdpe"] },
    };
    store.own = [
      {
        id: "s1",
        companyId: "c1",
        name: "HDPE regrind natural",
        type: "hdpe",
        condition: "regrind",
        color: "natural",
        source: "postConsumer",
        dataQualityLevel: 3,
      },
    ];
    store.listed = [...store.listed, { id: "m-hdpe", companyId: "c8", name: "rHDPE other seller", type: "hdpe", condition: "regrind", dataQualityLevel: 3 }];
    await evaluateStep("r1");
    const before = store.saved.at(-1)!.changes.result!.evaluation!.score;
    store.requests = [
      { id: "q1", companyId: "c5", status: "open", type: "buy", materialType: "hdpe", conditions: ["regrind"] },
      { id: "q3", companyId: "c6", status: "matching_completed", type: "buy", materialType: "hdpe", colors: ["natural"] },
    ];
    await evaluateStep("r1");
    const after = store.saved.at(-1)!.changes.result!.evaluation!;
    expect(after.score).toBeGreaterThan(before);
    expect(after.comment).toMatch(/Potential as a supplier/);
    // Another seller's material is no relevant material for a recycler that says nothing about buying.
    expect(relevant().map((m) => m.materialId)).toEqual(["s1", "s1"]);
  });
});
