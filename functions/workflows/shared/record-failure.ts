import type { WorkflowRun } from "../../../shared/schemas/workflow";
import { failResearch } from "../../domains/researches";
import { failContactRequest } from "../../domains/contactUs/records";
import { finishRun, getRun, saveRunState } from "../../domains/workflowRuns";
import { now } from "../../db/audit";
import type { AslDefinition } from "../contract";
import { workflows } from "..";

interface FailureInput {
  runId: string;
  researchId?: string;
  /** A contactUs run's request. */
  requestId?: string;
  /** What Catch put at $.error: Error (the name) and Cause (a Lambda's JSON error, or text). */
  error?: { Error?: string; Cause?: string };
}

/** The reason a staff member can read: a Lambda's errorMessage when the cause is its JSON error, else the cause. */
export function reasonOf(error: FailureInput["error"]): string {
  const cause = error?.Cause ?? "";
  try {
    const parsed = JSON.parse(cause) as { errorMessage?: string; errorType?: string };
    if (parsed.errorMessage) return parsed.errorMessage;
  } catch {
    /* not JSON: a plain cause */
  }
  return cause || error?.Error || "Unknown error";
}

/**
 * The state that failed: the furthest state on the machine's path with a recorded attempt, when that attempt did
 * not complete; otherwise the state after it. A handler that failed recorded its own attempt, but a Lambda that
 * crashed or timed out recorded nothing, so the path (the machines are linear; kFair's Enrich may fail and be
 * passed by) says where the run stopped.
 */
export function failedStateOf(definition: AslDefinition, run: Pick<WorkflowRun, "steps">): string | null {
  const path: string[] = [];
  for (let name: string | undefined = definition.StartAt; name && !path.includes(name);) {
    const state: AslDefinition["States"][string] = definition.States[name];
    if (state.Type === "Task") path.push(name);
    name = typeof state.Next === "string" ? state.Next : undefined;
  }
  const last = path.findLastIndex((name) => run.steps.some((s) => s.name === name));
  if (last < 0) return path[0] ?? null;
  const attempts = run.steps.filter((s) => s.name === path[last]);
  return attempts.at(-1)!.status === "completed" ? (path[last + 1] ?? null) : path[last];
}

/**
 * A run ends failed with the reason staff read: its research and its contact request (a sent one stays sent)
 * too, and the state that failed. The failure path's task and the record of an execution that ended without
 * reaching it (functions/domains/workflowRuns/execution-end.ts: the recovery sweep, Retry, Step Functions' status
 * change event, the local runner) both record a failure through this. Given the run as the caller read it, the
 * run's write is conditional on it (still running, not written since) and answers whether it applied.
 */
export async function recordRunFailure(
  subject: Pick<FailureInput, "runId" | "researchId" | "requestId">,
  reason: string,
  seen?: WorkflowRun & { updatedDate: string },
): Promise<boolean> {
  if (subject.researchId) await failResearch(subject.researchId, reason);
  if (subject.requestId) await failContactRequest(subject.requestId);
  if (!seen) {
    const run = await getRun(subject.runId);
    await finishRun(subject.runId, "failed", reason, run ? failedStateOf(workflows[run.type].definition, run) : null);
    return true;
  }
  const step = failedStateOf(workflows[seen.type].definition, seen);
  return saveRunState(
    seen,
    { status: "failed", step, error: reason, steps: seen.steps, completedDate: now() },
    { status: "running", updatedDate: seen.updatedDate },
  );
}

/** The failure path's task (every tracked machine): the run, and what it was producing, end failed with the reason. */
export async function handler(input: FailureInput): Promise<Record<string, never>> {
  await recordRunFailure(input, reasonOf(input.error));
  return {};
}
