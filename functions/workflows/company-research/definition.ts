import type { TrackedInput } from "../../domains/workflowRuns";
import { FILES } from "../../../shared/api/contract";
import { defineWorkflow, taskResource, type WorkflowTask } from "../contract";
import { failurePath, TASK_RETRY, TO_FAILURE } from "../shared/retry";

/** Input of a research run (also the shape the kFair machine passes its research states). */
export interface ResearchRunInput extends TrackedInput {
  researchId: string;
  companyId: string;
}

const TABLE_WRITE = { table: "write" } as const;
export const RESEARCH_TASKS: Record<"GatherFacts" | "Evaluate" | "WriteReport", WorkflowTask> = {
  /** Company record, materials, contacts, documents' text and web search results → research.result.company/searchResults; status inProgress. */
  GatherFacts: {
    handler: "functions/workflows/company-research/gather-facts.ts",
    needs: { table: "write", files: { access: "read", prefixes: [FILES.companies] }, webSearch: true },
    timeoutSeconds: 120,
  },
  /** The AI engine's evaluation (buyer potential, score, comment, materials of interest and relevant materials). */
  Evaluate: { handler: "functions/workflows/company-research/evaluate.ts", needs: { ...TABLE_WRITE, ai: true, links: true }, timeoutSeconds: 120 },
  /** The markdown report → research.result.content; status completed. */
  WriteReport: { handler: "functions/workflows/company-research/write-report.ts", needs: { ...TABLE_WRITE, ai: true }, timeoutSeconds: 120 },
};

export const RECORD_TASKS: Record<"RecordSuccess" | "RecordFailure", WorkflowTask> = {
  RecordSuccess: { handler: "functions/workflows/shared/record-success.ts", needs: TABLE_WRITE },
  RecordFailure: { handler: "functions/workflows/shared/record-failure.ts", needs: TABLE_WRITE },
};

/** The research states in order, ending at `next` (each keeps its input: results go to the table, not the state). */
export function researchStates(next: string) {
  const task = (name: keyof typeof RESEARCH_TASKS, then: string) => ({
    Type: "Task",
    Resource: taskResource(name),
    ResultPath: null,
    Retry: TASK_RETRY,
    Catch: TO_FAILURE,
    Next: then,
  });
  return { GatherFacts: task("GatherFacts", "Evaluate"), Evaluate: task("Evaluate", "WriteReport"), WriteReport: task("WriteReport", next) };
}

/**
 * Company research (pending → inProgress → completed | failed; ADR
 * 0141): the route writes the research (pending) and the run, then this machine gathers facts, evaluates
 * and writes the report. Any step failing after its retries ends research and run failed with the reason.
 */
export const companyResearchWorkflow = defineWorkflow({
  name: "companyResearch",
  tasks: { ...RESEARCH_TASKS, ...RECORD_TASKS },
  definition: {
    Comment: "Research a company: gather facts, evaluate it as a buyer, write the report",
    StartAt: "GatherFacts",
    TimeoutSeconds: 1800,
    States: {
      ...researchStates("RecordSuccess"),
      RecordSuccess: { Type: "Task", Resource: taskResource("RecordSuccess"), ResultPath: null, Retry: TASK_RETRY, Catch: TO_FAILURE, End: true },
      ...failurePath("ResearchFailed"),
    },
  },
});
