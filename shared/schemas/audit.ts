import { pageQuery } from "./common";
import { MAX_ID_LENGTH } from "./limits";
import * as z from "./zod";

/**
 * A record's history: one entry per create, update and delete, written by the server in the same transaction
 * as the change (never by a client). The kinds of record, as the API names them.
 */
export const auditEntityTypes = ["company", "contact", "material", "request", "match", "lead", "task", "sample", "deal", "certificates"] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

export const AuditListQuery = z.extend(pageQuery, {
  entityType: z.enum(auditEntityTypes),
  entityId: z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH)),
});
export type AuditListQuery = z.infer<typeof AuditListQuery>;

/** One field's value before and after a change (null: absent). */
export interface FieldChange {
  old: unknown;
  new: unknown;
}

export interface AuditEntry {
  entityType: AuditEntityType;
  entityId: string;
  /** The record's version after the change. */
  version: number;
  action: "create" | "update" | "delete";
  at: string;
  /** The user who made the change, or "system" for work no user did. */
  actor: string;
  actorName: string | null;
  changes: Record<string, FieldChange>;
}
