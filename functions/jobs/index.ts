import { FILES, type Needs } from "../../shared/api/contract";
import { TRACKED_MACHINES } from "../domains/workflowRuns/execution-end";
import type { WorkflowName } from "../workflows";

/** Step Functions execution statuses an EventBridge rule can start a job on. */
export type ExecutionEndStatus = "TIMED_OUT" | "ABORTED" | "FAILED";

/**
 * Background jobs run off any request path, on a schedule or on an event (infra/constructs/background-job.ts
 * makes each one a Lambda with an EventBridge rule; its grants derive from `needs` alone, as for routes and
 * workflow tasks).
 */
export interface JobEntry {
  /** "job.<name>": the bundle folder and the Lambda's construct id. */
  id: string;
  /** Handler source relative to the repository root (export `handler`). */
  handler: string;
  needs: Needs;
  /**
   * What starts it: an EventBridge schedule expression, or Step Functions' status change event of these
   * machines' executions ending in one of these statuses (retried, then kept in a dead-letter queue).
   */
  trigger: { schedule: string } | { executionEnded: { statuses: ExecutionEndStatus[]; workflows: WorkflowName[] } };
  timeoutSeconds: number;
  description: string;
  /**
   * A number the job logs on its one result line (`"message": <logMessage>`, field `<field>`), made a metric
   * `<metric>` that alarms when it is 1 or more.
   */
  alarm?: { logMessage: string; field: string; metric: string; description: string };
}

export const jobTable: JobEntry[] = [
  {
    id: "job.recovery",
    handler: "functions/jobs/recovery.ts",
    // Fails runs whose execution is gone (asks Step Functions), reopens k-fair sends, restarts matching, and
    // finishes company deletes (their files and their contacts' logins, as the delete route does).
    needs: {
      table: "write",
      files: { access: "write", prefixes: [FILES.companies, FILES.datasheets, FILES.leads] },
      cognito: ["AdminDeleteUser", "AdminUserGlobalSignOut"],
      // the match alerts' owed mails: instant ones cut short, the daily digests
      mail: true,
      stateMachines: ["matchRequest"],
      executions: ["companyResearch", "kFair", "contactUs"],
    },
    trigger: { schedule: "rate(10 minutes)" },
    timeoutSeconds: 300,
    description: "Recovery sweep: finish or fail work a crash or a timeout cut short",
    alarm: {
      logMessage: "recovery repaired",
      field: "repaired",
      metric: "RecoveryRepaired",
      description: "the recovery sweep repaired work a crash or a timeout had cut short (runs failed, sends reopened, matching restarted); see its log",
    },
  },
  {
    id: "job.reconcileCounters",
    handler: "functions/jobs/reconcile-counters.ts",
    needs: { table: "write" },
    trigger: { schedule: "rate(6 hours)" },
    // Up to three rounds of two looks 30 s apart over every material and lead.
    timeoutSeconds: 300,
    description: "Reconcile the analytics counters with their records",
    alarm: {
      logMessage: "counters reconciled",
      field: "repaired",
      metric: "CountersRepaired",
      description: "the counter reconciliation repaired counters that had drifted from their records",
    },
  },
  {
    id: "job.certificateExpiry",
    handler: "functions/jobs/certificate-expiry.ts",
    // Warns a company's users in the bell 60 and 30 days before a certificate expires and on the day it does.
    needs: { table: "write", live: "post" },
    trigger: { schedule: "cron(0 5 * * ? *)" },
    timeoutSeconds: 300,
    description: "Certificate expiry check: bell warnings before a company's certificates expire",
  },
  {
    id: "job.workflowEnded",
    handler: "functions/jobs/workflow-ended.ts",
    // Fails the run (and its research or contact request) of an execution that timed out, was aborted or failed
    // without its failure path recording it. It knows the app's machines by their ARN prefix, which a Lambda is
    // given with the machines named among its executions (the grant: DescribeExecution on them, unused today).
    needs: { table: "write", executions: [...TRACKED_MACHINES] },
    trigger: { executionEnded: { statuses: ["TIMED_OUT", "ABORTED", "FAILED"], workflows: TRACKED_MACHINES } },
    timeoutSeconds: 30,
    description: "Record a tracked workflow run failed when its execution timed out, was aborted or failed",
  },
];
