import type {
  MatchStatus,
  MaterialMatch,
  MaterialRequestAnswer,
  MaterialRequestInput,
  MaterialRequestUpdate,
  RequestStatus,
} from "../../../shared/schemas/material-request";
import type { Note } from "../../../shared/schemas/note";
import { call } from "../../lib/api";
import { invalidate, setCached, useApi } from "../../lib/queryKeys";
import { sendFile } from "../../lib/upload";

/** Material request API hooks and calls. */

export const PAGE_SIZE = 25;
/** A board column shows this many cards; the list view pages through the rest. */
export const BOARD_COLUMN_SIZE = 50;
export const MATCHES_LIMIT = 200;
export const NOTES_LIMIT = 200;

export const useRequestList = (query: Record<string, string | undefined>, enabled = true) =>
  useApi("GET /material-requests", enabled ? { query: { ...query, limit: PAGE_SIZE } } : null, { keepPreviousData: true });
/** Every status column of the board in one call (or the one column `status` names). */
export const useBoard = (query: Record<string, string | undefined>) =>
  useApi("GET /material-requests/board", { query: { ...query, limit: BOARD_COLUMN_SIZE } });
/** How long a new request's page waits for its background matching run (ADR 0105) before it stops asking. */
const MATCHING_WAIT_MS = 60_000;
/** Until its first matching run has recorded an outcome, a new request is re-read every second (staff see the run's date). */
export const matchingPending = (r: MaterialRequestAnswer | undefined, now = Date.now()) =>
  Boolean(r && "matchCount" in r && !r.matchedDate && now - Date.parse(r.createdDate) < MATCHING_WAIT_MS);
export const useRequest = (id: string) =>
  useApi("GET /material-requests/{id}", id ? { params: { id } } : null, { refreshInterval: (r) => (matchingPending(r) ? 1000 : 0) });
export const useMatches = (id: string, scope: "matches" | "all") =>
  useApi("GET /material-requests/{id}/matches", id ? { params: { id }, query: { scope: scope === "all" ? "all" : undefined, limit: MATCHES_LIMIT } } : null, {
    keepPreviousData: true,
  });
export const useMatchNotes = (matchId: string | null) =>
  useApi("GET /notes", matchId ? { query: { topicType: "MATERIAL_MATCH", topicId: matchId, limit: NOTES_LIMIT } } : null);

/** The list's pages and the board: both show the requests' statuses. */
export const refreshLists = () => Promise.all([invalidate("GET /material-requests"), invalidate("GET /material-requests/board")]);
export const refreshMatches = (id: string) => invalidate("GET /material-requests/{id}/matches", { id });

export async function createRequest(input: MaterialRequestInput): Promise<MaterialRequestAnswer> {
  const created = await call("POST /material-requests", { body: input });
  await setCached("GET /material-requests/{id}", { id: created.id }, created);
  void refreshLists();
  return created;
}

export async function updateRequest(id: string, changes: MaterialRequestUpdate): Promise<MaterialRequestAnswer> {
  const saved = await call("POST /material-requests/{id}", { params: { id }, body: changes });
  await setCached("GET /material-requests/{id}", { id }, saved);
  void refreshLists();
  return saved;
}

/** The status dropdown and the board: one field; no version, so a concurrent edit of other fields is not refused. */
export const setRequestStatus = (id: string, status: RequestStatus) => updateRequest(id, { status });

export async function deleteRequest(id: string) {
  await call("DELETE /material-requests/{id}", { params: { id } });
  await setCached("GET /material-requests/{id}", { id }, undefined);
  void refreshLists();
}

/** Status and notes belong to a written match; a ranked candidate of scope=all has no record (id null). */
function matchId(match: MaterialMatch): string {
  if (!match.id) throw new Error("This candidate has no match record");
  return match.id;
}

export async function setMatchStatus(match: MaterialMatch, status: MatchStatus): Promise<MaterialMatch> {
  const saved = await call("POST /material-requests/{id}/matches", {
    params: { id: match.materialRequestId },
    body: { id: matchId(match), materialId: match.materialId, materialRequestId: match.materialRequestId, status },
  });
  void invalidate("GET /material-requests/{id}/matches", { id: match.materialRequestId });
  return saved;
}

export async function rerunMatching(id: string): Promise<MaterialRequestAnswer> {
  const saved = await call("POST /material-requests/{id}/matching", { params: { id } });
  await setCached("GET /material-requests/{id}", { id }, saved);
  await invalidate("GET /material-requests/{id}/matches", { id });
  void refreshLists();
  return saved;
}

/** A note on a match (topic MATERIAL_MATCH, metadata {materialId, materialRequestId}). */
export async function addMatchNote(match: MaterialMatch, content: string): Promise<Note> {
  const note = await call("POST /notes", {
    body: {
      topicType: "MATERIAL_MATCH",
      topicId: matchId(match),
      content,
      metadata: { materialId: match.materialId, materialRequestId: match.materialRequestId },
    },
  });
  await invalidate("GET /notes");
  return note;
}

/** The upload flow for one request document: presign, upload (progress 0–100), register. */
export async function uploadRequestDocument(id: string, file: File, onProgress: (pct: number) => void): Promise<MaterialRequestAnswer> {
  const answer = await call("POST /material-requests/{id}/upload-document", {
    params: { id },
    body: { contentType: file.type, size: file.size, name: file.name },
  });
  await sendFile(answer, file, onProgress);
  const { id: fileId, size, contentType, name } = answer.file;
  const saved = await call("POST /material-requests/{id}/documents", { params: { id }, body: { id: fileId, size, contentType, name } });
  await setCached("GET /material-requests/{id}", { id }, saved);
  return saved;
}

export async function removeRequestDocument(id: string, fileId: string): Promise<MaterialRequestAnswer> {
  const saved = await call("DELETE /material-requests/{id}/documents/{fileId}", { params: { id, fileId } });
  await setCached("GET /material-requests/{id}", { id }, saved);
  return saved;
}
