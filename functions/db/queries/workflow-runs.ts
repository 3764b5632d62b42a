import type { WorkflowListItem, WorkflowRun, WorkflowStatus, WorkflowStep, WorkflowType } from "../../../shared/schemas/workflow";
import { now } from "../audit";
import type { WorkflowRunItem } from "../entities/workflow-run";
import { db } from "../service";
import type { Position } from "../cursor";
import { after, orderedPage, type OrderedList, type PageOpts } from "./ordered-lists";

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

export async function createRun(run: { id: string; type: WorkflowType; input: Record<string, unknown>; subject: WorkflowRun["subject"] }, userId: string): Promise<WorkflowRun> {
  const at = now();
  const { data } = await db().workflowRun.create({ ...run, status: "running", steps: [], createdDate: at, updatedDate: at, createdBy: userId }).go();
  return toRun(data);
}

export async function getRun(id: string): Promise<WorkflowRun | null> {
  const { data } = await db().workflowRun.get({ id }).go({ consistent: true });
  return data ? toRun(data) : null;
}

/**
 * Replace a run's state and steps (a run's steps are sequential, so the task that writes owns the record). The
 * type is the run's (read-only): the type-and-status index key is rebuilt from it when the status changes.
 */
export async function saveRunState(
  { id, type }: { id: string; type: WorkflowType },
  state: { status: WorkflowStatus; step: string | null; error: string | null; steps: WorkflowStep[]; completedDate?: string | null; subject?: WorkflowRun["subject"] },
): Promise<void> {
  const set: Record<string, unknown> = { status: state.status, steps: state.steps, updatedDate: now() };
  if (state.subject) set.subject = state.subject;
  const remove: string[] = [];
  for (const [k, v] of [["step", state.step], ["error", state.error], ["completedDate", state.completedDate]] as const) {
    if (v) set[k] = v;
    else if (v === null) remove.push(k);
  }
  let q = db().workflowRun.patch({ id }).composite({ type }).set(set as never);
  if (remove.length) q = q.remove(remove as never);
  await q.go();
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
  const list: OrderedList = { partition: `workflows:${type ?? ""}:${status ?? ""}`, sortFields: ["createdDate", "id"], order: "desc", sources: [source], filtered: false };
  return orderedPage(list, opts, (items) => (items as WorkflowRunItem[]).map(toListItem));
}
