import { Entity, type EntityItem } from "electrodb";
import { taskStatuses, taskTopicTypes } from "../../../shared/schemas/enums";
import { auditAttributes } from "../../db/audit";
import { SERVICE } from "../../db/entities/company";
import { lazyEntity } from "../../db/entities/lazy";
import { TaskInput } from "../../../shared/schemas/task";
import { storedSchemasOf } from "../define";

/** Index key of the assignee: never empty, so unassigned tasks sit under "none" (as requests and companies). */
export const taskAssigneeKey = (assigneeId: string | null | undefined) => assigneeId || "none";
/** Open tasks sort before done ones in every list (the drawer shows what is still to do first). */
export const taskStatusRank = (status: string | null | undefined) => (status === "done" ? "1" : "0");
/** Due date as a sort key: tasks without one go after every dated task ("~" sorts after digits). */
export const taskDueKey = (dueDate: string | null | undefined) => dueDate || "~";

/**
 * A task on a topic (ADR 0137's companion design in docs/decisions). Keyed in its
 * topic's partition, so get, update and delete by (topic, id) are single-item key operations and a lead's
 * tasks are one Query. Every list is ordered open-first, then by due date (overdue first), then id.
 * Writes are whole-item puts guarded by the version, so the derived keys always see the full record.
 */
export const TaskEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "task", version: "1", service: SERVICE },
      attributes: {
        id: { type: "string", required: true, readOnly: true },
        topicType: { type: taskTopicTypes, required: true, readOnly: true },
        topicId: { type: "string", required: true, readOnly: true },
        description: { type: "string", required: true },
        dueDate: { type: "string" },
        status: { type: taskStatuses, required: true },
        assigneeId: { type: "string" },
        /* ---------- derived: list index keys (kept visible: the list cursor is built from them) ---------- */
        assigneeKey: { type: "string", watch: ["assigneeId"], set: (_: unknown, item: { assigneeId?: string }) => taskAssigneeKey(item.assigneeId) },
        statusRank: { type: "string", watch: ["status"], set: (_: unknown, item: { status?: string }) => taskStatusRank(item.status) },
        dueKey: { type: "string", watch: ["dueDate"], set: (_: unknown, item: { dueDate?: string }) => taskDueKey(item.dueDate) },
        ...auditAttributes,
      },
      indexes: {
        /** Get, update and delete by topic and id (DELETE /tasks names both). */
        byTask: { pk: { field: "pk", composite: ["topicType", "topicId"] }, sk: { field: "sk", composite: ["id"] } },
        /** GET /tasks?topicType&topicId: a lead's tasks, open first by due date. */
        byTopic: {
          index: "gsi1",
          pk: { field: "gsi1pk", composite: ["topicType", "topicId"] },
          sk: { field: "gsi1sk", composite: ["statusRank", "dueKey", "id"] },
        },
        /** The board's drawer filtered by ?taskAssignee= ("none" = unassigned); a status is a key prefix. */
        byAssignee: {
          index: "gsi2",
          pk: { field: "gsi2pk", composite: ["assigneeKey"] },
          sk: { field: "gsi2sk", composite: ["statusRank", "dueKey", "id"] },
        },
        /** The board's drawer without a filter: every task; a status is a key prefix. */
        all: {
          index: "gsi3",
          pk: { field: "gsi3pk", composite: [] },
          sk: { field: "gsi3sk", composite: ["statusRank", "dueKey", "id"] },
        },
      },
    }),
);

export type TaskItem = EntityItem<typeof TaskEntity>;

/** The domain's entities, registered with the table through functions/domains/entities.ts. */
export const entities = { task: TaskEntity };
/** The schemas each entity stores (functions/domains/define.ts). */
export const storedSchemas = /* @__PURE__ */ storedSchemasOf(entities, { task: [TaskInput] });
