import { describe, expect, it } from "vitest";
import { workflows } from ".";
import { machineWorstSeconds, stateWorstSeconds } from "./budget";
import { DEFAULT_TASK_TIMEOUT_SECONDS, TASK_STATE_MARGIN_SECONDS, type WorkflowTask } from "./contract";

describe("workflow time budgets", () => {
  it("adds every attempt a retrier allows at the state's timeout, with its pauses", () => {
    const state = { Type: "Task", TimeoutSeconds: 10, Retry: [{ ErrorEquals: ["States.ALL"], IntervalSeconds: 2, MaxAttempts: 2, BackoffRate: 2 }] };
    expect(stateWorstSeconds(state)).toBe(10 + (10 + 2) + (10 + 4));
    expect(stateWorstSeconds({ Type: "Task" })).toBe(Infinity);
    expect(stateWorstSeconds({ Type: "Pass" })).toBe(0);
  });

  for (const [name, w] of Object.entries(workflows)) {
    it(`${name}: every Task state times out after its Lambda, and the machine only after its worst case`, () => {
      const tasks = w.tasks as Record<string, WorkflowTask>;
      for (const [state, s] of Object.entries(w.definition.States).filter(([, s]) => s.Type === "Task"))
        expect(s.TimeoutSeconds, state).toBe((tasks[state].timeoutSeconds ?? DEFAULT_TASK_TIMEOUT_SECONDS) + TASK_STATE_MARGIN_SECONDS);
      const worst = machineWorstSeconds(w.definition);
      expect(Number.isFinite(worst)).toBe(true);
      expect(w.definition.TimeoutSeconds ?? Infinity, `worst case ${worst} s`).toBeGreaterThan(worst);
    });
  }
});
