import type { AuditEntityType, AuditEntry } from "../../../shared/schemas/audit";
import type { AuditEntryItem } from "../../db/entities/audit-entry";
import type { AuthContext } from "../../lib/auth";

/**
 * The one place an audit entry is shaped for its reader: staff see every changed field, everyone else not
 * the record kind's staff-only fields (an entry that changed nothing else still shows, with no fields).
 */
export function auditEntryView(
  item: AuditEntryItem,
  type: AuditEntityType,
  auth: AuthContext,
  staffFields: readonly string[],
  actorName: string | null,
): AuditEntry {
  const changes = item.changes as AuditEntry["changes"];
  const hidden = new Set(staffFields);
  return {
    entityType: type,
    entityId: item.entityId,
    version: item.version,
    action: item.action,
    at: item.at,
    actor: item.actor,
    actorName,
    changes: auth.isSuperAdmin ? changes : Object.fromEntries(Object.entries(changes).filter(([k]) => !hidden.has(k))),
  };
}
