import { Entity, type EntityItem } from "electrodb";
import { workflowStatuses, workflowTypes } from "../../../shared/schemas/enums";
import { createdAttributes } from "../../db/audit";
import { SERVICE } from "../../db/entities/company";
import { lazyEntity } from "../../db/entities/lazy";
import { storedSchemasOf } from "../define";

/**
 * One execution of a tracked workflow (shared/schemas/workflow.ts; ADR 0141): created by the starter before
 * StartExecution, updated by each task as it starts and ends a step, and closed by the last task or the
 * failure path. /workflows lists it newest first from an index: all, by type, by status, or by both.
 */
export const WorkflowRunEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "workflowRun", version: "1", service: SERVICE },
      attributes: {
        id: { type: "string", required: true, readOnly: true },
        type: { type: workflowTypes, required: true, readOnly: true },
        status: { type: workflowStatuses, required: true },
        step: { type: "string" },
        error: { type: "string" },
        input: { type: "any", required: true, readOnly: true },
        subject: { type: "any", required: true },
        steps: { type: "any", required: true },
        completedDate: { type: "string" },
        ...createdAttributes,
      },
      indexes: {
        byId: { pk: { field: "pk", composite: ["id"] }, sk: { field: "sk", composite: [] } },
        /** /workflows without filters: every run, newest first. */
        byCreated: { index: "gsi1", pk: { field: "gsi1pk", composite: [] }, sk: { field: "gsi1sk", composite: ["createdDate", "id"] } },
        /** /workflows?type=: one machine's runs, newest first. */
        byType: { index: "gsi2", pk: { field: "gsi2pk", composite: ["type"] }, sk: { field: "gsi2sk", composite: ["createdDate", "id"] } },
        /** /workflows?status=: e.g. the failed or awaiting runs an operator looks for, newest first. */
        byStatus: { index: "gsi3", pk: { field: "gsi3pk", composite: ["status"] }, sk: { field: "gsi3sk", composite: ["createdDate", "id"] } },
        /** Both filters at once (the failed k-fair runs): its own index, so a rare pair reads no more than a page. */
        byTypeStatus: { index: "gsi4", pk: { field: "gsi4pk", composite: ["type", "status"] }, sk: { field: "gsi4sk", composite: ["createdDate", "id"] } },
      },
    }),
);

export type WorkflowRunItem = EntityItem<typeof WorkflowRunEntity>;

/** The domain's entities, registered with the table through functions/domains/entities.ts. */
export const entities = { workflowRun: WorkflowRunEntity };
/** The schemas each entity stores (functions/domains/define.ts). */
export const storedSchemas = /* @__PURE__ */ storedSchemasOf(entities, { workflowRun: null });
