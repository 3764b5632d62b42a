/** Placeholder of the issue 10 contract: the Tasks button opening the tasks drawer (backoffice.md §2). */
export function TasksButton(_: { topicType?: "LEAD"; topicId?: string }) {
  return null;
}
