import type { TrackedInput } from "../../domains/workflowRuns";
import { RECORD_TASKS, RESEARCH_TASKS, researchStates } from "../company-research/definition";
import { FILES } from "../../../shared/api/contract";
import { defineWorkflow, taskResource } from "../contract";
import { failurePath, TASK_RETRY, TO_FAILURE } from "../shared/retry";

/** Input of a kFair run: the booth visitor it follows up. FindOrCreate adds companyId, contactId and researchId. */
export interface KFairRunInput extends TrackedInput {
  boothId: string;
}
export interface KFairState extends KFairRunInput {
  companyId: string;
  contactId: string;
  researchId: string;
}

/**
 * The trade-fair follow-up (ADR 0141): a booth visitor becomes a company
 * and contact (matched by the duplicate rules, or created), is enriched, researched with the very states of
 * the research machine, and gets an outreach e-mail drafted for staff to approve. The run then waits as
 * awaitingApproval; POST /k-fair/workflows/{id} sends or discards the draft and completes it. Enrichment
 * failing does not stop the follow-up (its error is kept at $.enrichError).
 */
export const kFairWorkflow = defineWorkflow({
  name: "kFair",
  tasks: {
    FindOrCreate: { handler: "functions/workflows/k-fair/find-or-create.ts", needs: { table: "write", files: { access: "read", prefixes: [FILES.booth] } } },
    Enrich: { handler: "functions/workflows/k-fair/enrich.ts", needs: { table: "write", enrichment: true }, timeoutSeconds: 60 },
    ...RESEARCH_TASKS,
    DraftOutreach: { handler: "functions/workflows/k-fair/draft-outreach.ts", needs: { table: "write", ai: true, links: true }, timeoutSeconds: 120 },
    RecordFailure: RECORD_TASKS.RecordFailure,
  },
  definition: {
    Comment: "Follow up a trade-fair visitor: company and contact, enrichment, research, outreach draft",
    StartAt: "FindOrCreate",
    TimeoutSeconds: 2700,
    States: {
      FindOrCreate: { Type: "Task", Resource: taskResource("FindOrCreate"), Retry: TASK_RETRY, Catch: TO_FAILURE, Next: "Enrich" },
      Enrich: {
        Type: "Task",
        Resource: taskResource("Enrich"),
        ResultPath: null,
        Retry: TASK_RETRY,
        Catch: [{ ErrorEquals: ["States.ALL"], ResultPath: "$.enrichError", Next: "GatherFacts" }],
        Next: "GatherFacts",
      },
      ...researchStates("DraftOutreach"),
      DraftOutreach: { Type: "Task", Resource: taskResource("DraftOutreach"), ResultPath: null, Retry: TASK_RETRY, Catch: TO_FAILURE, End: true },
      ...failurePath("KFairFailed"),
    },
  },
});
