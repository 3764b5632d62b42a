import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { KFairAction, WorkflowRun } from "../../shared/schemas/workflow";
import { getRunAction, INTERRUPTED_APPROVAL } from "../../functions/domains/kfair";
import { runRecovery } from "../../functions/core/recovery";
import { createRequest, getRequest, listPendingMatching, type StoredRequest, withMatchingPending } from "../../functions/domains/requests";
import { stepStarted } from "../../functions/domains/workflowRuns";
import { INTERRUPTED_RUN } from "../../functions/domains/workflowRuns/execution-end";
import { createBoothVisit } from "../../functions/domains/booth";
import { createContactRequest, getContactRequest, INTERRUPTED_SEND, sendStep } from "../../functions/domains/contactUs";
import { createRun, getRun } from "../../functions/domains/workflowRuns";
import { db } from "../../functions/db/service";
import { installLocalWorkflowRunner } from "../../functions/lib/workflows";
import { handler as draftOutreach } from "../../functions/workflows/k-fair/draft-outreach";
import { handler as findOrCreate } from "../../functions/workflows/k-fair/find-or-create";
import { handler as runMatchingTask } from "../../functions/workflows/match-request/run-matching";
import { api, login } from "../fixtures/api";
import { names, onWrites } from "../fixtures/client-hooks";
import { newTenant } from "../fixtures/factories";
import { mailTo } from "../fixtures/ses";
import { waitFor } from "../fixtures/wait";

/**
 * Nothing stays stuck: the recovery sweep (functions/core/recovery) fails runs whose execution is gone, with
 * the failure path's own record, so Retry works; e-mails are recorded sent only with SES's message id, and a
 * send cut short is never taken for sent; an approval cut while sending can be approved again and sends once;
 * a request whose matching never finished is matched by the sweep. The sweep and the steps run in this
 * process against the test stack's emulators. This process has no workflow runner of its own: the one
 * installed here says which executions are gone (the ones this file made) and runs the matching it is asked to.
 */
let admin: string;
let adminId: string;
const dead = new Set<string>();
const matchingRuns: Promise<unknown>[] = [];
/** The status an update sets (ElectroDB's value placeholder for it). */
const statusSet = (input: unknown) => (input as { ExpressionAttributeValues?: Record<string, unknown> }).ExpressionAttributeValues?.[":status_u0"];
const HOUR_AGO = () => new Date(Date.now() - 3600_000).toISOString();

beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  const a = await login("admin@example.com");
  admin = a.accessToken;
  adminId = a.userId;
  installLocalWorkflowRunner(
    (name, input, executionName) => {
      if (name === "matchRequest") matchingRuns.push(runMatchingTask(input as never));
      return executionName ?? randomUUID();
    },
    (_, executionName) => !dead.has(executionName),
  );
});
afterAll(() => installLocalWorkflowRunner(null));

/** A run record whose execution died (killed, timed out) after `steps` started, last written an hour ago. */
async function stuckRun(type: WorkflowRun["type"], input: Record<string, unknown>, steps: string[]) {
  const id = randomUUID();
  await createRun({ id, type, input, subject: { label: `Stuck ${id.slice(0, 6)}` } }, adminId);
  for (const s of steps) await stepStarted(id, s);
  await db().workflowRun.patch({ id }).composite({ type }).set({ updatedDate: HOUR_AGO() }).go();
  dead.add(id);
  return id;
}

async function contactRequest() {
  const id = randomUUID();
  const email = `visitor.${id.slice(0, 8)}@recover.example`;
  await createContactRequest(
    { id, companyName: "Recover GmbH", personName: "Rita Recover", email, message: "We need 20 t of rPP black", language: "en" },
    "public",
  );
  return { id, email };
}

