import { defineWorkflow, taskResource } from "../../workflows/contract";

/** The step the matchRequest workflow runs after its matching: the sellers of the real matches are told. */
export const REQUEST_ALERTS_TASK = {
  handler: "functions/domains/notifications/steps/request-alerts.ts",
  needs: { table: "write", mail: true, live: "post" },
  timeoutSeconds: 120,
} as const;

/**
 * The material-side alerts, off the request path: a material created or changed starts it, and its one step
 * tells the open requests the material matches (ADR 0203). Retries with backoff; the step's claims make a
 * retry tell nobody twice.
 */
export const materialAlertsWorkflow = defineWorkflow({
  name: "materialAlerts",
  tasks: {
    AlertRequests: {
      handler: "functions/domains/notifications/steps/material-alerts.ts",
      needs: { table: "write", mail: true, live: "post" },
      timeoutSeconds: 300,
    },
  },
  definition: {
    Comment: "Tell the open requests a new or changed material matches",
    StartAt: "AlertRequests",
    // above the step's worst case with every retry (functions/workflows/budget.test.ts)
    TimeoutSeconds: 1500,
    States: {
      AlertRequests: {
        Type: "Task",
        Resource: taskResource("AlertRequests"),
        Retry: [{ ErrorEquals: ["States.ALL"], IntervalSeconds: 2, MaxAttempts: 3, BackoffRate: 2 }],
        Catch: [{ ErrorEquals: ["States.ALL"], ResultPath: "$.error", Next: "Failed" }],
        End: true,
      },
      Failed: { Type: "Fail", Error: "MaterialAlertsFailed", Cause: "The material alerts failed after their retries" },
    },
  },
});
