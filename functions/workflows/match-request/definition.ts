import { REQUEST_ALERTS_TASK } from "../../domains/notifications/workflow";
import { defineWorkflow, taskResource } from "../contract";

/** Input of the matching workflow: which request, who caused the run, and whether the run may set the status. */
export interface MatchRequestInput {
  requestId: string;
  userId: string;
  keepStatus: boolean;
  /** The request's matchingStartedDate this run was started under: its outcome clears that flag. */
  startedDate?: string;
}

/**
 * The matching run of a new or changed material request (ADR 0105): off the request path, so the
 * buyer's POST answers at once with status open and the run sets matching_completed or no_matches. Retries
 * transient failures (throttling, a timeout) with backoff; after the last one the execution ends failed with
 * the error (the workflows stack alarms on failed executions) and the request stays open, with no matching
 * date, until staff re-run it from the request page.
 */
export const matchRequestWorkflow = defineWorkflow({
  name: "matchRequest",
  tasks: {
    RunMatching: { handler: "functions/workflows/match-request/run-matching.ts", needs: { table: "write", live: "post" }, timeoutSeconds: 120 },
    AlertMatches: REQUEST_ALERTS_TASK,
  },
  definition: {
    Comment: "Rank the candidate materials of a material request and write its matches",
    StartAt: "RunMatching",
    // above the worst case of both steps with every retry (functions/workflows/budget.test.ts)
    TimeoutSeconds: 1200,
    States: {
      RunMatching: {
        Type: "Task",
        Resource: taskResource("RunMatching"),
        Retry: [{ ErrorEquals: ["States.ALL"], IntervalSeconds: 2, MaxAttempts: 3, BackoffRate: 2 }],
        Catch: [{ ErrorEquals: ["States.ALL"], ResultPath: "$.error", Next: "Failed" }],
        ResultPath: null,
        Next: "AlertMatches",
      },
      // the sellers of the real matches are told (functions/domains/notifications)
      AlertMatches: {
        Type: "Task",
        Resource: taskResource("AlertMatches"),
        Retry: [{ ErrorEquals: ["States.ALL"], IntervalSeconds: 2, MaxAttempts: 3, BackoffRate: 2 }],
        Catch: [{ ErrorEquals: ["States.ALL"], ResultPath: "$.error", Next: "AlertsFailed" }],
        End: true,
      },
      Failed: { Type: "Fail", Error: "MatchingFailed", Cause: "The matching run failed after its retries" },
      // the matches are written by then: only the sellers' alerts are missing
      AlertsFailed: { Type: "Fail", Error: "AlertsFailed", Cause: "The matches were written; telling their sellers failed after its retries" },
    },
  },
});
