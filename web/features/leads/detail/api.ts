import type { Lead, LeadUpdate } from "../../../../shared/schemas/lead";
import type { Note } from "../../../../shared/schemas/note";
import { ApiError, call } from "../../../lib/api";
import { invalidate, setCached, useApi } from "../../../lib/queryKeys";
import { sendFile, stripUrls } from "../../../lib/upload";

/** The lead detail's reads and writes (file upload flow). */

export const NOTES_LIMIT = 200;
/** The picker ranks at most this many materials of the lead's type (one page of GET /materials, ADR 0136). */
export const CANDIDATES_LIMIT = 200;

export const useLead = (id: string) => useApi("GET /leads/{id}", id ? { params: { id } } : null);
export const useLeadNotes = (id: string, enabled: boolean) =>
  useApi("GET /notes", enabled ? { query: { topicType: "LEAD", topicId: id, limit: NOTES_LIMIT } } : null);
/** Candidates for the material picker: the lead's material type, newest first (admins see every company's). */
export const useCandidates = (materialType: string | null | undefined, enabled: boolean) =>
  useApi("GET /materials", enabled ? { query: { type: materialType ?? undefined, limit: CANDIDATES_LIMIT } } : null, { keepPreviousData: true });

/** Another user saved the lead since it was read (POST /leads with a stale version answers 409). */
export const isStale = (e: unknown) => e instanceof ApiError && e.status === 409;

/** Refetch the lead, e.g. after a 409, so the page shows what is stored. */
export const reloadLead = (id: string) => invalidate("GET /leads/{id}", { id });

/**
 * POST /leads with the version the page shows: a change made meanwhile by someone else is refused (409)
 * rather than silently overwritten. The saved lead replaces the cached one.
 */
export async function updateLead(lead: Pick<Lead, "id" | "version">, changes: Omit<LeadUpdate, "id" | "version">): Promise<Lead> {
  const saved = await call("POST /leads", { body: { ...changes, id: lead.id, version: lead.version } });
  await setCached("GET /leads/{id}", { id: lead.id }, saved);
  void invalidate("GET /leads");
  return saved;
}

export async function deleteLead(id: string) {
  await call("DELETE /leads/{id}", { params: { id } });
  void invalidate("GET /leads");
}

export async function addLeadNote(leadId: string, content: string): Promise<Note> {
  const note = await call("POST /notes", { body: { topicType: "LEAD", topicId: leadId, content } });
  await invalidate("GET /notes");
  return note;
}

/**
 * The upload flow: presign (POST /leads/{id}/upload-document), upload the file, then register it with
 * POST /leads {id, documents: [...existing, file]} on the freshest lead, so a document added meanwhile by
 * someone else is kept.
 */
export async function uploadLeadDocument(id: string, file: File, onProgress: (pct: number) => void): Promise<Lead> {
  const answer = await call("POST /leads/{id}/upload-document", { params: { id }, body: { contentType: file.type, size: file.size, name: file.name } });
  await sendFile(answer, file, onProgress);
  const current = await call("GET /leads/{id}", { params: { id } });
  return updateLead(current, { documents: [...stripUrls(current.documents), ...stripUrls([answer.file])] });
}
