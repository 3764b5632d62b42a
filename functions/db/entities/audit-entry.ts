import { Entity, type EntityItem } from "electrodb";
import { SERVICE } from "./company";
import { lazyEntity } from "./lazy";

/**
 * One change of one record: who, when, and each changed field's old and new value. Written in the same
 * transaction as the change itself (functions/db/queries/versioned.ts), never updated. Kept in the record's
 * own partition under its version, so a record's history is one Query and the same version can be recorded
 * once only (the put is conditioned on the key being free).
 */
export const AuditEntryEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "auditEntry", version: "1", service: SERVICE },
      attributes: {
        /** The changed record's entity name, e.g. "lead", "materialRequest". */
        entityType: { type: "string", required: true, readOnly: true },
        entityId: { type: "string", required: true, readOnly: true },
        /** The record's version after the change (zero-padded, so the sort key orders by it). */
        seq: { type: "string", required: true, readOnly: true },
        version: { type: "number", required: true, readOnly: true },
        action: { type: ["create", "update", "delete"] as const, required: true, readOnly: true },
        at: { type: "string", required: true, readOnly: true },
        /** The user who wrote, or "system" for a workflow write that names nobody. */
        actor: { type: "string", required: true, readOnly: true },
        /** The company that owns the record when it was written (what an ordinary reader's access is checked on). */
        companyId: { type: "string", readOnly: true },
        /** Field name → { old, new } for every field the write changed. */
        changes: { type: "any", required: true, readOnly: true },
      },
      indexes: {
        byRecord: { pk: { field: "pk", composite: ["entityType", "entityId"] }, sk: { field: "sk", composite: ["seq"] } },
      },
    }),
);

export type AuditEntryItem = EntityItem<typeof AuditEntryEntity>;
