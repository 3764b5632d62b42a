import type { Needs } from "../../shared/api/contract";

/**
 * A Step Functions workflow, defined once (never written twice by hand): its ASL and the Lambda
 * handler of each Task state. CDK (infra/stacks/workflows.ts) makes a state machine of the ASL, with each
 * Task's `Resource` placeholder `${StateName}` substituted by that task's Lambda ARN; the local stack
 * (scripts/local/workflows.ts) runs the very same ASL with aws-local-stepfunctions, binding each Task state
 * to the same handler by state name. A task handler takes the state's input and returns its output.
 */
export interface WorkflowTask {
  /** Handler source, relative to the repository root; its export `handler` runs the task. */
  handler: string;
  /** What the task's Lambda may touch; its IAM grants derive from this alone, as for routes. */
  needs: Needs;
  /** Lambda timeout (default DEFAULT_TASK_TIMEOUT_SECONDS); the state's own retry policy lives in the ASL. */
  timeoutSeconds?: number;
}

/** A task Lambda's timeout when its entry names none. */
export const DEFAULT_TASK_TIMEOUT_SECONDS = 60;
/**
 * A Task state gives up this much after its Lambda's own timeout: Step Functions then never retries a state whose
 * invocation may still be running, and an invocation lost on the way (no answer at all) still ends the state.
 */
export const TASK_STATE_MARGIN_SECONDS = 10;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export interface AslDefinition {
  Comment?: string;
  StartAt: string;
  TimeoutSeconds?: number;
  States: Record<string, { Type: string; [field: string]: Json | undefined }>;
}

export interface WorkflowDef {
  /** Short name: the state machine is "<app prefix>-<name>" and routes name it in `needs.stateMachines`. */
  name: string;
  /** Task state name → its handler. Every Task state of the definition must have one (checked by a test). */
  tasks: Record<string, WorkflowTask>;
  definition: AslDefinition;
}

/**
 * A workflow as CDK and the local runner both take it: each Task state gets its own TimeoutSeconds from its
 * task's Lambda timeout, so no state waits for ever on an invocation that will not answer.
 */
export const defineWorkflow = <const T extends WorkflowDef>(w: T): T => {
  const States = Object.fromEntries(
    Object.entries(w.definition.States).map(([name, s]) => {
      const task = (w.tasks as Record<string, WorkflowTask>)[name];
      return [
        name,
        s.Type === "Task" && task ? { ...s, TimeoutSeconds: (task.timeoutSeconds ?? DEFAULT_TASK_TIMEOUT_SECONDS) + TASK_STATE_MARGIN_SECONDS } : s,
      ];
    }),
  );
  return { ...w, definition: { ...w.definition, States } };
};

/** The placeholder a Task state's Resource carries, replaced by the task Lambda's ARN in CDK. */
export const taskResource = (state: string) => `\${${state}}`;

/**
 * The definition with each Task's placeholder replaced, as Step Functions does with CDK's
 * definitionSubstitutions; the local runner gives each task a stand-in Lambda ARN so the ASL validates fully.
 */
export function withTaskResources(definition: AslDefinition, arnOf: (state: string) => string): AslDefinition {
  const States = Object.fromEntries(
    Object.entries(definition.States).map(([name, s]) => [name, s.Type === "Task" && s.Resource === taskResource(name) ? { ...s, Resource: arnOf(name) } : s]),
  );
  return { ...definition, States };
}

/** A syntactically valid Lambda ARN for a task run locally (the handler is bound by state name instead). */
export const localTaskArn = (workflow: string, state: string) => `arn:aws:lambda:eu-central-1:000000000000:function:local-${workflow}-${state}`;
