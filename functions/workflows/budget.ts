import type { AslDefinition } from "./contract";

type State = AslDefinition["States"][string];
interface Retrier {
  ErrorEquals: string[];
  IntervalSeconds?: number;
  MaxAttempts?: number;
  BackoffRate?: number;
  MaxDelaySeconds?: number;
}

/** A Retry entry of an ASL state (JSON, so checked rather than assumed). */
const isRetrier = (r: unknown): r is Retrier => typeof r === "object" && r !== null && Array.isArray((r as { ErrorEquals?: unknown }).ErrorEquals);

/** Step Functions' retrier defaults (IntervalSeconds 1, MaxAttempts 3, BackoffRate 2). */
const retryPauses = (r: Retrier): number[] =>
  Array.from({ length: r.MaxAttempts ?? 3 }, (_, k) => Math.min((r.IntervalSeconds ?? 1) * (r.BackoffRate ?? 2) ** k, r.MaxDelaySeconds ?? Infinity));

/**
 * The longest a Task state can take: every attempt its worst retrier allows, each up to the state's own timeout,
 * with the pauses between them. A state without a timeout has no bound (Infinity).
 */
export function stateWorstSeconds(state: State): number {
  if (state.Type !== "Task") return 0;
  const timeout = typeof state.TimeoutSeconds === "number" ? state.TimeoutSeconds : Infinity;
  const retriers = Array.isArray(state.Retry) ? state.Retry.flatMap((r) => (isRetrier(r) ? [r] : [])) : [];
  const worst = Math.max(0, ...retriers.map((r) => retryPauses(r).reduce((sum, p) => sum + timeout + p, 0)));
  return timeout + worst;
}

/**
 * An upper bound of an execution's run time: every Task state of the machine at its worst, as though each ran
 * (the success and the failure path both). The machine's TimeoutSeconds must exceed it, or a run that is only
 * retrying would time out and skip its failure step.
 */
export const machineWorstSeconds = (definition: AslDefinition): number => Object.values(definition.States).reduce((sum, s) => sum + stateWorstSeconds(s), 0);
