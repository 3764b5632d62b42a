import { beforeAll, describe, expect, inject, it } from "vitest";
import type { Research } from "../../shared/schemas/research";
import type { WorkflowListItem, WorkflowRun } from "../../shared/schemas/workflow";
import { api, login } from "../fixtures/api";
import { tag } from "../fixtures/factories";
import { injectWorkflowFault } from "../fixtures/workflow-faults";

let admin: string;
let buyer: string;

beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  admin = (await login("admin@example.com")).accessToken;
  buyer = (await login("buyer@example.com")).accessToken;
});

async function newCompany(): Promise<string> {
  const r = await api("PUT", "/v2/companies", { token: admin, body: { name: `Workflow Test ${tag()}`, website: `https://wf-${tag()}.example.com` } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.id;
}

async function startResearch(companyId: string, userNotes?: string): Promise<Research> {
  const r = await api("PUT", `/v2/companies/${companyId}/researches`, { token: admin, body: { companyId, userNotes } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data;
}

/** Polls GET /workflows/{id} until the run leaves `running` (or 20 s pass). */
async function settled(id: string, ms = 20_000): Promise<WorkflowRun> {
  const until = Date.now() + ms;
  for (;;) {
    const r = await api("GET", `/workflows/${id}`, { token: admin });
    expect(r.status).toBe(200);
    if (r.body.state.status !== "running" || Date.now() > until) return r.body;
    await new Promise((done) => setTimeout(done, 50));
  }
}

describe("workflow runs (GET/POST /workflows, GET /workflows/{id})", () => {
  it("records a research run step by step, and lists it newest first by type and by status", async () => {
    const companyId = await newCompany();
    const research = await startResearch(companyId, "from the workflow runs test");
    expect(research.workflowId).toBeTruthy();
    const run = await settled(research.workflowId!);
    expect(run).toMatchObject({ type: "companyResearch", state: { status: "completed", error: null }, subject: { companyId, researchId: research.id } });
    expect(run.steps.map((s) => [s.name, s.status])).toEqual([
      ["GatherFacts", "completed"],
      ["Evaluate", "completed"],
      ["WriteReport", "completed"],
    ]);
    expect(run.completedDate).toBeTruthy();
    for (const query of ["", "?type=companyResearch", "?status=completed", "?type=companyResearch&status=completed"]) {
      const list = await api("GET", `/workflows${query}`, { token: admin });
      expect(list.status, query).toBe(200);
      const items = list.body.items as WorkflowListItem[];
      expect(
        items.map((i) => i.id),
        query,
      ).toContain(run.id);
      expect(items[0]).not.toHaveProperty("steps");
      const dates = items.map((i) => i.createdDate);
      expect(dates, query).toEqual([...dates].sort().reverse());
    }
    const other = await api("GET", "/workflows?type=kFair", { token: admin });
    expect((other.body.items as WorkflowListItem[]).map((i) => i.id)).not.toContain(run.id);
  });

  it("a step that keeps failing ends run and research failed with the reason, after its retries; a retry starts a new run", async () => {
    const companyId = await newCompany();
    const remove = injectWorkflowFault({ state: "Evaluate", message: "Forced failure: the AI engine is unavailable", companyId });
    let run: WorkflowRun;
    let research: Research;
    try {
      research = await startResearch(companyId);
      run = await settled(research.workflowId!);
    } finally {
      remove();
    }
    expect(run.state).toMatchObject({ status: "failed", step: "Evaluate", error: "Forced failure: the AI engine is unavailable" });
    // The fault stands for a Lambda that crashes before its handler runs, on the first try and both retries:
    // the handler recorded nothing, so the failing state is the first one of the path not completed.
    expect(run.steps.map((s) => [s.name, s.status])).toEqual([["GatherFacts", "completed"]]);
    const after = await api("GET", `/v2/companies/${companyId}/researches/${research.id}`, { token: admin });
    expect(after.body.data).toMatchObject({ status: "failed", error: "Forced failure: the AI engine is unavailable" });
    const failed = await api("GET", "/workflows?status=failed", { token: admin });
    expect((failed.body.items as WorkflowListItem[]).find((i) => i.id === run.id)?.state.error).toBe("Forced failure: the AI engine is unavailable");

    // a double click: both answer the one new run, and the company gets one new research
    const researchesBefore = (await api("GET", `/v2/companies/${companyId}/researches?limit=200`, { token: admin })).body.data.length;
    const [again, twice] = await Promise.all([0, 1].map(() => api("POST", "/workflows", { token: admin, body: { retryOf: run.id } })));
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(twice.status, JSON.stringify(twice.body)).toBe(201);
    expect(twice.body.id).toBe(again.body.id);
    expect(again.body).toMatchObject({ type: "companyResearch", subject: { companyId, retryOf: run.id } });
    expect((await api("GET", `/v2/companies/${companyId}/researches?limit=200`, { token: admin })).body.data).toHaveLength(researchesBefore + 1);
    expect((await settled(again.body.id)).state.status).toBe("completed");
    // Only a failed run can be retried.
    expect((await api("POST", "/workflows", { token: admin, body: { retryOf: again.body.id } })).status).toBe(409);
  });

  it("answers 404 for an unknown run, 400 naming the field for bad input, 403 to an ordinary user", async () => {
    expect((await api("GET", "/workflows/no-such-run", { token: admin })).status).toBe(404);
    expect((await api("POST", "/workflows", { token: admin, body: { retryOf: "no-such-run" } })).status).toBe(404);
    const bad = await api("GET", "/workflows?type=everything&status=done", { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(["query.status", "query.type"]);
    const noBody = await api("POST", "/workflows", { token: admin, body: {} });
    expect(noBody.status).toBe(400);
    expect(noBody.body.issues.map((i: { path: string }) => i.path)).toEqual(["body.retryOf"]);
    for (const [method, path] of [
      ["GET", "/workflows"],
      ["GET", "/workflows/x"],
      ["POST", "/workflows"],
    ] as const) {
      expect((await api(method, path, { token: buyer, body: method === "POST" ? { retryOf: "x" } : undefined })).status, path).toBe(403);
    }
  });
});
