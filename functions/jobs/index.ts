import { FILES, type Needs } from "../../shared/api/contract";

/**
 * Background jobs run on a schedule, off any request path (infra/constructs/scheduled-job.ts makes each one a
 * Lambda with an EventBridge rule; its grants derive from `needs` alone, as for routes and workflow tasks).
 */
export interface JobEntry {
  /** "job.<name>": the bundle folder and the Lambda's construct id. */
  id: string;
  /** Handler source relative to the repository root (export `handler`). */
  handler: string;
  needs: Needs;
  /** An EventBridge schedule expression. */
  schedule: string;
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
      stateMachines: ["matchRequest"],
      executions: ["companyResearch", "kFair", "contactUs"],
    },
    schedule: "rate(10 minutes)",
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
    schedule: "rate(6 hours)",
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
];
