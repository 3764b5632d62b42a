import type { FileRecord } from "../../../shared/schemas/material";
import { MAX_REQUEST_DOCUMENTS } from "../../../shared/schemas/material-request";
import { presignFile, registerStoredFile } from "../../lib/stored-files";
import { getRequest, putRequest, type StoredRequest } from "./queries";
import { requestDocumentKey } from "./files";
import type { AuthContext } from "../../lib/auth";
import { badRequest, isConditionFailure, notFound } from "../../lib/errors";
import { deleteObject } from "../../lib/s3";

/**
 * A request's documents: presign, the browser uploads
 * (under pending/), then the record is registered. The request's author (its company) and staff may do all
 * three; the stored object is checked (size, PDF signature) and moved to its final key before its record is kept.
 */
type Stored = Omit<FileRecord, "url">;
const documentsOf = (r: StoredRequest): Stored[] => r.documents ?? [];

export function presignDocument(r: StoredRequest, body: { contentType: string; size?: number; name?: string }) {
  return presignFile((fileId) => requestDocumentKey(r.companyId, r.id, fileId), "documents", body);
}

/** Apply a change to the freshest stored documents; a concurrent write is re-read and the change applied again. */
async function changeDocuments(r: StoredRequest, userId: string, change: (docs: Stored[]) => Stored[]): Promise<StoredRequest> {
  let current = r;
  for (let attempt = 1; ; attempt++) {
    try {
      return await putRequest(current, { ...current, documents: change(documentsOf(current)) }, userId);
    } catch (e) {
      if (!isConditionFailure(e) || attempt >= 3) throw e;
      const fresh = await getRequest(r.id);
      if (!fresh) throw notFound("Material request");
      current = fresh;
    }
  }
}

export async function addDocument(r: StoredRequest, record: Stored, auth: AuthContext): Promise<StoredRequest> {
  if (documentsOf(r).some((d) => d.id === record.id)) return r; // a retried registration
  if (documentsOf(r).length >= MAX_REQUEST_DOCUMENTS)
    throw badRequest("Validation failed", [{ path: "body", message: `At most ${MAX_REQUEST_DOCUMENTS} documents per request` }]);
  const stored = await registerStoredFile(requestDocumentKey(r.companyId, r.id, record.id), "documents", { ...record, url: "" }, "body");
  const doc: Stored = { id: record.id, name: record.name, ...stored };
  return changeDocuments(r, auth.userId, (docs) => (docs.some((d) => d.id === doc.id) ? docs : [...docs, doc]));
}

export async function removeDocument(r: StoredRequest, fileId: string, auth: AuthContext): Promise<StoredRequest> {
  if (!documentsOf(r).some((d) => d.id === fileId)) throw notFound("Document");
  await deleteObject(requestDocumentKey(r.companyId, r.id, fileId));
  return changeDocuments(r, auth.userId, (docs) => docs.filter((d) => d.id !== fileId));
}
