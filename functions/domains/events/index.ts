import type { CompanyRecord } from "../../../shared/schemas/company";
import type { CompanyEvent } from "../../../shared/schemas/event";
import type { Note } from "../../../shared/schemas/note";
import { appendCompanyEvent, appendCompanyEventOnce, deleteCompanyEvents, listCompanyEvents } from "./queries";
import { getContacts } from "../contacts/records";
import { contactName } from "../../../shared/schemas/contact";
import type { AuthContext } from "../../lib/auth";
import { changedFields } from "./diff";

export { changedFields } from "./diff";

/**
 * The events service: what other domains, handlers and scripts call (never ./queries or ./entity).
 * Company activity events: the only writer of the timeline (clients never write events). Callers are the
 * company and notes modules, after their own write has succeeded.
 */
export type CompanyChange =
  | { type: "CompanyCreated"; company: CompanyRecord }
  | { type: "CompanyUpdated"; before: CompanyRecord; after: CompanyRecord }
  | { type: "CompanyNoteCreated"; note: Pick<Note, "id" | "content" | "topicId"> };

/**
 * Appends the event for a change (whether it stored one); an update that changed nothing a reader sees records
 * nothing. CompanyCreated is stored once per company, at the company's creation time: every writer that
 * finishes a company (the create, a racing import of the same row, a resumed import) may record it, and one does.
 */
export async function recordCompanyEvent(change: CompanyChange, userId: string): Promise<boolean> {
  if (change.type === "CompanyCreated") {
    const { id, name, createdDate } = change.company;
    return appendCompanyEventOnce(id, "CompanyCreated", { company: { id, name } }, userId, createdDate);
  }
  if (change.type === "CompanyUpdated") {
    const diff = changedFields(change.before, change.after);
    if (!Object.keys(diff.newCompany).length) return false;
    await appendCompanyEvent(change.after.id, "CompanyUpdated", diff, userId);
    return true;
  }
  await appendCompanyEvent(change.note.topicId, "CompanyNoteCreated", { note: { id: change.note.id, content: change.note.content } }, userId);
  return true;
}

/** A company's whole timeline (the company delete's step). */
export async function purgeCompanyEvents(companyId: string): Promise<number> {
  return deleteCompanyEvents(companyId);
}

/** Whether the company has any event yet (the import finishing a row another import began): one Query of one item. */
export async function hasCompanyEvents(companyId: string): Promise<boolean> {
  return (await listCompanyEvents(companyId, { limit: 1 })).items.length > 0;
}

/** GET /events?type=company&companyId= (staff only: the route is admin), with each author's name. */
export async function list(query: { companyId: string; cursor?: string; limit?: number }, _auth: AuthContext) {
  const page = await listCompanyEvents(query.companyId, query);
  const authors = new Map((await getContacts([...new Set(page.items.map((e) => e.createdBy))])).map((c) => [c.id, contactName(c) || c.email || null]));
  const items: CompanyEvent[] = page.items.map(({ timestamp, createdBy, ...e }) => ({
    ...e,
    metadata: { id: e.id, timestamp, createdBy, authorName: authors.get(createdBy) ?? null },
  }));
  return { items, cursor: page.cursor };
}
