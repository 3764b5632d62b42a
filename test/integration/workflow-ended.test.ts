import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { EventBridgeEvent } from "aws-lambda";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { WorkflowListItem, WorkflowRun } from "../../shared/schemas/workflow";
import { finishRun, startTracked, stepEnded, stepStarted } from "../../functions/domains/workflowRuns";
import type { StatusChangeDetail } from "../../functions/domains/workflowRuns/execution-end";
import { createContactRequest, getContactRequest } from "../../functions/domains/contactUs";
import { createRun } from "../../functions/domains/workflowRuns";
import { handler as workflowEnded } from "../../functions/jobs/workflow-ended";
import { workflows } from "../../functions/workflows";
import { startLocalWorkflows, type WorkflowFault } from "../../scripts/local/workflows";
import { api, login } from "../fixtures/api";
import { names, onWrites } from "../fixtures/client-hooks";

/**
 * A tracked run never stays "running" after its execution ended: Step Functions' status change event (TIMED_OUT,
 * ABORTED, FAILED; functions/jobs/workflow-ended.ts) and the local runner (scripts/local/workflows.ts) record it
 * failed with the reason, and /workflows shows it. A run already closed, or an event seen before, changes
 * nothing. The handler and a runner of its own run in this process against the test stack's emulators.
 */
let admin: string;
let adminId: string;
let faultsDir: string;
let faultsFile: string;
let flows: ReturnType<typeof startLocalWorkflows>;

beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  const a = await login("admin@example.com");
  admin = a.accessToken;
  adminId = a.userId;
  faultsDir = mkdtempSync(path.join(tmpdir(), "workflow-ended-"));
  faultsFile = path.join(faultsDir, "faults.json");
  flows = startLocalWorkflows(() => {}, { faultsFile });
});
afterAll(async () => {
  writeFileSync(faultsFile, "[]");
  await flows.idle();
  flows.stop();
  rmSync(faultsDir, { recursive: true, force: true });
});

const machineArn = (name: string) => `${process.env.STATE_MACHINE_ARN_PREFIX}${name}`;

/** Step Functions' event for an execution of `machine` named `runId` that ended in `status`. */
function statusChange(
  runId: string,
  status: string,
  extra: Partial<StatusChangeDetail> = {},
  machine = "contactUs",
): EventBridgeEvent<"Step Functions Execution Status Change", StatusChangeDetail> {
  return {
    version: "0",
    id: randomUUID(),
    "detail-type": "Step Functions Execution Status Change",
    source: "aws.states",
    account: "000000000000",
    time: new Date().toISOString(),
    region: "eu-central-1",
    resources: [`${machineArn(machine).replace(":stateMachine:", ":execution:")}:${runId}`],
    detail: { name: runId, stateMachineArn: machineArn(machine), status, error: null, cause: null, ...extra },
  };
}

/** A contact-us run in flight (its Shortlist step started), as its execution left it. */
async function runningRun(): Promise<{ runId: string; requestId: string }> {
  const requestId = randomUUID();
  await createContactRequest(
    {
      id: requestId,
      companyName: "Ended GmbH",
      personName: "Erin Ended",
      email: `ended.${requestId.slice(0, 8)}@ended.example`,
      message: "We need 5 t of rPE",
      language: "en",
    },
    "public",
  );
  const runId = randomUUID();
  await createRun({ id: runId, type: "contactUs", input: { requestId }, subject: { label: `Ended ${runId.slice(0, 6)}` } }, adminId);
  await stepStarted(runId, "Shortlist");
  return { runId, requestId };
}

const getRunOverHttp = async (id: string): Promise<WorkflowRun> => {
  const r = await api<WorkflowRun>("GET", `/workflows/${id}`, { token: admin });
  expect(r.status).toBe(200);
  return r.body;
};

/** The run as the /workflows screen lists it (failed contact-us runs, newest first). */
async function listedFailed(id: string): Promise<WorkflowListItem | undefined> {
  const r = await api<{ items: WorkflowListItem[] }>("GET", "/workflows?type=contactUs&status=failed", { token: admin });
  expect(r.status).toBe(200);
  return r.body.items.find((i) => i.id === id);
}

