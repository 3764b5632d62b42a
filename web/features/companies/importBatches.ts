import { mergeSummary, type ImportSummary } from "./importMapping";

type Rows = { row: number; data: unknown }[];

/** What the import knows so far: the server's answers, and the rows whose call never got one. */
export interface ImportReport extends ImportSummary {
  /** Rows whose batch got no answer after every retry: perhaps stored, perhaps not (a re-import tells). */
  unconfirmed: { row: number }[];
}

export interface ImportProgress {
  /** Rows with an outcome: answered by the server, or given up as unconfirmed. */
  done: number;
  total: number;
  report: ImportReport;
  /** The retry under way for the current batch (1 = the first retry), 0 when none. */
  retrying: number;
}

export const emptyReport = (): ImportReport => ({ imported: [], failed: [], duplicates: [], skipped: [], unconfirmed: [] });

/**
 * Whether a failed call may not have reached the server or lost its answer (no connection, a timeout, a 5xx, 408,
 * 429): then the same call is sent again with the batch's Idempotency-Key, which the server answers as the first
 * one (a completed batch from its idempotency record; a batch whose answer was lost by storing its rows under ids
 * derived from their content, so a row the lost call stored comes back as already imported, and by keeping the
 * contacts deleted since the batch's first call, which it recognises by the key). Any other answer (400, 403,
 * 413) is the server's word on the batch.
 */
export function mayRetry(e: unknown): boolean {
  const status = (e as { status?: unknown } | null)?.status;
  if (typeof status !== "number") return true;
  return status >= 500 || status === 408 || status === 429;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The Idempotency-Key of one batch of one import: the same on every send of that batch, another for every other batch. */
export const batchKey = (importId: string, index: number) => `${importId}.batch-${index}`;

/**
 * Send the batches one after another through `send` (the API client's ordinary call, so each retry carries what
 * the client adds to every call) with the batch's own Idempotency-Key (`batchKey`: this import's id, made once
 * per call unless `importId` is given, and the batch's index), kept for every re-send of the batch. A batch
 * whose call failed in a way worth retrying is sent again up to `attempts` times in all, waiting longer each
 * time; a batch the server refused has its rows reported failed with the server's message; a batch that never
 * got an answer has its rows reported unconfirmed, never failed. Progress counts only rows with an outcome.
 */
export async function importInBatches(
  batches: Rows[],
  send: (rows: Rows, idempotencyKey: string) => Promise<ImportSummary>,
  opts: { attempts?: number; backoff?: (retry: number) => Promise<void>; onProgress?: (p: ImportProgress) => void; importId?: string } = {},
): Promise<ImportReport> {
  const attempts = opts.attempts ?? 4;
  const importId = opts.importId ?? crypto.randomUUID();
  const backoff = opts.backoff ?? ((retry: number) => wait(1000 * 2 ** (retry - 1)));
  const total = batches.reduce((n, b) => n + b.length, 0);
  let report = emptyReport();
  let done = 0;
  const progress = (retrying: number) => opts.onProgress?.({ done, total, report, retrying });
  for (const [index, rows] of batches.entries()) {
    const key = batchKey(importId, index);
    for (let attempt = 1; ; attempt++) {
      try {
        const answer = await send(rows, key);
        report = { ...mergeSummary(report, answer), unconfirmed: report.unconfirmed };
        break;
      } catch (e) {
        if (!mayRetry(e)) {
          const message = e instanceof Error && e.message ? e.message : "";
          report = {
            ...report,
            failed: [...report.failed, ...rows.map((r) => ({ row: r.row, issues: [{ path: "", message }] }))].sort((a, b) => a.row - b.row),
          };
          break;
        }
        if (attempt >= attempts) {
          report = { ...report, unconfirmed: [...report.unconfirmed, ...rows.map((r) => ({ row: r.row }))] };
          break;
        }
        progress(attempt);
        await backoff(attempt);
      }
    }
    done += rows.length;
    progress(0);
  }
  return report;
}