describe("the recovery sweep and Retry on runs cut short", () => {
  it("fails a run stuck running with its failed step and a reason, leaves a live one alone, and Retry then runs it", async () => {
    const { id: requestId, email } = await contactRequest();
    const runId = await stuckRun("contactUs", { requestId }, ["Shortlist"]);
    // A run of the same age whose execution still runs is not touched.
    const alive = await stuckRun("contactUs", { requestId: randomUUID() }, ["Shortlist"]);
    dead.delete(alive);

    const figures = await runRecovery();
    const stuck = figures.find((f) => f.name === "stuckRuns")!;
    expect(stuck.repaired).toBeGreaterThanOrEqual(1);
    const run = (await getRun(runId))!;
    expect(run.state).toEqual({ status: "failed", step: "Shortlist", error: INTERRUPTED_RUN });
    expect((await getContactRequest(requestId))!.status).toBe("failed");
    expect((await getRun(alive))!.state.status).toBe("running");

    const retried = await api<WorkflowRun>("POST", "/workflows", { token: admin, body: { retryOf: runId } });
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    await waitFor(
      "the retry run",
      async () => (await getRun(retried.body.id))?.state.status,
      (s) => s === "completed",
    );
    const request = (await getContactRequest(requestId))!;
    expect(request.status).toBe("sent");
    expect(request.sesMessageId).toBeTruthy();
    expect(await mailTo(email)).toHaveLength(1);
  });

  it("Retry itself fails and retries a run left running whose execution is gone (409 before)", async () => {
    const { id: requestId, email } = await contactRequest();
    const runId = await stuckRun("contactUs", { requestId }, ["Shortlist", "SendShortlist"]);
    const retried = await api<WorkflowRun>("POST", "/workflows", { token: admin, body: { retryOf: runId } });
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    expect((await getRun(runId))!.state).toMatchObject({ status: "failed", step: "SendShortlist" });
    await waitFor(
      "the retry run",
      async () => (await getRun(retried.body.id))?.state.status,
      (s) => s === "completed",
    );
    expect(await mailTo(email)).toHaveLength(1);
  });
});

describe("a contact-us send is recorded truthfully", () => {
  it("marks 'sending' before SES and 'sent' with SES's message id after it", async () => {
    const { id, email } = await contactRequest();
    const seen: string[] = [];
    const stop = onWrites((input) => {
      if (names(input, "contactRequest")) seen.push(String(statusSet(input) ?? "?"));
    });
    try {
      await sendStep(id);
    } finally {
      stop();
    }
    expect(seen).toEqual(["sending", "sent"]);
    const r = (await getContactRequest(id))!;
    expect(r).toMatchObject({ status: "sent", sentDate: expect.any(String), sesMessageId: expect.any(String) });
    expect(await mailTo(email)).toHaveLength(1);
    // A retried step sends nothing twice.
    expect(await sendStep(id)).toBe("Already sent");
    expect(await mailTo(email)).toHaveLength(1);
  });

  it("a send cut after SES took it is not taken for sent: the run fails 'may not have gone out', and Retry sends once", async () => {
    const { id: requestId, email } = await contactRequest();
    // SES takes the mail, and the write that would record it never happens (the process died there).
    const stop = onWrites((input) => {
      if (names(input, "contactRequest") && statusSet(input) === "sent") throw new Error("killed after the send");
    });
    await expect(sendStep(requestId)).rejects.toThrow("killed after the send");
    stop();
    expect((await getContactRequest(requestId))!.status).toBe("sending");
    // The step's retry does not claim it was sent, nor send again.
    await expect(sendStep(requestId)).rejects.toThrow(INTERRUPTED_SEND);
    expect(await mailTo(email)).toHaveLength(1);

    const runId = await stuckRun("contactUs", { requestId }, ["Shortlist", "SendShortlist"]);
    await runRecovery();
    expect((await getRun(runId))!.state).toEqual({ status: "failed", step: "SendShortlist", error: INTERRUPTED_SEND });
    expect((await getContactRequest(requestId))!.status).toBe("failed");
    const retried = await api<WorkflowRun>("POST", "/workflows", { token: admin, body: { retryOf: runId } });
    expect(retried.status).toBe(201);
    await waitFor(
      "the retry run",
      async () => (await getRun(retried.body.id))?.state.status,
      (s) => s === "completed",
    );
    expect((await getContactRequest(requestId))!).toMatchObject({ status: "sent", sesMessageId: expect.any(String) });
    expect(await mailTo(email)).toHaveLength(2);
  });
});

