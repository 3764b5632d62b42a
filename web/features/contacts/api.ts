import type { ContactAnswer, ContactCreate, ContactUpdate } from "../../../shared/schemas/contact";
import type * as z from "../../../shared/schemas/zod";
import { ApiError, call } from "../../lib/api";
import { downloadCsv } from "../../lib/download";
import { invalidate, setCached, useApi } from "../../lib/queryKeys";
import { CSV_DOWNLOAD_CONFIG } from "./csvAccess";

/** Contact API hooks and calls. */

export const PAGE_SIZE = 25;

export const useContacts = (query: Record<string, string | undefined>) => useApi("GET /contacts", { query: { ...query, limit: PAGE_SIZE } });
export const useContact = (id: string) => useApi("GET /contacts/{id}", id ? { params: { id } } : null);
/** The company picker of the New contact dialog searches companies by name. */
export const useCompanySearch = (q: string) => useApi("GET /companies", { query: { q: q || undefined, limit: 10 } });
export const useCompanyName = (id: string | null | undefined) => useApi("GET /companies/{id}", id ? { params: { id } } : null);
/** Contacts already holding an e-mail (the possible-duplicate warning), only once it looks like one. */
export const useEmailDuplicates = (email: string) =>
  useApi("GET /contacts/duplicates", /^\S+@\S+\.\S+$/.test(email) ? { query: { email } } : null, { keepPreviousData: false });
/** The CSV allow-list; staff who cannot read the entry (403) or find none simply get no button. */
export const useCsvAllowList = (enabled: boolean) =>
  useApi("GET /config", enabled ? { query: { configName: CSV_DOWNLOAD_CONFIG } } : null, { shouldRetryOnError: false });

const refreshLists = () => invalidate("GET /contacts");

export async function createContact(input: z.input<typeof ContactCreate>): Promise<ContactAnswer> {
  const created = await call("POST /contacts", { body: input });
  await setCached("GET /contacts/{id}", { id: created.id }, created);
  void refreshLists();
  return created;
}

export async function updateContact(id: string, changes: ContactUpdate): Promise<ContactAnswer> {
  const saved = await call("POST /contacts/{id}", { params: { id }, body: changes });
  await setCached("GET /contacts/{id}", { id }, saved);
  void refreshLists();
  return saved;
}

export async function deleteContact(id: string) {
  await call("DELETE /contacts/{id}", { params: { id } });
  await setCached("GET /contacts/{id}", { id }, undefined);
  void refreshLists();
}

/** The filtered list as CSV, saved by the browser under a dated name. */
export const downloadContactsCsv = (query: Record<string, string>) => downloadCsv("/contacts/export", query, "contacts");

export const isStale = (e: unknown) => e instanceof ApiError && e.status === 409;
