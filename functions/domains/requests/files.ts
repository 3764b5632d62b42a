import type { FileRecord } from "../../../shared/schemas/material";
import { deletePrefix, signFileLinks } from "../../lib/s3";
import { DOWNLOAD_URL_SECONDS } from "../../lib/stored-files";

/** A material request's documents in S3, under its company's folder like the company's products. */
export const requestPrefix = (companyId: string, requestId: string) => `companies/${companyId}/requests/${requestId}/`;
export const requestDocumentKey = (companyId: string, requestId: string, fileId: string) => `${requestPrefix(companyId, requestId)}documents/${fileId}`;

/** The stored records with a fresh download link each (every read signs afresh, as for materials). */
export async function signRequestDocuments(companyId: string, requestId: string, files: unknown): Promise<FileRecord[]> {
  const list = Array.isArray(files) ? (files as Omit<FileRecord, "url">[]).map(({ id, size, contentType, name }) => ({ id, size, contentType, name })) : [];
  return signFileLinks(list, (id) => requestDocumentKey(companyId, requestId, id), DOWNLOAD_URL_SECONDS);
}

export const deleteRequestFiles = (companyId: string, requestId: string) => deletePrefix(requestPrefix(companyId, requestId));
