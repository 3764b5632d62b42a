import type { WorkflowListItem, WorkflowRun, WorkflowStatus, WorkflowType } from "../../../shared/schemas/workflow";
import { call } from "../../lib/api";
import { invalidate, useApi } from "../../lib/queryKeys";

/** Workflow run API hooks. */

export const PAGE_SIZE = 25;
/** While a listed run is still running, the list refreshes this often, so a run's end shows without reloading. */
export const POLL_MS = 2000;

export const isLive = (status: WorkflowStatus) => status === "running";

export function useWorkflowList(filter: { type?: WorkflowType; status?: WorkflowStatus }, cursor: string | undefined) {
  return useApi(
    "GET /workflows",
    { query: { ...filter, cursor, limit: PAGE_SIZE } },
    { keepPreviousData: true, refreshInterval: (page) => (page?.items.some((r: WorkflowListItem) => isLive(r.state.status)) ? POLL_MS : 0) },
  );
}

/** Loaded only while the Changes dialog is open (by id, only when the dialog opens). */
export const useWorkflow = (id: string | null) => useApi("GET /workflows/{id}", id ? { params: { id } } : null);

export async function retryWorkflow(id: string): Promise<WorkflowRun> {
  const run = await call("POST /workflows", { body: { retryOf: id } });
  void invalidate("GET /workflows");
  return run;
}
