import { COMPANY_STAFF_FIELDS, COMPANY_V2_STAFF_FIELDS } from "../../../shared/schemas/company";
import { contactName, CONTACT_STAFF_FIELDS } from "../../../shared/schemas/contact";
import type { AuditEntityType, AuditListQuery } from "../../../shared/schemas/audit";
import type { Page } from "../../../shared/schemas/common";
import type { AuditEntry } from "../../../shared/schemas/audit";
import { MATERIAL_STAFF_FIELDS } from "../../../shared/schemas/material";
import { REQUEST_STAFF_FIELDS } from "../../../shared/schemas/material-request";
import { SYSTEM_ACTOR } from "../../db/audit-log";
import type { AuthContext } from "../../lib/auth";
import { notFound } from "../../lib/errors";
import { getContacts } from "../contacts/records";
import { listAuditEntries } from "./queries";
import { auditEntryView } from "./view";

/**
 * The audit service: reading records' histories. The entries are written by functions/db (versioned.ts)
 * in the transaction of each change; nothing here writes.
 */

/** The entity each kind of record is stored as. */
const STORED: Record<AuditEntityType, string> = {
  company: "company",
  contact: "contact",
  material: "material",
  request: "materialRequest",
  match: "materialMatch",
  lead: "lead",
  task: "task",
  sample: "sample",
  deal: "deal",
  certificates: "certificateRegister",
};

/**
 * The kinds an ordinary user may read the history of (their own company's records), each with the fields
 * only staff see. Leads, deals, tasks, samples and matches are staff-only records.
 */
const USER_READABLE: Partial<Record<AuditEntityType, readonly string[]>> = {
  company: [...new Set([...COMPANY_STAFF_FIELDS, ...COMPANY_V2_STAFF_FIELDS])],
  contact: CONTACT_STAFF_FIELDS,
  material: MATERIAL_STAFF_FIELDS,
  request: REQUEST_STAFF_FIELDS,
  certificates: [],
};

/**
 * Fields a record stores for its own lists' keys and filters, copied from other records (a contact's company
 * facts, among them the company's staff-only score) or kept for the server alone: no answer of the record shows
 * them, so its history does not either, to anyone.
 */
const INTERNAL: Partial<Record<AuditEntityType, readonly string[]>> = {
  contact: ["tokensValidAfter", "companyName", "companyVerified", "companyScore", "companyCountry"],
};

/**
 * GET /audit?entityType=&entityId=: the record's history, newest first. Staff read any record's; another
 * user only a kind of record they may read, of their own company (owner as recorded on the newest entry),
 * and 404 for any other record alike, known or not.
 */
export async function list(query: AuditListQuery, auth: AuthContext): Promise<Page<AuditEntry>> {
  const type = query.entityType;
  const stored = STORED[type];
  const readable = auth.isSuperAdmin ? [] : USER_READABLE[type];
  if (!readable) throw notFound("Record");
  const hidden = [...readable, ...(INTERNAL[type] ?? [])];
  const page = await listAuditEntries(stored, query.entityId, query);
  if (!auth.isSuperAdmin) {
    // The newest entry is the first of the first page; a later page reads it with one more Query of one item.
    const newest = query.cursor ? (await listAuditEntries(stored, query.entityId, { limit: 1 })).items[0] : page.items[0];
    if (!newest || !auth.companyId || newest.companyId !== auth.companyId) throw notFound("Record");
  }
  const actors = [...new Set(page.items.map((e) => e.actor).filter((a) => a !== SYSTEM_ACTOR))];
  const names = new Map((await getContacts(actors)).map((c) => [c.id, contactName(c) || c.email || null]));
  return {
    items: page.items.map((e) => auditEntryView(e, type, hidden, names.get(e.actor) ?? null)),
    cursor: page.cursor,
  };
}
