import type { FileRecord, UploadAnswer } from "../../../shared/schemas/material";
import { deleteObject, signFileLinks } from "../../lib/s3";
import { DOWNLOAD_URL_SECONDS, presignFile, registerStoredFile } from "../../lib/stored-files";

/**
 * Certificate PDFs in S3 (companies/<companyId>/certificates/<fileId>): the same presigned, size-limited PDF
 * uploads (under pending/ until registered) and stored-object checks as company documents
 * (../../lib/stored-files.ts). They go with the company's prefix when the company is deleted.
 */
const certificateFileKey = (companyId: string, fileId: string) => `companies/${companyId}/certificates/${fileId}`;

export function presignCertificateFile(companyId: string, req: { contentType: string; size?: number; name?: string }): Promise<UploadAnswer> {
  return presignFile((id) => certificateFileKey(companyId, id), "documents", req);
}

/** The file a save stores: a known one keeps its stored size and type; a new one must be an uploaded PDF (moved from pending/). */
export async function checkCertificateFile(
  companyId: string,
  known: FileRecord | null | undefined,
  next: (Omit<FileRecord, "url"> & { url?: string }) | null | undefined,
  path: string,
): Promise<FileRecord | null> {
  if (!next) return null;
  if (known && known.id === next.id) return { ...known, name: next.name, url: "" };
  const stored = await registerStoredFile(certificateFileKey(companyId, next.id), "documents", { ...next, url: "" }, path);
  return { id: next.id, name: next.name, ...stored, url: "" };
}

export async function signCertificateFile(companyId: string, file: FileRecord | null | undefined): Promise<FileRecord | null> {
  if (!file) return null;
  const [signed] = await signFileLinks([file], (id) => certificateFileKey(companyId, id), DOWNLOAD_URL_SECONDS);
  return signed ?? null;
}

export async function deleteCertificateFiles(companyId: string, ids: readonly string[]): Promise<void> {
  await Promise.all(ids.map((id) => deleteObject(certificateFileKey(companyId, id))));
}
