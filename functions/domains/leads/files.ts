import { FILES } from "../../../shared/api/contract";
import type { FileRecord, UploadAnswer } from "../../../shared/schemas/material";
import { deletePrefix, signFileLinks } from "../../lib/s3";
import { DOWNLOAD_URL_SECONDS, presignFile, registerStoredFile } from "../../lib/stored-files";

/**
 * A lead's documents in S3 (leads/<leadId>/documents/<fileId>, staff only): the same presigned, size-limited
 * PDF uploads (under pending/ until registered) and stored-object checks as a material's documents
 * (../../lib/stored-files.ts). A record names only
 * a file id (letters, digits, dashes), so its key is always built under the lead's own prefix: a record of
 * another lead's upload (or of nothing) fails the stored-object check.
 */
export const leadPrefix = (leadId: string) => `${FILES.leads}${leadId}/`;
export const leadDocumentKey = (leadId: string, fileId: string) => `${leadPrefix(leadId)}documents/${fileId}`;

export function presignLeadDocument(leadId: string, req: { contentType: string; size?: number; name?: string }): Promise<UploadAnswer> {
  return presignFile((id) => leadDocumentKey(leadId, id), "documents", req);
}

export async function signLeadDocuments(leadId: string, files: FileRecord[] | undefined): Promise<FileRecord[]> {
  return signFileLinks(files, (id) => leadDocumentKey(leadId, id), DOWNLOAD_URL_SECONDS);
}

/**
 * The documents list an update stores: known files keep their stored size and type (the name may change);
 * new ones must be uploaded PDFs for this lead (checked on the object, not the request, and moved from
 * pending/ to the lead's prefix).
 */
export async function checkLeadDocuments(leadId: string, existing: FileRecord[] | undefined, next: FileRecord[]): Promise<FileRecord[]> {
  const known = new Map((existing ?? []).map((f) => [f.id, f]));
  return Promise.all(
    next.map(async (f, i) => {
      const old = known.get(f.id);
      if (old) return { ...old, name: f.name, url: "" };
      const stored = await registerStoredFile(leadDocumentKey(leadId, f.id), "documents", f, `body.documents.${i}`);
      return { id: f.id, name: f.name, ...stored, url: "" };
    }),
  );
}

/** Everything stored for a lead (idempotent). */
export const deleteLeadFiles = (leadId: string) => deletePrefix(leadPrefix(leadId));
