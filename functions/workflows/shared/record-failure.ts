import { failResearch } from "../../core/researches/start";
import { finishRun } from "../../core/workflow-runs";

interface FailureInput {
  runId: string;
  researchId?: string;
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

/** The failure path's task (both machines): the run, and the research it was producing, end failed with the reason. */
export async function handler(input: FailureInput): Promise<Record<string, never>> {
  const reason = reasonOf(input.error);
  if (input.researchId) await failResearch(input.researchId, reason);
  await finishRun(input.runId, "failed", reason);
  return {};
}
