import type { TrackedInput } from "../../domains/workflowRuns";
import { defineWorkflow, taskResource, type WorkflowTask } from "../contract";
import { RECORD_TASKS } from "../company-research/definition";
import { failurePath, TASK_RETRY, TO_FAILURE } from "../shared/retry";

/** Input of a contact-us run: the stored request's id (its text, address and language are read from the table). */
export interface ContactUsRunInput extends TrackedInput {
  requestId: string;
}

/**
 * The contact page's shortlist (the page promises that an AI matches and shortlists relevant materials and
 * e-mails the results; ADR 0148): the route stores the request and starts this run; Shortlist reads the
 * need from the text and ranks our listed materials (functions/core/recommend), SendShortlist e-mails the
 * visitor. Retries with backoff; a failure after them ends the run failed, visible on /workflows.
 */
export const contactUsWorkflow = defineWorkflow({
  name: "contactUs",
  tasks: {
    Shortlist: { handler: "functions/workflows/contact-us/shortlist.ts", needs: { table: "write", ai: true, links: true }, timeoutSeconds: 60 },
    SendShortlist: { handler: "functions/workflows/contact-us/send-shortlist.ts", needs: { table: "write", mail: true }, timeoutSeconds: 60 },
    ...RECORD_TASKS,
  } satisfies Record<string, WorkflowTask>,
  definition: {
    Comment: "Answer a contact-us request: shortlist matching materials, e-mail them to the visitor",
    StartAt: "Shortlist",
    TimeoutSeconds: 1200,
    States: {
      Shortlist: { Type: "Task", Resource: taskResource("Shortlist"), ResultPath: null, Retry: TASK_RETRY, Catch: TO_FAILURE, Next: "SendShortlist" },
      SendShortlist: { Type: "Task", Resource: taskResource("SendShortlist"), ResultPath: null, Retry: TASK_RETRY, Catch: TO_FAILURE, Next: "RecordSuccess" },
      RecordSuccess: { Type: "Task", Resource: taskResource("RecordSuccess"), ResultPath: null, Retry: TASK_RETRY, Catch: TO_FAILURE, End: true },
      ...failurePath("ContactUsFailed"),
    },
  },
});
