import { SYSTEM_ACTOR } from "../../db/audit-log";
import type { output } from "zod/v4/core";
import type { MaterialRequestInput, MaterialRequestListQuery, MaterialRequestUpdate } from "../../../shared/schemas/material-request";
import { DEFAULT_REQUEST_STATUS } from "../../../shared/schemas/material-request";
import type { FileRecord } from "../../../shared/schemas/material";
import { createdBy, now } from "../../db/audit";
import { listRequestMatches, deleteMatches } from "./queries-matches";
import { createRequest, deleteRequest, getRequest, listCompanyRequestIds, listRequests, putRequest, type StoredRequest } from "./queries";
import { deleteRequestFiles } from "./files";
import { assertCompanyAccess, type AuthContext } from "../../lib/auth";
import { badRequest, forbidden, notFound } from "../../lib/errors";
import { keepChild } from "../companies/live";
import * as Documents from "./documents";
import { checkReferences, dropStaffFields, type RequestChanges } from "./input";
import { matchFieldsChanged, runMatching, startMatching, withMatchingPending } from "./matching";
import { requestViews } from "./view";
import { earlierRecord, newId } from "../../lib/ids";
import { applyChanges } from "../../../shared/rules/changes";
import { publish } from "../live";

export { REQUEST_STAFF_FIELDS, requestView, requestViews, type RequestView } from "./view";
export { board } from "./board";
/** Stored requests and matches as other domains, the matching workflow, recovery, the seed and tests read and write them (no access check: the caller's). */
export {
  createRequest,
  getRequest,
  listCompanyRequestIds,
  listPendingMatching,
  listRequests,
  putRequest,
  renameCompanyOnRequests,
  type StoredRequest,
} from "./queries";
export { getMatch, listRequestMatches, setMatchStatus } from "./queries-matches";
/** The name search (GET /search); the caller passes the company an ordinary user is limited to. */
export { requestsByNamePrefix } from "./queries";
/** The matching run (the match-request workflow's step, recovery's restart of a stalled one). */
export { clearsFlag, runMatching, startMatching, withMatchingPending } from "./matching";

/**
 * The requests service: what other domains, handlers, workflows and scripts call (never ./queries*, ./entity*).
 * Material requests (ADR 0122). Ordinary users create, list, read and delete
 * their own company's requests (the company is always the one of their server-owned record, never the
 * body's); another company's request answers 404 like an unknown one. Edits, status, assignee and matches
 * are staff work.
 */

const EDIT_ADMIN_ONLY = "Only super admins may edit material requests";

/** The request, if the caller may reach it (staff: any; others: their company's), else 404. */
export async function loadOwned(id: string, auth: AuthContext): Promise<StoredRequest> {
  const r = await getRequest(id);
  if (!r) throw notFound("Material request");
  assertCompanyAccess(auth, r.companyId, "Material request");
  return r;
}

const one = async (r: StoredRequest, auth: AuthContext) => (await requestViews([r], auth))[0];

export async function get(id: string, auth: AuthContext) {
  return one(await loadOwned(id, auth), auth);
}

/* ---------- lists ---------- */

type ListQuery = Partial<MaterialRequestListQuery>;

/** Staff: every request with the filters. Others: their company's only, without the staff-only assignee filter. */
export async function list(query: ListQuery, auth: AuthContext) {
  const { cursor, limit, ...filters } = query;
  if (!auth.isSuperAdmin) {
    if (!auth.companyId) return { items: [], cursor: null };
    filters.companyId = auth.companyId;
    delete filters.assignee;
  }
  return listRequests(filters, { cursor, limit }, (items) => requestViews(items, auth));
}

/** GET /companies/{id}/material-requests: another company's id answers 404 for ordinary users. */
export async function ofCompany(companyId: string, query: ListQuery, auth: AuthContext) {
  assertCompanyAccess(auth, companyId, "Company");
  const { cursor, limit, ...filters } = query;
  if (!auth.isSuperAdmin) delete filters.assignee;
  return listRequests({ ...filters, companyId }, { cursor, limit }, (items) => requestViews(items, auth));
}

/* ---------- writes ---------- */

/**
 * Create: an ordinary user's request belongs to their own company and starts open; staff may name another
 * company and set the staff fields. The matching runs in the background (the matchRequest workflow, ADR 0105):
 * the answer is the request as filed, status open, and the run sets matching_completed or no_matches.
 */
