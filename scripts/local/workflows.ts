import { existsSync, readFileSync } from "node:fs";
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
 * A fault injected into a task, as a chaos test injects one into a Lambda: while the entry is in the faults
 * file, every attempt of that state (for that company, when given) throws `message`, so the definition's own
 * Retry and Catch run. Tests write the file (test/fixtures/workflow-faults.ts); nothing deployed reads it.
 */
export interface WorkflowFault {
  state: string;
  message: string;
  companyId?: string;
}

function injectedFault(file: string | undefined, state: string, input: unknown): WorkflowFault | undefined {
  if (!file || !existsSync(file)) return undefined;
  let faults: WorkflowFault[] = [];
  try {
    faults = JSON.parse(readFileSync(file, "utf8")) as WorkflowFault[];
  } catch {
    return undefined; // being rewritten: no fault this attempt
  }
  const companyId = (input as { companyId?: string } | null)?.companyId;
  return faults.find((f) => f.state === state && (!f.companyId || f.companyId === companyId));
}

/**
 * Runs the workflows of functions/workflows in this process, as Step Functions runs them in AWS: the same ASL
 * (aws-local-stepfunctions), each Task state bound by name to the same handler its Lambda runs. Executions
 * start in the background (StartExecution returns at once); retry pauses are shortened so a failing task
 * does not hold a test for seconds.
 */
export function startLocalWorkflows(log: (m: string) => void = () => {}, opts: { faultsFile?: string; stepDelayMs?: number } = {}) {
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

  installLocalWorkflowRunner((name, input, executionName) => {
    const w = workflows[name];
    const id = executionName ?? `local-${name}-${Date.now().toString(36)}-${(seq++).toString(36)}`;
    const tasks = w.tasks as Record<string, WorkflowTask>;
    const run = async (state: string, handler: string, i: unknown) => {
      // A Lambda's invoke latency, so a screen can show the steps go by (the e2e stack sets it).
      if (opts.stepDelayMs) await new Promise((r) => setTimeout(r, opts.stepDelayMs));
      const fault = injectedFault(opts.faultsFile, state, i);
      if (fault) throw new Error(fault.message);
      return (await load(handler))(i);
    };
    const taskResourceLocalHandlers = Object.fromEntries(Object.entries(tasks).map(([state, t]) => [state, (i: unknown) => run(state, t.handler, i)]));
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
    // Keep the last executions only: a long `npm start` must not grow without bound. A running one stays, as the
    // recovery sweep and Retry ask whether it is still running.
    if (executions.size > 500) {
      const ended = [...executions.values()].find((e) => e.status !== "RUNNING");
      if (ended) executions.delete(ended.id);
    }
    return id;
  }, (name, executionName) => {
    const e = executions.get(executionName);
    return e?.workflow === name && e.status === "RUNNING";
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
