import type { AuditEntityType, AuditEntry } from "../../../shared/schemas/audit";
import type { AuditEntryItem } from "../../db/entities/audit-entry";

/**
 * The one place an audit entry is shaped for its reader: without the fields the reader may not see (for
 * staff the record's internal fields, for everyone else also the kind's staff-only fields), chosen by the
 * service. An entry that changed nothing else still shows, with no fields.
 */
export function auditEntryView(item: AuditEntryItem, type: AuditEntityType, hiddenFields: readonly string[], actorName: string | null): AuditEntry {
  const changes = item.changes as AuditEntry["changes"];
  const hidden = new Set(hiddenFields);
  return {
    entityType: type,
    entityId: item.entityId,
    version: item.version,
    action: item.action,
    at: item.at,
    actor: item.actor,
    actorName,
    changes: Object.fromEntries(Object.entries(changes).filter(([k]) => !hidden.has(k))),
  };
}
