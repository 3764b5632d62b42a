import type { ContractLink, Deal, DealUpdate } from "../../../shared/schemas/deal";
import type * as z from "../../../shared/schemas/zod";
import type { DealCreate } from "../../../shared/schemas/deal";
import { call } from "../../lib/api";
import { invalidate, setCached, useApi } from "../../lib/queryKeys";

/** Deal API hooks and calls. */

export const PAGE_SIZE = 25;
/** The config entry holding the external deals spreadsheet's URL (a string, or { url }). */
export const SPREADSHEET_CONFIG = "deals-spreadsheet-url";

export const useDealList = (cursor: string | undefined) => useApi("GET /deals", { query: { cursor, limit: PAGE_SIZE } }, { keepPreviousData: true });
export const useDeal = (id: string) => useApi("GET /deals/{id}", id ? { params: { id } } : null);
/** The deal's contract price against the price index of its grade (revalidated after each save). */
export const useDealPriceIndex = (id: string) => useApi("GET /deals/{id}/price-index", { params: { id } });
const useConfig = () => useApi("GET /config", { query: { configName: SPREADSHEET_CONFIG } }, { shouldRetryOnError: false });

/** The spreadsheet link, only when the entry holds an http(s) URL. */
export function useSpreadsheetUrl(): string | null {
  const value = useConfig().data?.value as unknown;
  const url = typeof value === "string" ? value : typeof value === "object" && value && "url" in value ? (value as { url: unknown }).url : null;
  return typeof url === "string" && /^https?:\/\//i.test(url) ? url : null;
}

const refreshLists = () => {
  void invalidate("GET /deals");
  void invalidate("GET /deal-reminders");
};

export async function createDeal(input: z.input<typeof DealCreate>): Promise<Deal> {
  const created = await call("PUT /deals", { body: input });
  await setCached("GET /deals/{id}", { id: created.id }, created);
  refreshLists();
  return created;
}

export async function updateDeal(id: string, changes: DealUpdate): Promise<Deal> {
  const saved = await call("POST /deals/{id}", { params: { id }, body: changes });
  await setCached("GET /deals/{id}", { id }, saved);
  void invalidate("GET /deals/{id}/price-index", { id });
  refreshLists();
  return saved;
}

export const contractLink = (id: string): Promise<ContractLink> => call("POST /deals/{id}/contract-link", { params: { id } });
export const sampleContractLink = (): Promise<ContractLink> => call("POST /contract/sample-link");
