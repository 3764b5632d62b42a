import type { WorkflowListItem, WorkflowRun, WorkflowStatus, WorkflowStep, WorkflowType } from "../../../shared/schemas/workflow";
import { isConditionFailure } from "../../lib/errors";
import { now } from "../../db/audit";
import type { Position } from "../../db/cursor";
import { after, orderedPage, type OrderedList, type PageOpts } from "../../db/queries/ordered-lists";
import { db } from "../../db/service";
import type { WorkflowRunItem } from "./entity";

const toRun = (item: WorkflowRunItem): WorkflowRun => ({
  id: item.id,
  type: item.type,
  state: { status: item.status, step: item.step ?? null, error: item.error ?? null },
  input: (item.input as Record<string, unknown>) ?? {},
  subject: (item.subject as WorkflowRun["subject"]) ?? {},
  steps: (item.steps as WorkflowStep[]) ?? [],
  createdDate: item.createdDate,
  completedDate: item.completedDate ?? null,
  createdBy: item.createdBy,
});

const toListItem = (item: WorkflowRunItem): WorkflowListItem => {
  const { steps: _s, input: _i, ...rest } = toRun(item);
  return rest;
};

export async function createRun(
  run: { id: string; type: WorkflowType; input: Record<string, unknown>; subject: WorkflowRun["subject"] },
  userId: string,
): Promise<WorkflowRun> {
  const at = now();
  const { data } = await db()
    .workflowRun.create({ ...run, status: "running", steps: [], createdDate: at, updatedDate: at, createdBy: userId })
    .go();
  return toRun(data);
}

export async function getRun(id: string): Promise<WorkflowRun | null> {
  const { data } = await db().workflowRun.get({ id }).go({ consistent: true });
  return data ? toRun(data) : null;
}

/** A run with when it was last written (whether it is still in flight is judged by it). */
export async function getRunWithDate(id: string): Promise<(WorkflowRun & { updatedDate: string }) | null> {
  const { data } = await db().workflowRun.get({ id }).go({ consistent: true });
  return data ? { ...toRun(data), updatedDate: data.updatedDate } : null;
}

/** The run as a writer read it: a conditional write applies only while the stored run is still this one. */
export interface RunSeen {
  status: WorkflowStatus;
  updatedDate: string;
}

/**
 * Replace a run's state and steps (a run's steps are sequential, so the task that writes owns the record). The
 * type is the run's (read-only): the type-and-status index key is rebuilt from it when the status changes.
 * With `seen`, the write applies only while the run still has that status and was not written since (a run
 * carries no version; its updatedDate serves as one) and answers false otherwise.
 */
export async function saveRunState(
  { id, type }: { id: string; type: WorkflowType },
  state: {
    status: WorkflowStatus;
    step: string | null;
    error: string | null;
    steps: WorkflowStep[];
    completedDate?: string | null;
    subject?: WorkflowRun["subject"];
  },
  seen?: RunSeen,
): Promise<boolean> {
  const set: Record<string, unknown> = { status: state.status, steps: state.steps, updatedDate: now() };
  if (state.subject) set.subject = state.subject;
  const remove: string[] = [];
  for (const [k, v] of [
    ["step", state.step],
    ["error", state.error],
    ["completedDate", state.completedDate],
  ] as const) {
    if (v) set[k] = v;
    else if (v === null) remove.push(k);
  }
  let q = db()
    .workflowRun.patch({ id })
    .composite({ type })
    .set(set as never);
  if (remove.length) q = q.remove(remove as never);
  if (seen) q = q.where((a, op) => `${op.eq(a.status, seen.status)} AND ${op.eq(a.updatedDate, seen.updatedDate)}`);
  try {
    await q.go();
  } catch (e) {
    if (seen && isConditionFailure(e)) return false;
    throw e;
  }
  return true;
}

/** /workflows: newest first, all or by type, status or both (each an index: a page reads a page). */
export async function listRuns(filter: { type?: WorkflowType; status?: WorkflowStatus }, opts: PageOpts = {}) {
  const { type, status } = filter;
  const q = db().workflowRun.query;
  const source =
    type && status
      ? (pos: Position | null) => after(q.byTypeStatus({ type, status }) as never, "desc", pos)
      : type
        ? (pos: Position | null) => after(q.byType({ type }) as never, "desc", pos)
        : status
          ? (pos: Position | null) => after(q.byStatus({ status }) as never, "desc", pos)
          : (pos: Position | null) => after(q.byCreated({}) as never, "desc", pos);
  const list: OrderedList = {
    partition: `workflows:${type ?? ""}:${status ?? ""}`,
    sortFields: ["createdDate", "id"],
    order: "desc",
    sources: [source],
    filtered: false,
  };
  return orderedPage(list, opts, (items) => (items as WorkflowRunItem[]).map(toListItem));
}

/**
 * Runs in one status, oldest first, with when each was last written: the recovery sweep's in-flight runs. Index
 * pages (byStatus), at most `max` runs per call, never a Scan.
 */
export async function listRunsInStatus(status: WorkflowStatus, max: number): Promise<(WorkflowRun & { updatedDate: string })[]> {
  const out: (WorkflowRun & { updatedDate: string })[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: WorkflowRunItem[]; cursor: string | null } = await db()
      .workflowRun.query.byStatus({ status })
      .go({ order: "asc", limit: Math.min(100, max - out.length), cursor });
    out.push(...page.data.map((item) => ({ ...toRun(item), updatedDate: item.updatedDate })));
    cursor = page.cursor;
  } while (cursor && out.length < max);
  return out;
}
