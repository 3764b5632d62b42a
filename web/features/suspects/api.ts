import type { Suspect, SuspectInput, suspectSorts } from "../../../shared/schemas/suspect";
import { call } from "../../lib/api";
import { invalidate, useApi } from "../../lib/queryKeys";

/** Suspect API hooks and calls. */

export const PAGE_SIZE = 25;
export type SuspectSort = (typeof suspectSorts)[number];
export const DEFAULT_SORT: SuspectSort = "-createdDate";

/** While a research of the page is still running its status is read again, so the badge moves on its own. */
const running = (items: Suspect[] | undefined) => items?.some((s) => s.research && (s.research.status === "pending" || s.research.status === "inProgress"));

export const useSuspectList = (sort: SuspectSort, cursor: string | undefined) =>
  useApi(
    "GET /suspects",
    { query: { sort, cursor, limit: PAGE_SIZE } },
    { keepPreviousData: true, refreshInterval: (data) => (running(data?.items) ? 3000 : 0) },
  );

export async function createSuspect(input: SuspectInput): Promise<Suspect> {
  const created = await call("PUT /suspects", { body: input });
  void invalidate("GET /suspects");
  return created;
}
