import type { WorkflowRun } from "../../shared/schemas/workflow";
import { loadSecrets } from "../lib/secrets";
import { errorText, stepEnded, stepStarted, type TrackedInput } from "../domains/workflowRuns";

/**
 * A failure no retry can fix (the company was deleted, the input is invalid): the ASL's retriers list
 * "StepFailed" first with MaxAttempts 0, so it goes straight to the failure path.
 */
export class StepFailed extends Error {
  override name = "StepFailed";
}

export interface StepResult<O> {
  /** What the step did, in a line staff read in the run's record (/workflows 'Changes'). */
  summary: string;
  /** The task's output (most states discard it with ResultPath null; see the definition). */
  output?: O;
  /** Links the step adds to the run's subject (an interest it stored), shown on /workflows. */
  subject?: Partial<WorkflowRun["subject"]>;
}

/**
 * A Task state's handler for a tracked workflow: records the step's start and end on the run (each retry is
 * its own entry, so operators see the attempts) and lets errors through to the state's Retry and Catch.
 */
export function trackedTask<I extends TrackedInput, O = Record<string, never>>(step: string, run: (input: I) => Promise<StepResult<O>>) {
  return async (input: I): Promise<O | Record<string, never>> => {
    await stepStarted(input.runId, step);
    try {
      // The provider keys this task's needs give it (none for most), read at cold start as the routes do.
      await loadSecrets();
      const result = await run(input);
      await stepEnded(input.runId, step, { ok: true, summary: result.summary, subject: result.subject });
      return result.output ?? {};
    } catch (e) {
      await stepEnded(input.runId, step, { ok: false, summary: errorText(e) }).catch(() => {});
      throw e;
    }
  };
}
