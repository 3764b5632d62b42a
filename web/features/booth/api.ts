import type { BoothInput, BoothRow, BoothUploadAnswer } from "../../../shared/schemas/booth";
import { call } from "../../lib/api";
import { invalidate, useApi } from "../../lib/queryKeys";
import { sendFile } from "../../lib/upload";

export { matchesFilter } from "./filter";

/** Booth and k-fair API hooks and calls (ADR 0146). */

/** Rows per page. */
export const PAGE_SIZE = 50;
/** The filter is sent to the server once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;
/** While a run is still working, its follow-up is re-read this often. */
export const POLL_MS = 1500;

/** A page of visitors, newest first; with `q`, only the matching visitors of every page (ADR 0153). */
export const useBoothList = (cursor: string | undefined, q: string | undefined) =>
  useApi("GET /booth", { query: { cursor, limit: PAGE_SIZE, q } }, { keepPreviousData: true });

const running = (status: string | undefined) => status === "running";

export function useFollowUp(runId: string | null) {
  const run = useApi("GET /k-fair/workflows/{id}", runId ? { params: { id: runId } } : null, {
    refreshInterval: (data) => (!data || running(data.state.status) ? POLL_MS : 0),
  });
  const settled = run.data && !running(run.data.state.status);
  const messages = useApi("GET /k-fair/workflows/{id}/messages", runId && settled ? { params: { id: runId } } : null);
  const actions = useApi("GET /k-fair/workflows/{id}/actions", runId && settled ? { params: { id: runId } } : null);
  return { run, messages, actions };
}

export async function createVisitor(input: BoothInput): Promise<BoothRow> {
  const row = await call("PUT /booth", { body: input });
  void invalidate("GET /booth");
  return row;
}

export async function decide(runId: string, body: { actionId: string; decision: "approve" | "reject"; subject?: string; body?: string }) {
  const out = await call("POST /k-fair/workflows/{id}", { params: { id: runId }, body });
  await Promise.all([
    invalidate("GET /k-fair/workflows/{id}", { id: runId }),
    invalidate("GET /k-fair/workflows/{id}/messages", { id: runId }),
    invalidate("GET /k-fair/workflows/{id}/actions", { id: runId }),
  ]);
  return out;
}

/**
 * The photo upload: a presigned POST (the form's policy limits size and type at S3), sent with XHR so the
 * dialog can show progress. Resolves with the photo's id for PUT /booth.
 */
export async function uploadPhoto(file: File, onProgress: (fraction: number) => void): Promise<string> {
  const target: BoothUploadAnswer = await call("POST /booth/upload", {
    body: { contentType: file.type as "image/png" | "image/jpeg", origin: window.location.origin },
  });
  await sendFile({ uploadUrl: target.url, uploadMethod: "POST", uploadFields: target.fields }, file, (pct) => onProgress(pct / 100));
  onProgress(1);
  return target.id;
}

/** dd/MM/yyyy HH:mm of an ISO timestamp, in the browser's time zone. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${p(d.getDate())}/${p(d.getMonth() + 1)}/${d.getFullYear()} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
