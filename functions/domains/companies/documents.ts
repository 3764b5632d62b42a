import type { FileRecord, UploadAnswer } from "../../../shared/schemas/material";
import { deleteObject, deletePrefix, signFileLinks } from "../../lib/s3";
import { DOWNLOAD_URL_SECONDS, presignFile, registerStoredFile } from "../../lib/stored-files";

/**
 * A company's documents in S3 (companies/<companyId>/documents/<fileId>): the same presigned, size-limited
 * PDF uploads (under pending/ until registered) and stored-object checks as a material's documents
 * (../../lib/stored-files.ts).
 */
export const companyDocumentsPrefix = (companyId: string) => `companies/${companyId}/documents/`;
export const companyDocumentKey = (companyId: string, fileId: string) => `${companyDocumentsPrefix(companyId)}${fileId}`;
/** Everything a company has in the bucket: its documents and its materials' files. */
export const companyPrefix = (companyId: string) => `companies/${companyId}/`;

export function presignCompanyDocument(companyId: string, req: { contentType: string; size?: number; name?: string }): Promise<UploadAnswer> {
  return presignFile((id) => companyDocumentKey(companyId, id), "documents", req);
}

export async function signCompanyDocuments(companyId: string, files: FileRecord[] | undefined): Promise<FileRecord[]> {
  return signFileLinks(files, (id) => companyDocumentKey(companyId, id), DOWNLOAD_URL_SECONDS);
}

/**
 * The documents list an update stores: known files keep their stored size and type (the name may change);
 * new ones must be uploaded PDFs for the company (checked on the object, not the request, and moved from
 * pending/ to the company's prefix).
 * Answers the list to store (urls are signed on read, never stored) and the ids dropped from it.
 */
export async function checkCompanyDocuments(
  companyId: string,
  existing: FileRecord[] | undefined,
  next: FileRecord[],
): Promise<{ documents: FileRecord[]; dropped: string[] }> {
  const known = new Map((existing ?? []).map((f) => [f.id, f]));
  const documents = await Promise.all(
    next.map(async (f, i) => {
      const old = known.get(f.id);
      if (old) return { ...old, name: f.name, url: "" };
      const stored = await registerStoredFile(companyDocumentKey(companyId, f.id), "documents", f, `body.documents.${i}`);
      return { id: f.id, name: f.name, ...stored, url: "" };
    }),
  );
  const kept = new Set(next.map((f) => f.id));
  return { documents, dropped: [...known.keys()].filter((id) => !kept.has(id)) };
}

export async function deleteCompanyDocuments(companyId: string, ids: string[]): Promise<void> {
  await Promise.all(ids.map((id) => deleteObject(companyDocumentKey(companyId, id))));
}

/** Every object under the company (documents and material files); idempotent. */
export const deleteCompanyFiles = (companyId: string) => deletePrefix(companyPrefix(companyId));
