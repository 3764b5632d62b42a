import path from "node:path";
import { pathToFileURL } from "node:url";
import { StateMachine } from "aws-local-stepfunctions";
import { installLocalWorkflowRunner } from "../../functions/lib/workflows";
import { workflows, type WorkflowName } from "../../functions/workflows";
import { localTaskArn, withTaskResources, type WorkflowTask } from "../../functions/workflows/contract";
import { ROOT } from "./config";

type TaskHandler = (input: unknown) => Promise<unknown>;

export interface LocalExecution {
  id: string;
  workflow: WorkflowName;
  status: "RUNNING" | "SUCCEEDED" | "FAILED";
  startDate: string;
  stopDate?: string;
  error?: string;
  done: Promise<void>;
}

/**
 * Runs the workflows of functions/workflows in this process, as Step Functions runs them in AWS: the same ASL
 * (aws-local-stepfunctions), each Task state bound by name to the same handler its Lambda runs. Executions
 * start in the background (StartExecution returns at once); retry pauses are shortened so a failing task
 * does not hold a test for seconds.
 */
export function startLocalWorkflows(log: (m: string) => void = () => {}) {
  const executions = new Map<string, LocalExecution>();
  const handlers = new Map<string, Promise<TaskHandler>>();
  const load = (file: string) => {
    if (!handlers.has(file)) handlers.set(file, import(pathToFileURL(path.join(ROOT, file)).href).then((m) => m.handler as TaskHandler));
    return handlers.get(file)!;
  };
  const machines = new Map<WorkflowName, StateMachine>();
  const machineOf = (name: WorkflowName) => {
    if (!machines.has(name)) machines.set(name, new StateMachine(withTaskResources(workflows[name].definition, (state) => localTaskArn(name, state)) as never));
    return machines.get(name)!;
  };
  let seq = 0;

  installLocalWorkflowRunner((name, input) => {
    const w = workflows[name];
    const id = `local-${name}-${Date.now().toString(36)}-${(seq++).toString(36)}`;
    const tasks = w.tasks as Record<string, WorkflowTask>;
    const taskResourceLocalHandlers = Object.fromEntries(Object.entries(tasks).map(([state, t]) => [state, async (i: unknown) => (await load(t.handler))(i)]));
    const retryIntervalOverrides = Object.fromEntries(Object.keys(w.definition.States).map((s) => [s, 10]));
    const execution = machineOf(name).run(input as never, { overrides: { taskResourceLocalHandlers, retryIntervalOverrides } as never });
    const record: LocalExecution = { id, workflow: name, status: "RUNNING", startDate: new Date().toISOString(), done: Promise.resolve() };
    record.done = execution.result.then(
      () => {
        record.status = "SUCCEEDED";
        record.stopDate = new Date().toISOString();
      },
      (e: unknown) => {
        record.status = "FAILED";
        record.stopDate = new Date().toISOString();
        record.error = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
        log(`workflow ${name} ${id} failed: ${record.error}`);
      },
    );
    executions.set(id, record);
    // Keep the last executions only: a long `npm start` must not grow without bound.
    if (executions.size > 500) executions.delete(executions.keys().next().value!);
    return id;
  });

  return {
    executions,
    /** Resolves when every execution started so far has ended (tests and the seed wait on it). */
    async idle(): Promise<void> {
      while ([...executions.values()].some((e) => e.status === "RUNNING")) await Promise.all([...executions.values()].map((e) => e.done));
    },
    stop() {
      installLocalWorkflowRunner(null);
    },
  };
}
