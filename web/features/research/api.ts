import type { Research } from "../../../shared/schemas/research";
import { call } from "../../lib/api";
import { invalidate, setCached, useApi } from "../../lib/queryKeys";

/** Company research API hooks and calls. */

/** How often a list or page with a running research asks again: a step takes about a second, so each status shows. */
export const POLL_MS = 700;
/** SWR's polling skips a read within its dedupe window (2 s by default), which would hide a status that lasts about a second. */
const POLLING = { dedupingInterval: 200 } as const;
export const isRunning = (r: Pick<Research, "status">) => r.status === "pending" || r.status === "inProgress";

/** A company's researches, newest first; polled while any of them is still running, so statuses move on their own. */
export const useResearches = (companyId: string) =>
  useApi(
    "GET /v2/companies/{id}/researches",
    { params: { id: companyId }, query: { limit: 100 } },
    { ...POLLING, refreshInterval: (data) => (data?.data.some(isRunning) ? POLL_MS : 0) },
  );

export const useResearch = (companyId: string, researchId: string) =>
  useApi(
    "GET /v2/companies/{id}/researches/{researchId}",
    { params: { id: companyId, researchId } },
    { ...POLLING, refreshInterval: (data) => (data && isRunning(data.data) ? POLL_MS : 0) },
  );

export async function startResearch(companyId: string, userNotes: string | undefined): Promise<Research> {
  const { data } = await call("PUT /v2/companies/{id}/researches", { params: { id: companyId }, body: { companyId, ...(userNotes ? { userNotes } : {}) } });
  await invalidate("GET /v2/companies/{id}/researches", { id: companyId });
  return data;
}

export async function saveFeedback(companyId: string, researchId: string, userFeedback: string): Promise<Research> {
  const answer = await call("POST /v2/companies/{id}/researches", { params: { id: companyId }, body: { id: researchId, userFeedback } });
  await setCached("GET /v2/companies/{id}/researches/{researchId}", { id: companyId, researchId }, answer);
  void invalidate("GET /v2/companies/{id}/researches", { id: companyId });
  return answer.data;
}
