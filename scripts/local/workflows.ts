import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ExecutionAbortedError, ExecutionTimeoutError, StateMachine } from "aws-local-stepfunctions";
import { recordExecutionEnd, TRACKED_MACHINES, type ExecutionEnd } from "../../functions/domains/workflowRuns/execution-end";
import { installLocalWorkflowRunner } from "../../functions/lib/workflows";
import { workflows, type WorkflowName } from "../../functions/workflows";
import { localTaskArn, withTaskResources, type WorkflowTask } from "../../functions/workflows/contract";
import { ROOT } from "./config";

type TaskHandler = (input: unknown) => Promise<unknown>;

export interface LocalExecution {
  id: string;
  workflow: WorkflowName;
  status: "RUNNING" | "SUCCEEDED" | "FAILED" | "TIMED_OUT" | "ABORTED";
  startDate: string;
  stopDate?: string;
  error?: string;
  /** Resolves when the execution has ended and, for a tracked run, its end is recorded. */
  done: Promise<void>;
  /** Stop it as StopExecution does: it ends ABORTED. */
  abort(): void;
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
  /**
   * Instead of throwing, every attempt never answers (a stalled Lambda), and an execution of the state's machine
   * started while the fault stands (for that company) times out after this many seconds instead of its
   * machine's TimeoutSeconds, as it would in AWS after the machine's timeout.
   */
  stallTimeoutSeconds?: number;
}

function injectedFaults(file: string | undefined, states: string[], input: unknown): WorkflowFault[] {
  if (!file || !existsSync(file)) return [];
  let faults: WorkflowFault[] = [];
  try {
    faults = JSON.parse(readFileSync(file, "utf8")) as WorkflowFault[];
  } catch {
    return []; // being rewritten: no fault this attempt
  }
  const companyId = (input as { companyId?: string } | null)?.companyId;
  return faults.filter((f) => states.includes(f.state) && (!f.companyId || f.companyId === companyId));
}

/** How a local execution that did not succeed ended, as Step Functions reports it (status, error, cause). */
function endOf(e: unknown, timeoutSeconds: number | null): ExecutionEnd {
  if (e instanceof ExecutionTimeoutError) return { status: "TIMED_OUT", timeoutSeconds };
  if (e instanceof ExecutionAbortedError) return { status: "ABORTED" };
  // ExecutionError carries the state's error as its cause: a Fail state's Error and Cause, or a task's error.
  const failure = (e instanceof Error && e.cause instanceof Error ? e.cause : e) as { name?: string; message?: string };
  return { status: "FAILED", error: failure?.name ?? null, cause: failure?.message ?? null };
}

/**
 * Runs the workflows of functions/workflows in this process, as Step Functions runs them in AWS: the same ASL
 * (aws-local-stepfunctions), each Task state bound by name to the same handler its Lambda runs. Executions
 * start in the background (StartExecution returns at once); retry pauses are shortened so a failing task
 * does not hold a test for seconds. The machine's TimeoutSeconds holds as in AWS, and an execution can be
 * aborted; a tracked run whose execution timed out, was aborted or failed without its failure path closing it
 * is recorded failed, as the status change event records it in AWS (recordExecutionEnd).
 */
export function startLocalWorkflows(log: (m: string) => void = () => {}, opts: { faultsFile?: string; stepDelayMs?: number } = {}) {
  const executions = new Map<string, LocalExecution>();
  const handlers = new Map<string, Promise<TaskHandler>>();
  const load = (file: string) => {
    if (!handlers.has(file))
      handlers.set(
        file,
        import(pathToFileURL(path.join(ROOT, file)).href).then((m) => m.handler as TaskHandler),
      );
    return handlers.get(file)!;
  };
  const machines = new Map<WorkflowName, StateMachine>();
  const machineOf = (name: WorkflowName) => {
    if (!machines.has(name)) machines.set(name, new StateMachine(withTaskResources(workflows[name].definition, (state) => localTaskArn(name, state)) as never));
    return machines.get(name)!;
  };
  let seq = 0;

  installLocalWorkflowRunner(
    (name, input, executionName) => {
      const w = workflows[name];
      const id = executionName ?? `local-${name}-${Date.now().toString(36)}-${(seq++).toString(36)}`;
      const tasks = w.tasks as Record<string, WorkflowTask>;
      const run = async (state: string, handler: string, i: unknown) => {
        // A Lambda's invoke latency, so a screen can show the steps go by (the e2e stack sets it).
        if (opts.stepDelayMs) await new Promise((r) => setTimeout(r, opts.stepDelayMs));
        const [fault] = injectedFaults(opts.faultsFile, [state], i);
        if (fault?.stallTimeoutSeconds !== undefined) return new Promise(() => {});
        if (fault) throw new Error(fault.message);
        return (await load(handler))(i);
      };
      const taskResourceLocalHandlers = Object.fromEntries(Object.entries(tasks).map(([state, t]) => [state, (i: unknown) => run(state, t.handler, i)]));
      const retryIntervalOverrides = Object.fromEntries(Object.keys(w.definition.States).map((s) => [s, 10]));
      const stall = injectedFaults(opts.faultsFile, Object.keys(tasks), input).find((f) => f.stallTimeoutSeconds !== undefined);
      const timeoutSeconds = stall?.stallTimeoutSeconds ?? w.definition.TimeoutSeconds ?? null;
      const machine = stall
        ? new StateMachine(withTaskResources({ ...w.definition, TimeoutSeconds: stall.stallTimeoutSeconds }, (state) => localTaskArn(name, state)) as never)
        : machineOf(name);
      const execution = machine.run(input as never, { overrides: { taskResourceLocalHandlers, retryIntervalOverrides } as never });
      const record: LocalExecution = {
        id,
        workflow: name,
        status: "RUNNING",
        startDate: new Date().toISOString(),
        done: Promise.resolve(),
        abort: () => execution.abort(),
      };
      record.done = execution.result.then(
        () => {
          record.status = "SUCCEEDED";
          record.stopDate = new Date().toISOString();
        },
        async (e: unknown) => {
          const end = endOf(e, timeoutSeconds);
          record.status = end.status === "GONE" ? "FAILED" : end.status;
          record.stopDate = new Date().toISOString();
          record.error = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
          log(`workflow ${name} ${id} ended ${record.status}: ${record.error}`);
          // As the status change event does in AWS: a tracked run its failure path did not close is failed with why.
          if (TRACKED_MACHINES.includes(name))
            await recordExecutionEnd(id, end, name).catch((err: unknown) => log(`workflow ${name} ${id}: its end was not recorded: ${String(err)}`));
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
    },
    (name, executionName) => {
      const e = executions.get(executionName);
      return e?.workflow === name && e.status === "RUNNING";
    },
  );

  return {
    executions,
    /** Stop a running execution by its name, as StopExecution does (it ends ABORTED); false when none runs. */
    abort(executionName: string): boolean {
      const e = executions.get(executionName);
      if (e?.status !== "RUNNING") return false;
      e.abort();
      return true;
    },
    /** Resolves when every execution started so far has ended (tests and the seed wait on it). */
    async idle(): Promise<void> {
      while ([...executions.values()].some((e) => e.status === "RUNNING")) await Promise.all([...executions.values()].map((e) => e.done));
    },
    stop() {
      installLocalWorkflowRunner(null);
    },
  };
}
