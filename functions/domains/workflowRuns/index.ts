import { randomUUID } from "node:crypto";
import type { WorkflowRun, WorkflowStep, WorkflowType } from "../../../shared/schemas/workflow";
import { now } from "../../db/audit";
import { createRun, getRun, getRunWithDate, saveRunState } from "./queries";
import { startWorkflow } from "../../lib/workflows";
import { notFound } from "../../lib/errors";
import { logger } from "../../lib/logger";

/** The state machine (functions/workflows) behind each tracked workflow type. */
export const MACHINE = { companyResearch: "companyResearch", kFair: "kFair", contactUs: "contactUs" } as const satisfies Record<WorkflowType, string>;

/** Every task's input carries the run's id, so each step can record itself on the run. */
export interface TrackedInput {
  runId: string;
}

/**
 * Start a tracked workflow: the run record first (so /workflows shows it at once, as running), then the
 * execution, named by the run id. A start that fails marks the run failed with the reason and rethrows.
 */
export async function startTracked<I extends Record<string, unknown>>(
  type: WorkflowType,
  input: I,
  subject: WorkflowRun["subject"],
  userId: string,
  id: string = randomUUID(),
): Promise<WorkflowRun> {
  const run = await createRun({ id, type, input, subject }, userId);
  try {
    await startWorkflow(MACHINE[type], { ...input, runId: id }, id);
  } catch (e) {
    await saveRunState({ id, type }, { status: "failed", step: null, error: `Could not start: ${errorText(e)}`, steps: [], completedDate: now() });
    throw e;
  }
  return run;
}

export const errorText = (e: unknown) => (e instanceof Error ? e.message : typeof e === "string" ? e : JSON.stringify(e));

/**
 * Change a run's record as read, conditional on nobody having written it since (the end of its execution may be
 * recorded while a Lambda of it still runs), reading it again when someone had.
 */
async function changeRun(runId: string, change: (run: WorkflowRun) => Parameters<typeof saveRunState>[1]): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const run = await getRunWithDate(runId);
    if (!run) return;
    if (await saveRunState(run, change(run), { status: run.state.status, updatedDate: run.updatedDate })) return;
  }
  logger.warn("workflow run kept changing; a step's record is left out", { runId });
}

const isClosed = (run: WorkflowRun) => run.state.status === "failed" || run.state.status === "completed";

/** Record that a step started (the run shows it as its current step). */
export async function stepStarted(runId: string, name: string): Promise<void> {
  await changeRun(runId, (run) => {
    const steps: WorkflowStep[] = [...run.steps, { name, status: "running", startedDate: now(), endedDate: null, summary: null }];
    // A step re-run on a finished run (a retried or replayed task, a Lambda still running after its execution
    // ended) is recorded, but never re-opens the run nor moves its failed step.
    return isClosed(run) ? { ...run.state, steps } : { status: "running", step: name, error: run.state.error, steps };
  });
}

/** Record how a step ended; the last running step of that name is the one that ended; `subject` adds links to the run's subject. */
export async function stepEnded(
  runId: string,
  name: string,
  outcome: { ok: boolean; summary: string | null; subject?: Partial<WorkflowRun["subject"]> },
): Promise<void> {
  await changeRun(runId, (run) => {
    const steps = [...run.steps];
    const i = steps.findLastIndex((s) => s.name === name && s.status === "running");
    if (i >= 0) steps[i] = { ...steps[i], status: outcome.ok ? "completed" : "failed", endedDate: now(), summary: outcome.summary };
    return { ...run.state, steps, ...(outcome.subject ? { subject: { ...run.subject, ...outcome.subject } } : {}) };
  });
}

/** Close a run: completed, failed (with the reason staff will read in /workflows) or awaiting approval. */
export async function finishRun(
  runId: string,
  status: "completed" | "failed" | "awaitingApproval",
  error: string | null = null,
  failedStep: string | null = null,
): Promise<void> {
  const run = await getRun(runId);
  if (!run) {
    logger.warn("workflow run missing when finishing", { runId, status });
    return;
  }
  const step = status === "completed" ? null : (failedStep ?? run.state.step);
  await saveRunState(run, { status, step, error, steps: run.steps, completedDate: status === "awaitingApproval" ? null : now() });
}

/**
 * The workflowRuns service (what other domains, workflow tasks, scripts and tests call; never ./queries or
 * ./entity) is this file; the run's end (./execution-end.ts), the liveness check (./recover.ts) and Retry
 * (./retry.ts) import it and the workflow definitions, so they are files of their own, not re-exported here.
 * Runs are written directly by the starters and tasks that own them: createRun (a test or a benchmark's
 * fixture run), saveRunState (a step's state, conditioned on what the writer saw), listRunsInStatus (the sweep).
 */
export { createRun, getRun, listRuns, listRunsInStatus, saveRunState, type RunSeen } from "./queries";

/** GET /workflows/{id}: the run, or 404. */
export async function get(id: string): Promise<WorkflowRun> {
  return (await getRun(id)) ?? Promise.reject(notFound("Workflow"));
}
