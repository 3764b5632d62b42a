import { finishRun } from "../../domains/workflowRuns";

/** The last state of a run that needs no one's approval: the run is completed. */
export async function handler(input: { runId: string }): Promise<Record<string, never>> {
  await finishRun(input.runId, "completed");
  return {};
}