describe("a k-fair approval cut while sending", () => {
  async function drafted() {
    const boothId = randomUUID();
    const runId = randomUUID();
    const email = `kfair.${boothId.slice(0, 8)}@recover.example`;
    await createBoothVisit(
      {
        id: boothId,
        companyName: `Recover Fair ${boothId.slice(0, 6)}`,
        companyType: "brandOwner",
        companyCountry: "FR",
        personName: "Claire Dubois",
        email,
        position: "Buyer",
      },
      adminId,
    );
    await createRun({ id: runId, type: "kFair", input: { boothId }, subject: { boothId } }, adminId);
    const state = await findOrCreate({ runId, boothId });
    await draftOutreach(state as never);
    const action = (await api<{ items: KFairAction[] }>("GET", `/k-fair/workflows/${runId}/actions`, { token: admin })).body.items[0];
    return { runId, email, action };
  }

  it("can be approved again once the sweep reopened it, and then sends exactly once; approving a sent one changes nothing", async () => {
    const { runId, email, action } = await drafted();
    const { decide } = await import("../../functions/domains/kfair");
    // SES takes the mail; the process dies before the message is recorded as sent.
    const stop = onWrites((input) => {
      if (names(input, "kFairMessage") && statusSet(input) === "sent") throw new Error("killed after the send");
    });
    await expect(decide(runId, { actionId: action.id, decision: "approve" }, { userId: adminId })).rejects.toThrow("killed after the send");
    stop();
    expect(await mailTo(email)).toHaveLength(1);
    expect((await getRunAction(runId, action.id))!.status).toBe("sending");
    // Within the send's lease it is being sent: no second mail.
    expect((await api("POST", `/k-fair/workflows/${runId}`, { token: admin, body: { actionId: action.id, decision: "approve" } })).status).toBe(409);

    // Past its lease, the sweep reopens it and says why.
    await db().kFairAction.patch({ runId, id: action.id }).set({ status: "sending", updatedDate: HOUR_AGO() }).go();
    const figures = await runRecovery();
    expect(figures.find((f) => f.name === "kFairSends")!.repaired).toBeGreaterThanOrEqual(1);
    expect((await getRunAction(runId, action.id))!.status).toBe("pending");
    expect((await getRun(runId))!.state).toMatchObject({ status: "awaitingApproval", error: INTERRUPTED_APPROVAL });

    const again = await api("POST", `/k-fair/workflows/${runId}`, { token: admin, body: { actionId: action.id, decision: "approve" } });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.action.status).toBe("approved");
    expect(again.body.message).toMatchObject({ status: "sent", sentDate: expect.any(String) });
    expect(again.body.run.state.status).toBe("completed");
    expect(await mailTo(email)).toHaveLength(2);
    expect((await db().kFairMessage.get({ runId, id: action.messageId }).go()).data!.sesMessageId).toBeTruthy();
    // Approving an action already sent changes nothing, and sends nothing.
    expect((await api("POST", `/k-fair/workflows/${runId}`, { token: admin, body: { actionId: action.id, decision: "approve" } })).status).toBe(409);
    expect(await mailTo(email)).toHaveLength(2);
  });

  it("a send left 'sending' past its lease is sent again by approving, without the sweep", async () => {
    const { runId, email, action } = await drafted();
    const stale = HOUR_AGO();
    await db().kFairAction.patch({ runId, id: action.id }).set({ status: "sending", decidedBy: adminId, decidedDate: stale, updatedDate: stale }).go();
    const [a, b] = await Promise.all(
      [0, 1].map(() => api("POST", `/k-fair/workflows/${runId}`, { token: admin, body: { actionId: action.id, decision: "approve" } })),
    );
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await mailTo(email)).toHaveLength(1);
  });
});

describe("matching cut short", () => {
  it("a request whose matching never recorded its outcome is matched by the sweep, and the flag is gone", async () => {
    const buyer = await newTenant();
    const at = new Date().toISOString();
    const record = {
      id: randomUUID(),
      type: "buy",
      description: "Recovered request",
      companyId: buyer.companyId,
      status: "open",
      materialType: "pp",
      createdDate: at,
      updatedDate: at,
      createdBy: adminId,
      updatedBy: adminId,
      version: 1,
    } as unknown as StoredRequest;
    // Written flagged an hour ago, and the run that should have matched it never ran.
    await createRequest(withMatchingPending(record, HOUR_AGO()));
    expect((await listPendingMatching(new Date().toISOString(), 500)).map((r) => r.id)).toContain(record.id);

    const figures = await runRecovery();
    expect(figures.find((f) => f.name === "pendingMatching")!.repaired).toBeGreaterThanOrEqual(1);
    await Promise.all(matchingRuns);
    const after = (await getRequest(record.id))!;
    expect(after.matchedDate).toBeTruthy();
    expect(after.status).toMatch(/matching_completed|no_matches/);
    expect(after.matchingStartedDate).toBeUndefined();
    expect((await listPendingMatching(new Date().toISOString(), 500)).map((r) => r.id)).not.toContain(record.id);
  });

  it("a new request is flagged until its run records the outcome, and the answer never shows the flag", async () => {
    const buyer = await newTenant();
    const r = await api("POST", "/material-requests", { token: buyer.accessToken, body: { description: "Flagged request", materialType: "pp" } });
    expect(r.status).toBe(201);
    expect(r.body).not.toHaveProperty("matchingStartedDate");
    await waitFor("the matching", async () => (await getRequest(r.body.id))?.matchedDate, Boolean);
    expect((await getRequest(r.body.id))!.matchingStartedDate).toBeUndefined();
  });
});
