import type { Task, TaskInput } from "../../../shared/schemas/task";
import { call } from "../../lib/api";
import { invalidate, useApi } from "../../lib/queryKeys";

/** Task API hooks and calls. */

/** The drawer shows this many tasks per page; "Show more" pages on with the cursor. */
export const TASKS_PAGE = 50;

export interface TaskScope {
  topicType?: "LEAD";
  topicId?: string;
  /** The board's drawer: ?taskAssignee= ("none" = unassigned). */
  assignee?: string;
}

export const useTasks = (scope: TaskScope, cursor: string | undefined, enabled: boolean) =>
  useApi(
    "GET /tasks",
    enabled ? { query: { topicType: scope.topicType, topicId: scope.topicId, assignee: scope.assignee, cursor, limit: TASKS_PAGE } } : null,
    { keepPreviousData: true },
  );

const refresh = () => invalidate("GET /tasks");

export async function saveTask(input: TaskInput): Promise<Task> {
  try {
    return await call("POST /tasks", { body: input });
  } finally {
    // also after a refusal: a task a colleague changed meanwhile is shown as it is now
    await refresh();
  }
}

/** Resolve (done) or Re-open (open): the task as it is with the other status. */
export const setTaskStatus = (task: Task, status: Task["status"]) =>
  saveTask({
    id: task.id,
    topicType: task.topicType,
    topicId: task.topicId,
    description: task.description,
    dueDate: task.dueDate,
    assigneeId: task.assigneeId,
    status,
    version: task.version,
  });

export async function deleteTask(task: Task) {
  await call("DELETE /tasks", { body: { topicType: task.topicType, topicId: task.topicId, taskId: task.id } });
  await refresh();
}