/** Run `fn` counting the writes of workflow runs it makes. */
async function runWrites(fn: () => Promise<unknown>): Promise<number> {
  let n = 0;
  const stop = onWrites((input) => {
    if (names(input, "workflowRun")) n++;
  });
  try {
    await fn();
  } finally {
    stop();
  }
  return n;
}

describe("Step Functions' status change event (the recorder Lambda)", () => {
  it("a timed-out execution's run shows failed in /workflows with the reason and the step, and its request failed", async () => {
    const { runId, requestId } = await runningRun();
    expect(await workflowEnded(statusChange(runId, "TIMED_OUT"))).toEqual({ recorded: true });
    const seconds = workflows.contactUs.definition.TimeoutSeconds;
    expect(seconds).toBeGreaterThan(0);
    expect(await listedFailed(runId)).toMatchObject({
      state: { status: "failed", step: "Shortlist", error: `Timed out after ${seconds} s` },
      completedDate: expect.any(String),
    });
    expect((await getRunOverHttp(runId)).state).toEqual({ status: "failed", step: "Shortlist", error: `Timed out after ${seconds} s` });
    expect((await getContactRequest(requestId))!.status).toBe("failed");
  });

  it("a duplicate event changes nothing (no write)", async () => {
    const { runId } = await runningRun();
    expect(await runWrites(() => workflowEnded(statusChange(runId, "ABORTED")))).toBeGreaterThan(0); // the count sees the first record
    const before = await getRunOverHttp(runId);
    expect(before.state).toMatchObject({ status: "failed", error: "Aborted" });
    let again: unknown;
    expect(await runWrites(async () => (again = await workflowEnded(statusChange(runId, "ABORTED"))))).toBe(0);
    expect(again).toEqual({ recorded: false });
    // A later event of another kind for the same execution does not rewrite the reason either.
    expect(await runWrites(() => workflowEnded(statusChange(runId, "TIMED_OUT")))).toBe(0);
    expect(await getRunOverHttp(runId)).toEqual(before);
  });

  it("a run that already succeeded, or that its own failure path failed, is not overwritten", async () => {
    const { runId: done } = await runningRun();
    await finishRun(done, "completed");
    const completed = await getRunOverHttp(done);
    expect(await runWrites(() => workflowEnded(statusChange(done, "FAILED", { error: "States.Runtime", cause: "late" })))).toBe(0);
    expect(await getRunOverHttp(done)).toEqual(completed);

    const { runId: failed } = await runningRun();
    await finishRun(failed, "failed", "Forced failure: the AI engine is unavailable", "Shortlist");
    const own = await getRunOverHttp(failed);
    expect(
      await runWrites(() =>
        workflowEnded(
          statusChange(failed, "FAILED", { error: "ContactUsFailed", cause: "A step failed after its retries; the run's record says which and why" }),
        ),
      ),
    ).toBe(0);
    expect(await getRunOverHttp(failed)).toEqual(own);
  });

  it("a run that finishes between the recorder's read and its write keeps its own end (the write is conditional)", async () => {
    const { runId } = await runningRun();
    let slipped = false;
    const stop = onWrites(async (input) => {
      if (slipped || !names(input, "workflowRun")) return;
      slipped = true;
      await finishRun(runId, "completed"); // another writer closes the run first
    });
    try {
      expect(await workflowEnded(statusChange(runId, "TIMED_OUT"))).toEqual({ recorded: false });
    } finally {
      stop();
    }
    expect(slipped).toBe(true);
    expect((await getRunOverHttp(runId)).state).toEqual({ status: "completed", step: null, error: null });
  });

  it("a Lambda still running after its execution timed out does not reopen the run its end failed, even when it writes between the two", async () => {
    const { runId } = await runningRun();
    let slipped = false;
    const stop = onWrites(async (input) => {
      if (slipped || !names(input, "workflowRun")) return;
      slipped = true;
      await workflowEnded(statusChange(runId, "TIMED_OUT")); // the end is recorded between the step's read and its write
    });
    try {
      await stepEnded(runId, "Shortlist", { ok: true, summary: "3 material(s) shortlisted" });
    } finally {
      stop();
    }
    expect(slipped).toBe(true);
    await stepStarted(runId, "SendShortlist");
    const run = await getRunOverHttp(runId);
    expect(run.state).toEqual({ status: "failed", step: "Shortlist", error: `Timed out after ${workflows.contactUs.definition.TimeoutSeconds} s` });
    // The steps are still recorded, so staff see what ran after the end.
    expect(run.steps.map((s) => [s.name, s.status])).toEqual([
      ["Shortlist", "completed"],
      ["SendShortlist", "running"],
    ]);
  });

  it("a failed execution's run takes the error's message; events of other machines, other statuses or unknown runs record nothing", async () => {
    const { runId } = await runningRun();
    const cause = JSON.stringify({ errorType: "Error", errorMessage: "Task handler crashed outside a Catch" });
    expect(await workflowEnded(statusChange(runId, "FAILED", { error: "Error", cause }))).toEqual({ recorded: true });
    expect((await getRunOverHttp(runId)).state).toEqual({ status: "failed", step: "Shortlist", error: "Task handler crashed outside a Catch" });

    const { runId: other } = await runningRun();
    expect(await workflowEnded(statusChange(other, "TIMED_OUT", {}, "matchRequest"))).toEqual({ recorded: false });
    expect(await workflowEnded(statusChange(other, "SUCCEEDED"))).toEqual({ recorded: false });
    expect(await workflowEnded(statusChange(randomUUID(), "TIMED_OUT"))).toEqual({ recorded: false });
    expect((await getRunOverHttp(other)).state.status).toBe("running");
  });
});

