import { after, orderedPage, type OrderedList, type PageOpts } from "../../db/queries/ordered-lists";
import type { AuditEntryItem } from "../../db/entities/audit-entry";
import { db } from "../../db/service";

/** A record's audit entries, newest first, in sealed-cursor pages: one Query of the record's partition. */
export async function listAuditEntries(entityType: string, entityId: string, opts: PageOpts = {}) {
  const list: OrderedList = {
    partition: `audit:${entityType}:${entityId}`,
    sortFields: ["seq"],
    order: "desc",
    sources: [(pos) => after(db().auditEntry.query.byRecord({ entityType, entityId }) as never, "desc", pos)],
    filtered: false,
  };
  return orderedPage(list, opts, (items) => items as AuditEntryItem[]);
}
