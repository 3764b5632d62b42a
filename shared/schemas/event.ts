import type { CompanyRecord } from "./company";
import { pageQuery } from "./common";
import { MAX_ID_LENGTH } from "./limits";
import type { Note } from "./note";
import * as z from "./zod";

/**
 * Company activity events: written by the server on every change,
 * never by a client. CompanyUpdated carries the changed fields only, old and new (docs/decisions/0109).
 */
export const companyEventTypes = ["CompanyCreated", "CompanyUpdated", "CompanyNoteCreated"] as const;
export type CompanyEventType = (typeof companyEventTypes)[number];

export const EventListQuery = z.extend(pageQuery, {
  type: z.enum(["company"]),
  companyId: z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH)),
});

export interface CompanyEvent {
  id: string;
  type: CompanyEventType;
  companyId: string;
  metadata: { id: string; timestamp: string; createdBy: string; authorName: string | null };
  data:
    { company: Partial<CompanyRecord> } | { oldCompany: Partial<CompanyRecord>; newCompany: Partial<CompanyRecord> } | { note: Pick<Note, "id" | "content"> };
}
