import type { Task } from "../../../shared/schemas/task";

/** An open task whose due date has passed (overdue tasks stand out); done tasks never are. */
export const isOverdue = (task: Pick<Task, "status" | "dueDate">, now: Date = new Date()) =>
  task.status === "open" && Boolean(task.dueDate) && new Date(task.dueDate!).getTime() < now.getTime();

/** A datetime-local value (local time, no zone) as an ISO instant; blank → null. */
export function localToIso(value: string): string | null {
  if (!value.trim()) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}
