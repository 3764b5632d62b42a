import { blankToNull, id, isoDate, nonEmpty, pageQuery, versionNumber } from "./common";
import { MAX_ID_LENGTH } from "./limits";
import * as z from "./zod";
import { taskTopicTypes, taskStatuses } from "./enums";

/** Tasks on a topic. Staff only. */
export type TaskStatus = (typeof taskStatuses)[number];

/** POST /tasks: creates, or updates when `id` names an existing task of the topic. */
export const TaskInput = z.object({
  id: z.optional(z.uuid()),
  description: nonEmpty.check(z.maxLength(2000)),
  topicId: z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH)),
  topicType: z.enum(taskTopicTypes),
  dueDate: z.optional(z.preprocess(blankToNull, z.nullable(isoDate))),
  status: z._default(z.enum(taskStatuses), "open"),
  assigneeId: z.optional(z.preprocess(blankToNull, z.nullable(id))),
  /** On an update, the version the change was made on: a task changed since answers 409. */
  version: z.optional(versionNumber()),
});
export type TaskInput = z.input<typeof TaskInput>;

/** GET /tasks: by topic (both or neither), and by assignee ("none" = unassigned) for the board's drawer. */
export const TaskListQuery = z.extend(pageQuery, {
  topicType: z.optional(z.enum(taskTopicTypes)),
  topicId: z.optional(z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH))),
  assignee: z.optional(z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH))),
  status: z.optional(z.enum(taskStatuses)),
});

/** DELETE /tasks: the body names the task and its topic. */
export const TaskDelete = z.object({
  topicType: z.enum(taskTopicTypes),
  topicId: z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH)),
  taskId: z.uuid(),
});

export interface Task {
  id: string;
  description: string;
  topicId: string;
  topicType: (typeof taskTopicTypes)[number];
  dueDate: string | null;
  status: TaskStatus;
  assigneeId: string | null;
  assignee: { id: string; name: string } | null;
  /** The lead's description, so the board's drawer can say what a task is about. */
  topic: { id: string; title: string } | null;
  createdDate: string;
  createdBy: string;
  updatedDate: string;
  version: number;
}

export { taskTopicTypes, taskStatuses };
