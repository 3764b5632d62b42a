import { taskResource, type AslDefinition } from "../contract";

type Field = AslDefinition["States"][string][string];

/**
 * The retry and catch policy every tracked task state uses: a StepFailed (permanent) error is not retried;
 * anything else (throttling, a timeout, a provider's 5xx) is retried twice with backoff; whatever is left
 * goes to RecordFailure with the error at $.error.
 */
export const TASK_RETRY: Field = [
  { ErrorEquals: ["StepFailed"], MaxAttempts: 0 },
  { ErrorEquals: ["States.ALL"], IntervalSeconds: 2, MaxAttempts: 2, BackoffRate: 2 },
];
export const TO_FAILURE: Field = [{ ErrorEquals: ["States.ALL"], ResultPath: "$.error", Next: "RecordFailure" }];

/** The failure path: record why on the run (and its research), then end the execution failed. */
export const failurePath = (error: string) => ({
  RecordFailure: {
    Type: "Task",
    Resource: taskResource("RecordFailure"),
    ResultPath: null,
    Retry: [{ ErrorEquals: ["States.ALL"], IntervalSeconds: 2, MaxAttempts: 3, BackoffRate: 2 }],
    Catch: [{ ErrorEquals: ["States.ALL"], ResultPath: null, Next: "Failed" }],
    Next: "Failed",
  },
  Failed: { Type: "Fail", Error: error, Cause: "A step failed after its retries; the run's record says which and why" },
});