describe("the local runner records executions that end without their failure path", () => {
  const fault = (f: Partial<WorkflowFault> & { state: string }) => writeFileSync(faultsFile, JSON.stringify([{ message: "test fault", ...f }]));
  const start = async (): Promise<{ runId: string; requestId: string }> => {
    const requestId = randomUUID();
    await createContactRequest(
      {
        id: requestId,
        companyName: "Local GmbH",
        personName: "Lou Local",
        email: `local.${requestId.slice(0, 8)}@ended.example`,
        message: "We need 5 t of rPP",
        language: "en",
      },
      "public",
    );
    const run = await startTracked("contactUs", { requestId }, { label: "Local end" }, adminId);
    return { runId: run.id, requestId };
  };

  it("an execution whose machine timeout elapses (a step that never answers) shows failed with the timeout", async () => {
    fault({ state: "Shortlist", stallTimeoutSeconds: 1 });
    const { runId, requestId } = await start();
    await flows.idle();
    writeFileSync(faultsFile, "[]");
    expect(flows.executions.get(runId)!.status).toBe("TIMED_OUT");
    expect(await listedFailed(runId)).toMatchObject({ state: { status: "failed", step: "Shortlist", error: "Timed out after 1 s" } });
    expect((await getContactRequest(requestId))!.status).toBe("failed");
  });

  it("an aborted execution shows failed, 'Aborted'", async () => {
    fault({ state: "Shortlist", stallTimeoutSeconds: 600 });
    const { runId } = await start();
    expect(flows.abort(runId)).toBe(true);
    await flows.idle();
    writeFileSync(faultsFile, "[]");
    expect(flows.executions.get(runId)!.status).toBe("ABORTED");
    expect((await getRunOverHttp(runId)).state).toEqual({ status: "failed", step: "Shortlist", error: "Aborted" });
  });

  it("an execution that fails because its failure step failed too shows failed and says so; one its failure path recorded keeps that reason", async () => {
    writeFileSync(
      faultsFile,
      JSON.stringify([
        { state: "Shortlist", message: "Shortlist down" },
        { state: "RecordFailure", message: "Table down" },
      ]),
    );
    const { runId } = await start();
    await flows.idle();
    expect(flows.executions.get(runId)!.status).toBe("FAILED");
    expect((await getRunOverHttp(runId)).state).toEqual({
      status: "failed",
      step: "Shortlist",
      error: expect.stringMatching(/^Failed \(ContactUsFailed\), and the failure step could not record why/),
    });

    writeFileSync(faultsFile, JSON.stringify([{ state: "Shortlist", message: "Shortlist down" }]));
    const { runId: recorded } = await start();
    await flows.idle();
    writeFileSync(faultsFile, "[]");
    expect(flows.executions.get(recorded)!.status).toBe("FAILED");
    expect((await getRunOverHttp(recorded)).state).toEqual({ status: "failed", step: "Shortlist", error: "Shortlist down" });
  });
});
