import type { CompanyAnswer, CompanyInput } from "../../../../../shared/schemas/company";
import type { FileRecord } from "../../../../../shared/schemas/material";
import { ApiError, call } from "../../../../lib/api";
import { invalidate, setCached, useApi } from "../../../../lib/queryKeys";
import { sendFile, stripUrls } from "../../../../lib/upload";

/** The calls of the profile, documents and products tabs. */

export const useCompanyMaterials = (id: string, cursor?: string) => useApi("GET /companies/{id}/materials", { params: { id }, query: { limit: 25, cursor } });

export async function saveCompany(id: string, input: CompanyInput): Promise<CompanyAnswer> {
  const saved = await call("POST /companies/{id}", { params: { id }, body: input });
  await setCached("GET /companies/{id}", { id }, saved);
  void invalidate("GET /companies");
  return saved;
}

export async function deleteCompany(id: string) {
  await call("DELETE /companies/{id}", { params: { id } });
  await setCached("GET /companies/{id}", { id }, undefined);
  void invalidate("GET /companies");
}

export const isStale = (e: unknown) => e instanceof ApiError && e.status === 409;

/** Save a new documents list on the freshest record (its version), so a concurrent edit is not overwritten. */
async function saveDocuments(id: string, change: (current: ReturnType<typeof stripUrls>) => ReturnType<typeof stripUrls>) {
  const current = await call("GET /companies/{id}", { params: { id } });
  return saveCompany(id, { name: current.name, documents: change(stripUrls(current.documents)), version: current.version });
}

/** Presign and upload each PDF (progress per file), then register them all on the company in one save. */
export async function uploadCompanyDocuments(id: string, files: File[], onProgress: (index: number, pct: number) => void) {
  const uploaded: FileRecord[] = [];
  for (const [i, file] of files.entries()) {
    const answer = await call("POST /companies/{id}/upload-document", { params: { id }, body: { contentType: file.type, size: file.size, name: file.name } });
    await sendFile(answer, file, (pct) => onProgress(i, pct));
    uploaded.push(answer.file);
  }
  return saveDocuments(id, (docs) => [...docs, ...stripUrls(uploaded)]);
}

export const removeCompanyDocument = (id: string, fileId: string) => saveDocuments(id, (docs) => docs.filter((d) => d.id !== fileId));
