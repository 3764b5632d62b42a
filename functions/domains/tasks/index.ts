import type { output } from "zod/v4/core";
import type { TaskDelete, TaskInput, TaskListQuery } from "../../../shared/schemas/task";
import { createdBy, updatedBy } from "../../db/audit";
import { createTask, deleteTask, getTask, listTasks, listTopicTaskIds, putTask, type StoredTask } from "./queries";
import type { AuthContext } from "../../lib/auth";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { loadLeadRef } from "../leads/refs";
import { taskViews } from "./view";
import { isStaffUser } from "../users";
import { earlierRecord, newId } from "../../lib/ids";
import { publish } from "../live";

export type { StoredTask } from "./queries";

/**
 * The tasks service: what other domains, handlers, scripts and tests call (never ./queries or ./entity).
 * Tasks on leads. Staff only (the routes'
 * access). The topic must exist (404); the assignee must be a staff user (400 naming the field, as for
 * leads); author and dates are the server's.
 */

type ListQuery = Partial<output<typeof TaskListQuery>>;

export async function list(query: ListQuery) {
  const { cursor, limit, topicType, topicId, assignee, status } = query;
  if (Boolean(topicType) !== Boolean(topicId)) {
    const path = topicType ? "query.topicId" : "query.topicType";
    throw badRequest("Validation failed", [{ path, message: "topicType and topicId go together" }]);
  }
  return listTasks({ topicType, topicId, assignee, status }, { cursor, limit }, taskViews);
}

async function checkAssignee(assigneeId: string | null | undefined) {
  if (!assigneeId) return;
  if (!(await isStaffUser(assigneeId))) throw badRequest("Validation failed", [{ path: "body.assigneeId", message: "Staff user not found" }]);
}

/** Tells the staff's open pages of the lead that its tasks changed (tasks are staff only). */
const announce = (leadId: string) => publish({ type: "lead.tasks", id: leadId }, { staff: true });

/** POST /tasks: creates (201), or updates the task `id` of the same topic (404 when the topic has no such task). */
export async function save(
  body: output<typeof TaskInput>,
  auth: AuthContext,
): Promise<{ task: Awaited<ReturnType<typeof taskViews>>[number]; created: boolean }> {
  await loadLeadRef(body.topicId);
  await checkAssignee(body.assigneeId);
  const fields = { description: body.description, dueDate: body.dueDate ?? undefined, status: body.status, assigneeId: body.assigneeId ?? undefined };
  if (!body.id) {
    const id = newId("task");
    const earlier = await earlierRecord(id, (i) => getTask(body.topicType, body.topicId, i), auth.userId);
    if (earlier) return { task: (await taskViews([earlier]))[0], created: true };
    const record: StoredTask = { id, topicType: body.topicType, topicId: body.topicId, ...fields, ...createdBy(auth.userId) };
    const [task] = await taskViews([await createTask(record)]);
    await announce(body.topicId);
    return { task, created: true };
  }
  const existing = await getTask(body.topicType, body.topicId, body.id);
  if (!existing) throw notFound("Task");
  if (body.version !== undefined && body.version !== existing.version) throw conflict();
  const next: StoredTask = { ...existing, ...fields, ...updatedBy(auth.userId) };
  const [task] = await taskViews([await putTask(existing, next)]);
  await announce(body.topicId);
  return { task, created: false };
}

/** DELETE /tasks: the task of that topic, or 404. */
export async function remove(body: output<typeof TaskDelete>, auth: AuthContext) {
  const existing = await getTask(body.topicType, body.topicId, body.taskId);
  if (!existing) throw notFound("Task");
  await deleteTask(body.topicType, body.topicId, body.taskId, { before: existing, actor: auth.userId });
  return { id: body.taskId };
}

/** Ids of a topic's tasks (one Query on the topic's partition). */
export function taskIdsOf(topicType: "LEAD", topicId: string): Promise<string[]> {
  return listTopicTaskIds(topicType, topicId);
}

/** Every task of a topic (the lead's delete calls this; idempotent). */
export async function deleteTasksOf(topicType: "LEAD", topicId: string): Promise<void> {
  for (const id of await listTopicTaskIds(topicType, topicId)) await deleteTask(topicType, topicId, id);
}
