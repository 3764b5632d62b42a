import { SFNClient, StartExecutionCommand } from "@aws-sdk/client-sfn";
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
const LOCAL_RUNNER = Symbol.for("recyclate.localWorkflowRunner");

export function installLocalWorkflowRunner(runner: LocalWorkflowRunner | null): void {
  (globalThis as Record<symbol, unknown>)[LOCAL_RUNNER] = runner ?? undefined;
}

let client: SFNClient | undefined;

/** `executionName` (unique per machine for 90 days) makes a retried start idempotent; a random one otherwise. */
export async function startWorkflow(name: WorkflowName, input: object, executionName: string = randomUUID()): Promise<string> {
  const local = (globalThis as Record<symbol, LocalWorkflowRunner | undefined>)[LOCAL_RUNNER];
  if (local) return local(name, input, executionName);
  client ??= nameFailures(new SFNClient({ region: env.region, endpoint: env.endpoint("SFN"), ...sdkOptions("sfn") }), "sfn");
  const out = await client.send(new StartExecutionCommand({ stateMachineArn: `${env.stateMachineArnPrefix}${name}`, name: executionName, input: JSON.stringify(input) }));
  return out.executionArn ?? "";
}
