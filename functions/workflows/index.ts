import { companyResearchWorkflow } from "./company-research/definition";
import { contactUsWorkflow } from "./contact-us/definition";
import type { WorkflowDef, WorkflowTask } from "./contract";
import { kFairWorkflow } from "./k-fair/definition";
import { matchRequestWorkflow } from "./match-request/definition";
import { materialAlertsWorkflow } from "../domains/notifications/workflow";

/** Every workflow of the app, by name (the name routes give in `needs.stateMachines`). */
export const workflows = {
  matchRequest: matchRequestWorkflow,
  companyResearch: companyResearchWorkflow,
  kFair: kFairWorkflow,
  contactUs: contactUsWorkflow,
  materialAlerts: materialAlertsWorkflow,
} as const satisfies Record<string, WorkflowDef>;
export type WorkflowName = keyof typeof workflows;

export interface WorkflowTaskEntry extends WorkflowTask {
  /** "workflow.<name>.<state>": the bundle folder and the Lambda's construct id. */
  id: string;
  workflow: WorkflowName;
  state: string;
}

/** The task Lambdas of every workflow, as the route table lists the route Lambdas. */
export const workflowTaskTable: WorkflowTaskEntry[] = Object.entries(workflows).flatMap(([name, w]) =>
  Object.entries(w.tasks as Record<string, WorkflowTask>).map(([state, task]) => ({
    ...task,
    id: `workflow.${name}.${state}`,
    workflow: name as WorkflowName,
    state,
  })),
);
