import { DescribeExecutionCommand, SFNClient, StartExecutionCommand } from "@aws-sdk/client-sfn";
import { randomUUID } from "node:crypto";
import type { WorkflowName } from "../workflows";
import { env } from "./env";
import { nameFailures, sdkOptions } from "./sdk-options";

/**
 * Start a workflow execution (functions/workflows) and return at once. In AWS: StartExecution on the state
 * machine "<STATE_MACHINE_ARN_PREFIX><name>" (the route declares the name in `needs.stateMachines`, which
 * grants states:StartExecution on it). Locally: the local stack installs a runner (scripts/local/workflows.ts)
 * that executes the same definition in-process with aws-local-stepfunctions.
 */
export type LocalWorkflowRunner = (name: WorkflowName, input: object, executionName?: string) => string;
/** Whether the local runner is still running an execution it started (by execution name). */
export type LocalExecutionLookup = (name: WorkflowName, executionName: string) => boolean;
const LOCAL_RUNNER = Symbol.for("recyclate.localWorkflowRunner");
const LOCAL_LOOKUP = Symbol.for("recyclate.localWorkflowLookup");

export function installLocalWorkflowRunner(runner: LocalWorkflowRunner | null, isRunning?: LocalExecutionLookup): void {
  (globalThis as Record<symbol, unknown>)[LOCAL_RUNNER] = runner ?? undefined;
  (globalThis as Record<symbol, unknown>)[LOCAL_LOOKUP] = runner ? isRunning : undefined;
}

let client: SFNClient | undefined;
const sfn = () =>
  (client ??= nameFailures(new SFNClient({ region: env.region, endpoint: env.endpoint("SFN"), ...sdkOptions("sfn", env.endpoint("SFN")) }), "sfn"));

/** `executionName` (unique per machine for 90 days) makes a retried start idempotent; a random one otherwise. */
export async function startWorkflow(name: WorkflowName, input: object, executionName: string = randomUUID()): Promise<string> {
  const local = (globalThis as Record<symbol, LocalWorkflowRunner | undefined>)[LOCAL_RUNNER];
  if (local) return local(name, input, executionName);
  const out = await sfn().send(
    new StartExecutionCommand({ stateMachineArn: `${env.stateMachineArnPrefix}${name}`, name: executionName, input: JSON.stringify(input) }),
  );
  return out.executionArn ?? "";
}

/**
 * Whether an execution is still running (the recovery sweep and Retry ask before they fail a run). In AWS:
 * DescribeExecution on "<machine ARN with :execution:>:<executionName>"; an execution that never started
 * (ExecutionDoesNotExist) is not running. Locally: the in-process runner knows its executions, and a stack
 * that just started runs none, so every run in flight from before is dead.
 */
export async function isExecutionRunning(name: WorkflowName, executionName: string): Promise<boolean> {
  const local = (globalThis as Record<symbol, LocalExecutionLookup | undefined>)[LOCAL_LOOKUP];
  if ((globalThis as Record<symbol, unknown>)[LOCAL_RUNNER]) return local ? local(name, executionName) : false;
  const executionArn = `${env.stateMachineArnPrefix}${name}:${executionName}`.replace(":stateMachine:", ":execution:");
  try {
    const out = await sfn().send(new DescribeExecutionCommand({ executionArn }));
    return out.status === "RUNNING" || out.status === "PENDING_REDRIVE";
  } catch (e) {
    if ((e as { name?: string }).name === "ExecutionDoesNotExist") return false;
    throw e;
  }
}
