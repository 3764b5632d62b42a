import { TaskDelete, TaskInput, TaskListQuery } from "../../schemas/task";
import { defineRoutes } from "../contract";

/** Tasks on leads. Staff only. */
export const tasksRoutes = defineRoutes({
  "tasks.list": { method: "GET", path: "/tasks", access: "admin", query: TaskListQuery, needs: { table: "read" } },
  "tasks.save": { method: "POST", path: "/tasks", access: "admin", body: TaskInput, needs: { table: "write", cognito: ["ListUsersInGroup"], live: "post" } },
  "tasks.delete": { method: "DELETE", path: "/tasks", access: "admin", body: TaskDelete, needs: { table: "write" } },
});

import type { Page } from "../../schemas/common";
import type { Task } from "../../schemas/task";

/** What each route answers: type-only (no runtime cost), kept apart from the entries; the web client is typed from it (shared/api/responses.ts). */
export interface TasksResponses {
  "tasks.list": Page<Task>;
  "tasks.save": Task;
  "tasks.delete": { id: string };
}
