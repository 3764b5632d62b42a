import { beforeAll, describe, expect, inject, it } from "vitest";
import type { Research } from "../../shared/schemas/research";
import { randomUUID } from "node:crypto";
import { createResearchRecord, gatherStep } from "../../functions/domains/researches";
import { putCorpusPages } from "../../functions/integrations/search/offline";
import { StepFailed } from "../../functions/workflows/task";
import { api, login } from "../fixtures/api";
import { injectWorkflowFault } from "../fixtures/workflow-faults";
import { SEEDED_COMPANY } from "../../scripts/seed/demo-companies";

/** Company research (ADR 0144, 0145): the route starts the real workflow; we poll the API. */

const UNKNOWN = "d0000000-0000-4000-8000-00000000dead";
let admin: string;
let seller: string;
let companyId: string;
let otherCompanyId: string;

async function newCompany(name: string, body: object = {}): Promise<string> {
  const r = await api("PUT", "/companies", { token: admin, body: { name, ...body } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.id;
}

async function start(id: string, body: object = {}): Promise<Research> {
  const r = await api("PUT", `/v2/companies/${id}/researches`, { token: admin, body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data;
}

async function until(id: string, researchId: string, done: (r: Research) => boolean, ms = 20_000): Promise<Research> {
  const end = Date.now() + ms;
  for (;;) {
    const r = await api("GET", `/v2/companies/${id}/researches/${researchId}`, { token: admin });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    if (done(r.body.data)) return r.body.data;
    if (Date.now() > end) throw new Error(`research still ${r.body.data.status}`);
    await new Promise((s) => setTimeout(s, 100));
  }
}
const finished = (r: Research) => r.status === "completed" || r.status === "failed";

beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  admin = (await login("admin@example.com")).accessToken;
  seller = (await login("seller@example.com")).accessToken;
  const site = `https://www.research-${Date.now()}.example`;
  companyId = await newCompany(`Research Test Converter ${Date.now()}`, {
    website: site,
    type: "converter",
    description: "Injection moulder of crates and pallets for logistics.",
  });
  otherCompanyId = await newCompany(`Research Other ${Date.now()}`);
  await putCorpusPages([
    {
      url: `${site}/`,
      title: "Crates and pallets",
      text: "We buy post-consumer PP regranulate and HDPE regrind, about 4,000 t per year, for our crates. ISO 9001 certified.",
    },
    { url: `${site}/sustainability`, title: "Sustainability", text: "Our products contain recycled content. We use injection moulding." },
  ]);
});

describe("researches: run", () => {
  it("starts pending, runs through inProgress to completed with facts, evaluation, search results and the report", async () => {
    const created = await start(companyId, { companyId, userNotes: "Met them at K 2025" });
    expect(created).toMatchObject({ companyId, status: "pending", input: { userNotes: "Met them at K 2025" }, result: null, error: null, completedDate: null });
    expect(created.workflowId).toEqual(expect.any(String));
    const done = await until(companyId, created.id, finished);
    expect(done.status, done.error ?? "").toBe("completed");
    expect(done.completedDate).toEqual(expect.any(String));
    const r = done.result!;
    expect(r.evaluation!.buyerPotential).toBe("high");
    expect(r.evaluation!.score).toBeGreaterThan(0.7);
    expect(r.evaluation!.comment).toMatch(/converter/);
    expect(r.company!.materialsInterest.map((m) => m.type).sort()).toEqual(["hdpe", "pp"]);
    // The page lists them as written: labels, never stored keys (ADR 0183).
    expect(r.company!.certificates).toContain("ISO 9001");
    for (const m of r.company!.relevantMaterials)
      expect(m).toMatchObject({ type: expect.stringMatching(/^(pp|hdpe)$/), reason: expect.any(String), materialId: expect.any(String) });
    expect(r.searchResults.map((s) => s.title).sort()).toEqual(["Crates and pallets", "Sustainability"]);
    expect(r.content.length).toBeGreaterThan(3);
    expect(r.content.join("\n")).toMatch(/## Evaluation/);
    // The facts are kept for the steps, not answered.
    expect(done).not.toHaveProperty("facts");
  });

  it("lists a company's researches newest first under data", async () => {
    const a = await start(otherCompanyId);
    const b = await start(otherCompanyId, { userNotes: "second" });
    const r = await api("GET", `/v2/companies/${otherCompanyId}/researches`, { token: admin });
    expect(r.status).toBe(200);
    expect(r.body.data.map((x: Research) => x.id)).toEqual([b.id, a.id]);
    // A company with nothing to read: the evaluation says so.
    const done = await until(otherCompanyId, a.id, finished);
    expect(done.result!.evaluation!.buyerPotential).toBe("unknown");
    await until(otherCompanyId, b.id, finished);
  });

  it("keeps the user's feedback", async () => {
    const [first] = (await api("GET", `/v2/companies/${companyId}/researches`, { token: admin })).body.data as Research[];
    const r = await api("POST", `/v2/companies/${companyId}/researches`, { token: admin, body: { id: first.id, userFeedback: "Spot on, they buy PP" } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.userFeedback).toBe("Spot on, they buy PP");
    expect((await api("GET", `/v2/companies/${companyId}/researches/${first.id}`, { token: admin })).body.data.userFeedback).toBe("Spot on, they buy PP");
  });

  it("ends failed with the failing step's reason when a step keeps failing", async () => {
    const id = await newCompany(`Research Fault ${Date.now()}`);
    const remove = injectWorkflowFault({ state: "Evaluate", message: "Engine unavailable (injected)", companyId: id });
    try {
      const created = await start(id);
      const done = await until(id, created.id, finished);
      expect(done.status).toBe("failed");
      expect(done.error).toBe("Engine unavailable (injected)");
      expect(done.completedDate).toEqual(expect.any(String));
    } finally {
      remove();
    }
  });

  it("treats a company that is gone as permanent (StepFailed: no retries)", async () => {
    const record = await createResearchRecord({ id: randomUUID(), companyId: UNKNOWN, companyName: "Gone GmbH" }, "test");
    const err = await gatherStep(record.id, UNKNOWN).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StepFailed);
    expect((err as Error).message).toBe("The company no longer exists");
  });
});

describe("researches: demo data", () => {
  it("seeds completed researches from the real workflow, a failed one with its reason, and the corpus", async () => {
    const buyer = (await api("GET", `/v2/companies/${SEEDED_COMPANY.demoPackaging}/researches`, { token: admin })).body.data as Research[];
    expect(buyer[0]).toMatchObject({
      status: "completed",
      result: { searchSource: "offline", evaluation: { buyerPotential: expect.stringMatching(/high|medium/) } },
    });
    expect(buyer[0].result!.searchResults.length).toBeGreaterThan(0);
    // The seller's seeded PDFs were read (the report lists the documents whose text it had).
    const seller = (await api("GET", `/v2/companies/${SEEDED_COMPANY.demoRecycling}/researches`, { token: admin })).body.data as Research[];
    expect(seller[0].status).toBe("completed");
    expect(seller[0].result!.content.join("\n")).toMatch(/Document: EuCertPlast certificate 2026\.pdf/);
    // The seeded recycler is judged as a supplier by the open buy requests its listed materials fit (ADR 0184).
    expect(seller[0].result!.evaluation).toMatchObject({
      buyerPotential: expect.stringMatching(/high|medium/),
      comment: expect.stringMatching(/Potential as a supplier/),
    });
    expect(seller[0].result!.evaluation!.score).toBeGreaterThanOrEqual(0.45);
    expect(seller[0].result!.content.join("\n")).toMatch(/## Open buy requests for what it offers/);
    const failed = (await api("GET", `/v2/companies/${SEEDED_COMPANY.embalagens}/researches`, { token: admin })).body.data as Research[];
    expect(failed[0]).toMatchObject({ status: "failed", error: "Web search provider unavailable (seeded failure)" });
  });
});

describe("researches: access and input", () => {
  it("is staff only (403 for an ordinary user)", async () => {
    expect((await api("GET", `/v2/companies/${companyId}/researches`, { token: seller })).status).toBe(403);
    expect((await api("PUT", `/v2/companies/${companyId}/researches`, { token: seller, body: {} })).status).toBe(403);
    expect((await api("POST", `/v2/companies/${companyId}/researches`, { token: seller, body: { id: UNKNOWN, userFeedback: "x" } })).status).toBe(403);
    expect((await api("GET", `/v2/companies/${companyId}/researches/${UNKNOWN}`, { token: seller })).status).toBe(403);
  });

  it("answers 404 for an unknown company or a research of another company", async () => {
    expect((await api("PUT", `/v2/companies/${UNKNOWN}/researches`, { token: admin, body: {} })).status).toBe(404);
    expect((await api("GET", `/v2/companies/${UNKNOWN}/researches`, { token: admin })).status).toBe(404);
    const [mine] = (await api("GET", `/v2/companies/${companyId}/researches`, { token: admin })).body.data as Research[];
    expect((await api("GET", `/v2/companies/${otherCompanyId}/researches/${mine.id}`, { token: admin })).status).toBe(404);
    expect((await api("POST", `/v2/companies/${otherCompanyId}/researches`, { token: admin, body: { id: mine.id, userFeedback: "x" } })).status).toBe(404);
    expect((await api("GET", `/v2/companies/${companyId}/researches/${UNKNOWN}`, { token: admin })).status).toBe(404);
  });

  it("answers 400 naming the field, and writes nothing", async () => {
    const before = (await api("GET", `/v2/companies/${otherCompanyId}/researches`, { token: admin })).body.data.length;
    const paths = async (method: string, body: object) => {
      const r = await api(method, `/v2/companies/${otherCompanyId}/researches`, { token: admin, body });
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      return r.body.issues.map((i: { path: string }) => i.path);
    };
    expect(await paths("PUT", { companyId })).toEqual(["body.companyId"]);
    expect(await paths("PUT", { userNotes: "" })).toEqual(["body.userNotes"]);
    expect(await paths("PUT", { userNotes: "x".repeat(2001) })).toEqual(["body.userNotes"]);
    expect(await paths("POST", { userFeedback: "x" })).toEqual(["body.id"]);
    expect(await paths("POST", { id: UNKNOWN, userFeedback: 5 })).toEqual(["body.userFeedback"]);
    expect((await api("GET", `/v2/companies/${otherCompanyId}/researches`, { token: admin })).body.data.length).toBe(before);
  });
});
