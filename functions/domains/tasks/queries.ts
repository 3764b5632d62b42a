import type { TaskStatus } from "../../../shared/schemas/task";
import type { Position } from "../../db/cursor";
import { taskAssigneeKey, taskStatusRank, type TaskItem } from "./entity";
import { db } from "../../db/service";
import { after, orderedPage, type OrderedList, type PageOpts } from "../../db/queries/ordered-lists";
import { createAudited, deleteAudited, putVersioned, withoutNulls } from "../../db/queries/versioned";

/** Tasks: key reads by (topic, id), lists over the topic, assignee and all indexes. */

export interface StoredTask {
  id: string;
  topicType: "LEAD";
  topicId: string;
  description: string;
  dueDate?: string;
  status: TaskStatus;
  assigneeId?: string;
  createdDate: string;
  createdBy: string;
  updatedDate: string;
  updatedBy: string;
  version: number;
}

type Query = any;
const toStored = (item: TaskItem): StoredTask => item;

export async function getTask(topicType: "LEAD", topicId: string, id: string): Promise<StoredTask | null> {
  const { data } = await db().task.get({ topicType, topicId, id }).go();
  return data ? toStored(data) : null;
}

export async function createTask(record: StoredTask): Promise<StoredTask> {
  const { data } = await createAudited(db().task, db().task.create(withoutNulls(record)));
  return toStored(data);
}

/** Replace the task with `next` if nobody wrote in between (a concurrent write answers 409). */
export async function putTask(existing: StoredTask, next: StoredTask): Promise<StoredTask> {
  return putVersioned(db().task, existing, next);
}

/** Delete a task; with the stored task and who deletes it, the delete is recorded in the task's history. */
export async function deleteTask(topicType: "LEAD", topicId: string, id: string, audited?: { before: StoredTask; actor: string }): Promise<void> {
  const write = db().task.delete({ topicType, topicId, id });
  if (audited) await deleteAudited(db().task, write, audited.before, audited.actor, id);
  else await write.go();
}

/** Every task of a topic, ids only (deleting the topic). */
export async function listTopicTaskIds(topicType: "LEAD", topicId: string): Promise<string[]> {
  const { data } = await db()
    .task.query.byTask({ topicType, topicId })
    .go({ pages: "all", attributes: ["id"] });
  return data.map((t) => t.id as string);
}

export interface TaskFilters {
  topicType?: "LEAD";
  topicId?: string;
  /** A staff user's id, or "none" for unassigned. */
  assignee?: string;
  status?: TaskStatus;
}

const SORT_FIELDS = ["statusRank", "dueKey", "id"] as const;

/**
 * One page of tasks, open first by due date: the topic's index when a topic is given, else the assignee's,
 * else all; a status is a prefix of every index's sort key (no filter expression), the assignee on a topic
 * list a filter expression.
 */
export async function listTasks<T>(f: TaskFilters, opts: PageOpts, shape: (items: StoredTask[]) => Promise<T[]>) {
  const q = db().task.query as Query;
  const statusRank = f.status ? taskStatusRank(f.status) : undefined;
  const prefix = statusRank ? { statusRank } : {};
  const assigneeKey = f.assignee ? taskAssigneeKey(f.assignee === "none" ? null : f.assignee) : null;
  let make: (pos: Position | null) => Query;
  let filtered = false;
  if (f.topicType && f.topicId) {
    make = (pos) => {
      const base = after(q.byTopic({ topicType: f.topicType, topicId: f.topicId, ...prefix }), "asc", pos);
      return assigneeKey ? base.where((a: any, op: any) => op.eq(a.assigneeKey, assigneeKey)) : base;
    };
    filtered = Boolean(assigneeKey);
  } else if (assigneeKey) make = (pos) => after(q.byAssignee({ assigneeKey, ...prefix }), "asc", pos);
  else make = (pos) => after(q.all({ ...prefix }), "asc", pos);
  // ElectroDB's gt() after a cursor leaves the status prefix: the source ends at the first item past it.
  const sources = [statusRank ? (pos: Position | null) => withinPrefix(make(pos), statusRank) : make];
  const list: OrderedList = {
    partition: `tasks:list:${JSON.stringify([f.topicType ?? null, f.topicId ?? null, assigneeKey, f.status ?? null])}`,
    sortFields: SORT_FIELDS,
    order: "asc",
    sources,
    filtered,
  };
  return orderedPage(list, opts, (items) => shape(items.map((i) => toStored(i as TaskItem))));
}

/** A Query that stops at the first item whose status rank is not `rank` (the list is sorted by it first). */
function withinPrefix(q: Query, rank: string) {
  return {
    async go(opts: Record<string, unknown>) {
      const r = await q.go(opts);
      const inside = (r.data as Record<string, unknown>[]).filter((i) => i.statusRank === rank);
      return { data: inside, cursor: inside.length < r.data.length ? null : r.cursor };
    },
  };
}
