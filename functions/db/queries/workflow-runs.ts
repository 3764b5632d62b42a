import type { WorkflowListItem, WorkflowRun, WorkflowStatus, WorkflowStep, WorkflowType } from "../../../shared/schemas/workflow";
import { now } from "../audit";
import type { WorkflowRunItem } from "../entities/workflow-run";
import { db } from "../service";
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

/** Replace a run's state and steps (a run's steps are sequential, so the task that writes owns the record). */
export async function saveRunState(
  id: string,
  state: { status: WorkflowStatus; step: string | null; error: string | null; steps: WorkflowStep[]; completedDate?: string | null; subject?: WorkflowRun["subject"] },
): Promise<void> {
  const set: Record<string, unknown> = { status: state.status, steps: state.steps, updatedDate: now() };
  if (state.subject) set.subject = state.subject;
  const remove: string[] = [];
  for (const [k, v] of [["step", state.step], ["error", state.error], ["completedDate", state.completedDate]] as const) {
    if (v) set[k] = v;
    else if (v === null) remove.push(k);
  }
  let q = db().workflowRun.patch({ id }).set(set as never);
  if (remove.length) q = q.remove(remove as never);
  await q.go();
}

/** /workflows: newest first, by type or by status (each an index), or all. */
export async function listRuns(filter: { type?: WorkflowType; status?: WorkflowStatus }, opts: PageOpts = {}) {
  const source = filter.type
    ? (pos: Parameters<typeof after>[2]) => after(db().workflowRun.query.byType({ type: filter.type! }) as never, "desc", pos)
    : filter.status
      ? (pos: Parameters<typeof after>[2]) => after(db().workflowRun.query.byStatus({ status: filter.status! }) as never, "desc", pos)
      : (pos: Parameters<typeof after>[2]) => after(db().workflowRun.query.byCreated({}) as never, "desc", pos);
  const list: OrderedList = {
    partition: `workflows:${filter.type ?? ""}:${filter.status ?? ""}`,
    sortFields: ["createdDate", "id"],
    order: "desc",
    sources: [source],
    // Both filters at once: the type's index, with the status as a filter expression.
    filtered: Boolean(filter.type && filter.status),
    keep: filter.type && filter.status ? (item) => item.status === filter.status : undefined,
  };
  return orderedPage(list, opts, (items) => (items as WorkflowRunItem[]).map(toListItem));
}
