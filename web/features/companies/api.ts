import type { CompanyAnswer, CompanyDuplicate, CompanyImportResult, CompanyInput } from "../../../shared/schemas/company";
import type { Note } from "../../../shared/schemas/note";
import { call } from "../../lib/api";
import { downloadCsv } from "../../lib/download";
import { invalidate, setCached, useApi } from "../../lib/queryKeys";

/** Company API hooks and calls. */

export const PAGE_SIZE = 25;
/** One page of notes is all the dialog shows; more than this reads as "200+" on the badge. */
export const NOTES_LIMIT = 200;
export const EVENTS_PAGE = 20;

export const useCompanyList = (query: Record<string, string | undefined>) => useApi("GET /companies", { query: { ...query, limit: PAGE_SIZE } });
export const useCompany = (id: string) => useApi("GET /companies/{id}", id ? { params: { id } } : null);
export const useCompanyNotes = (id: string, enabled: boolean) =>
  useApi("GET /notes", enabled ? { query: { topicType: "COMPANY", topicId: id, limit: NOTES_LIMIT } } : null);
export const useCompanyEvents = (companyId: string, cursor: string | undefined) =>
  useApi("GET /events", { query: { type: "company", companyId, cursor, limit: EVENTS_PAGE } });
export const useDuplicates = (query: { name?: string; website?: string; registrationNumber?: string } | null) =>
  useApi("GET /companies/duplicates", query ? { query } : null, { keepPreviousData: true });

const refreshLists = () => invalidate("GET /companies");

export async function createCompany(input: CompanyInput): Promise<CompanyAnswer> {
  const created = await call("PUT /companies", { body: input });
  await setCached("GET /companies/{id}", { id: created.id }, created);
  void refreshLists();
  return created;
}

/** The assignee picker: one field changes; the version guards against a concurrent edit (409). */
export async function assignCompany(company: CompanyAnswer, assignedUserId: string | null): Promise<CompanyAnswer> {
  const saved = await call("POST /companies/{id}", { params: { id: company.id }, body: { name: company.name, assignedUserId, version: company.version } });
  await setCached("GET /companies/{id}", { id: company.id }, saved);
  void refreshLists();
  void invalidate("GET /events");
  return saved;
}

export async function addCompanyNote(companyId: string, content: string): Promise<Note> {
  const note = await call("POST /notes", { body: { topicType: "COMPANY", topicId: companyId, content } });
  await Promise.all([invalidate("GET /notes"), invalidate("GET /events")]);
  return note;
}

/** The filtered list as CSV, saved by the browser under a dated name. */
export const exportCompanies = (query: Record<string, string>) => downloadCsv("/companies/export", query, "companies");

/** One import batch; `idempotencyKey` names the batch, so a re-send of it is the same request to the API. */
export async function importCompanyRows(rows: { row: number; data: unknown }[], idempotencyKey?: string): Promise<CompanyImportResult> {
  return call("POST /companies/import", { body: { rows }, idempotencyKey });
}
export const refreshAfterImport = refreshLists;

export type { CompanyDuplicate };
