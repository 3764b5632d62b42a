import { Entity, type EntityItem } from "electrodb";
import { kFairActionStatuses } from "../../../shared/schemas/enums";
import { lazyEntity } from "../../db/entities/lazy";
import { SERVICE } from "../../db/table";
import { KFairDecision } from "../../../shared/schemas/workflow";
import { storedSchemasOf } from "../define";

/**
 * A kFair run's drafted messages and the actions waiting for staff. Both live in
 * the run's partition (pk = runId, sk = id): a run's lists are one Query each, and an action or message id
 * of another run simply is not found there (404), no ownership check needed.
 */
export const KFairMessageEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "kFairMessage", version: "1", service: SERVICE },
      attributes: {
        runId: { type: "string", required: true, readOnly: true },
        id: { type: "string", required: true, readOnly: true },
        to: { type: "any", required: true },
        subject: { type: "string", required: true },
        body: { type: "string", required: true },
        status: { type: ["draft", "sent", "discarded"] as const, required: true },
        companyId: { type: "string", required: true, readOnly: true },
        contactId: { type: "string", required: true, readOnly: true },
        sesMessageId: { type: "string" },
        sentDate: { type: "string" },
        createdDate: { type: "string", required: true, readOnly: true },
        updatedDate: { type: "string", required: true },
      },
      indexes: {
        byRun: { pk: { field: "pk", composite: ["runId"] }, sk: { field: "sk", composite: ["id"] } },
      },
    }),
);

export const KFairActionEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "kFairAction", version: "1", service: SERVICE },
      attributes: {
        runId: { type: "string", required: true, readOnly: true },
        id: { type: "string", required: true, readOnly: true },
        type: { type: ["sendOutreachEmail"] as const, required: true, readOnly: true },
        status: { type: kFairActionStatuses, required: true },
        messageId: { type: "string", required: true, readOnly: true },
        decidedDate: { type: "string" },
        decidedBy: { type: "string" },
        createdDate: { type: "string", required: true, readOnly: true },
        updatedDate: { type: "string", required: true },
      },
      indexes: {
        byRun: { pk: { field: "pk", composite: ["runId"] }, sk: { field: "sk", composite: ["id"] } },
        /**
         * Sparse: only an action whose e-mail is being sent ("sending"), by when it was claimed. The recovery sweep
         * finds the sends cut short with one Query (functions/core/recovery/kfair-sends.ts).
         */
        sending: {
          index: "gsi1",
          condition: (attr: { status?: string }) => attr.status === "sending",
          // Keyed by the status (always "sending" here): every write that enters or leaves the index sets it.
          pk: { field: "gsi1pk", composite: ["status"] },
          sk: { field: "gsi1sk", composite: ["updatedDate", "runId", "id"] },
        },
      },
    }),
);

export type KFairMessageItem = EntityItem<typeof KFairMessageEntity>;
export type KFairActionItem = EntityItem<typeof KFairActionEntity>;

/** The domain's entities, registered with the table through functions/domains/entities.ts. */
export const entities = { kFairMessage: KFairMessageEntity, kFairAction: KFairActionEntity };

/**
 * The decision route's edits (subject, body) are stored on the message; its action id and verdict pick and move the
 * action, whose fields the workflow's steps set.
 */
export const storedSchemas = /* @__PURE__ */ storedSchemasOf(entities, {
  kFairMessage: [{ schema: KFairDecision, notStored: ["actionId", "decision"] }],
  kFairAction: null,
});
