import { id, pageQuery } from "./common";
import * as z from "./zod";
import { workflowTypes, workflowStatuses, kFairActionStatuses } from "./enums";

/**
 * Workflow runs: one record per
 * execution of the companyResearch and kFair state machines, written by the starter and by each task, so
 * /workflows lists them from an index (no ListExecutions fan-out) and shows why a run failed.
 */
export type WorkflowType = (typeof workflowTypes)[number];
export type WorkflowStatus = (typeof workflowStatuses)[number];

export const WorkflowListQuery = z.extend(pageQuery, {
  type: z.optional(z.enum(workflowTypes)),
  status: z.optional(z.enum(workflowStatuses)),
});

/** POST /workflows: re-run a failed or finished run with its original input (the /workflows Retry action). */
export const WorkflowStart = z.object({ retryOf: id });

export interface WorkflowStep {
  name: string;
  status: "running" | "completed" | "failed";
  startedDate: string;
  endedDate: string | null;
  /** A short, staff-readable summary of what the step did or why it failed. */
  summary: string | null;
}

export interface WorkflowRun {
  id: string;
  type: WorkflowType;
  state: { status: WorkflowStatus; step: string | null; error: string | null };
  input: Record<string, unknown>;
  /** What the run is about, for links from /workflows; `label` names it (the company, the visitor); `interestId`: the interest a step stored for staff. */
  subject: { label?: string; companyId?: string; researchId?: string; boothId?: string; suspectId?: string; retryOf?: string; interestId?: string };
  steps: WorkflowStep[];
  createdDate: string;
  completedDate: string | null;
  createdBy: string;
}

/** GET /workflows: the table's row (the full record is loaded by id when the Changes dialog opens). */
export type WorkflowListItem = Omit<WorkflowRun, "steps" | "input">;

/* ---------------------------------------------------------------- k-fair ---------------------------------------------------------------- */

export interface KFairAction {
  id: string;
  type: "sendOutreachEmail";
  status: (typeof kFairActionStatuses)[number];
  messageId: string;
  createdDate: string;
  decidedDate: string | null;
  decidedBy: string | null;
}

export interface KFairMessage {
  id: string;
  to: { name: string | null; email: string }[];
  subject: string;
  /** HTML (sanitised when drafted and again when shown). */
  body: string;
  status: "draft" | "sent" | "discarded";
  createdDate: string;
  sentDate: string | null;
}

/** POST /k-fair/workflows/{id}: approve (send as drafted or as edited) or reject the pending action. */
export const KFairDecision = z.object({
  actionId: id,
  decision: z.enum(["approve", "reject"]),
  subject: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(300))),
  body: z.optional(z.string().check(z.minLength(1), z.maxLength(50_000))),
});

export { workflowTypes, workflowStatuses, kFairActionStatuses };