export async function create(body: output<typeof MaterialRequestInput>, auth: AuthContext) {
  const id = newId("materialRequest");
  const earlier = await earlierRecord(id, getRequest, auth.userId);
  if (earlier) return one(earlier, auth);
  const changes: RequestChanges = { ...body };
  dropStaffFields(changes, auth);
  const companyId = (auth.isSuperAdmin ? changes.companyId : null) ?? auth.companyId;
  if (!companyId) throw badRequest("Company is required", [{ path: "body.companyId", message: "Company is required" }]);
  // Always read the company here: its name goes into the request's text search.
  const { companyName } = await checkReferences(changes, companyId, auth, true);
  const record = {
    ...changes,
    id,
    companyId,
    companyName,
    status: changes.status ?? DEFAULT_REQUEST_STATUS,
    originChannel: changes.originChannel ?? (auth.isSuperAdmin ? "BACKOFFICE" : "MARKETPLACE"),
    documents: [],
    ...createdBy(auth.userId),
  } as StoredRequest;
  const created = await createRequest(withMatchingPending(record));
  // the workflow writes nothing here: the check after the last write of this request comes first. A request
  // this new has no matches, notes or files: its record is all there is to undo.
  await keepChild(companyId, () => deleteRequest(created.id));
  await startMatching(created, auth.userId, changes.status !== undefined && changes.status !== DEFAULT_REQUEST_STATUS);
  return one(created, auth);
}

/** Versioned partial update (staff): null clears a field; a change to what the engine reads re-runs the matching (in the background). */
export async function update(id: string, body: output<typeof MaterialRequestUpdate>, auth: AuthContext) {
  const existing = await loadOwned(id, auth);
  if (!auth.isSuperAdmin) throw forbidden(EDIT_ADMIN_ONLY);
  const { version, ...changes } = body as RequestChanges & { version?: number };
  const companyId = changes.companyId ?? existing.companyId;
  if (changes.companyId === null) throw badRequest("Validation failed", [{ path: "body.companyId", message: "Company is required" }]);
  const { companyName } = await checkReferences(changes, companyId, auth, companyId !== existing.companyId);
  if (changes.contactId === undefined && companyId !== existing.companyId && existing.contactId) changes.contactId = null; // the old company's person
  const merged = applyChanges(existing, changes);
  if (companyName) merged.companyName = companyName;
  if (changes.status !== undefined && changes.status !== existing.status) merged.statusSetDate = now();
  if (changes.description === null || merged.description === undefined)
    throw badRequest("Validation failed", [{ path: "body.description", message: "Must not be empty" }]);
  const rematch = matchFieldsChanged(existing, merged);
  const next = rematch ? withMatchingPending(merged) : merged;
  const updated = await putRequest(existing, next, auth.userId, version);
  if (rematch) await startMatching(updated, auth.userId, changes.status !== undefined);
  // the staff's lists and the owning company's own pages
  await publish({ type: "request.changed", id: updated.id, companyId: updated.companyId }, { staff: true, companyId: updated.companyId });
  return one(updated, auth);
}

/** POST /material-requests/{id}/matching: re-run on demand (staff). */
export async function rematch(id: string, auth: AuthContext) {
  const existing = await loadOwned(id, auth);
  return one(await runMatching(existing, auth.userId, { onDemand: true }), auth);
}

/**
 * Delete the request with its matches and every note on them (each step idempotent, no transaction): the
 * matches' notes, the matches, the request's notes, the request last, so a retry after a failure still
 * finds what is left to delete.
 */
export async function remove(id: string, auth: AuthContext) {
  await loadOwned(id, auth);
  await purge(id, auth.userId);
  return { id };
}

/**
 * The notes service, loaded on first use: notes check through this service that a note's request or match
 * exists, so the two must not import each other at load time.
 */
const notes = () => import("../notes");

export async function purge(id: string, actor: string = SYSTEM_ACTOR): Promise<void> {
  const { deleteNotesOf } = await notes();
  const stored = await getRequest(id);
  const matches = await listRequestMatches(id);
  for (const m of matches) await deleteNotesOf("MATERIAL_MATCH", m.id);
  await deleteMatches(
    id,
    matches.map((m) => m.materialId),
  );
  await deleteNotesOf("MATERIAL_REQUEST", id);
  if (stored) await deleteRequestFiles(stored.companyId, id);
  await deleteRequest(id, stored ? { before: stored, actor } : undefined);
}

/** A company's requests with their matches, notes and files (the company delete's step); `each` runs after every request. */
export async function purgeCompanyRequests(companyId: string, each?: () => void): Promise<void> {
  for (const id of await listCompanyRequestIds(companyId)) {
    await purge(id);
    each?.();
  }
}

/* ---------- documents ---------- */

/** POST /material-requests/{id}/upload-document: a presigned PUT for a PDF (415 otherwise, 413 above the limit). */
export async function presignUpload(id: string, body: { contentType: string; size?: number; name?: string }, auth: AuthContext) {
  return Documents.presignDocument(await loadOwned(id, auth), body);
}

/** POST /material-requests/{id}/documents: register an uploaded file once S3 holds a real PDF of the stated size. */
export async function addDocument(id: string, record: Omit<FileRecord, "url">, auth: AuthContext) {
  return one(await Documents.addDocument(await loadOwned(id, auth), record, auth), auth);
}

export async function removeDocument(id: string, fileId: string, auth: AuthContext) {
  return one(await Documents.removeDocument(await loadOwned(id, auth), fileId, auth), auth);
}
