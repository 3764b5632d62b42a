import { describe, expect, it } from "vitest";
import { importInBatches, mayRetry, type ImportProgress } from "./importBatches";
import type { ImportSummary } from "./importMapping";

const batch = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ row: from + i, data: {} }));
const stored = (rows: { row: number }[]): ImportSummary => ({
  imported: rows.map((r) => ({ row: r.row, companyId: `c${r.row}` })),
  failed: [],
  duplicates: [],
});
const status = (s: number) => Object.assign(new Error(`HTTP ${s}`), { status: s });
const noWait = async () => {};

describe("importInBatches", () => {
  it("sends a batch whose call failed (network, 5xx) again and reports its rows from the answer, none as failed", async () => {
    const calls: number[] = [];
    const failures = [new TypeError("Failed to fetch"), status(503)];
    const report = await importInBatches(
      [batch(2, 3), batch(5, 3)],
      async (rows) => {
        calls.push(rows[0].row);
        if (rows[0].row === 5 && failures.length) throw failures.shift();
        return stored(rows);
      },
      { backoff: noWait },
    );
    expect(calls).toEqual([2, 5, 5, 5]);
    expect(report.imported.map((r) => r.row)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(report.failed).toEqual([]);
    expect(report.unconfirmed).toEqual([]);
  });

  it("re-sends a batch with the key of its first send; every batch, and every import, has its own key", async () => {
    const keys: [number, string][] = [];
    const failures = [new TypeError("Failed to fetch"), status(503)];
    const send = async (rows: { row: number }[], key: string) => {
      keys.push([rows[0].row, key]);
      if (rows[0].row === 4 && failures.length) throw failures.shift();
      return stored(rows);
    };
    await importInBatches([batch(2, 2), batch(4, 2), batch(6, 2)], send, { backoff: noWait });
    expect(keys.map(([row]) => row)).toEqual([2, 4, 4, 4, 6]);
    const keyOf = (row: number) => new Set(keys.filter(([r]) => r === row).map(([, k]) => k));
    expect([...keyOf(4)]).toHaveLength(1);
    expect(new Set([...keyOf(2), ...keyOf(4), ...keyOf(6)]).size).toBe(3);
    // each key is one the API accepts (8 to 128 of A-Z a-z 0-9 . _ : -)
    for (const [, key] of keys) expect(key).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);

    const again: string[] = [];
    await importInBatches([batch(2, 2)], async (rows, key) => (again.push(key), stored(rows)), { backoff: noWait });
    expect(keyOf(2).has(again[0])).toBe(false);
  });

  it("a retry whose rows the lost call had stored shows them as already imported (duplicates), not failed", async () => {
    let first = true;
    const report = await importInBatches(
      [batch(2, 2)],
      async (rows) => {
        if (first) {
          first = false;
          throw status(504);
        }
        return { imported: [], failed: [], duplicates: rows.map((r) => ({ row: r.row, companyId: `c${r.row}`, name: "x", reason: "imported" })) };
      },
      { backoff: noWait },
    );
    expect(report.duplicates.map((d) => [d.row, d.reason])).toEqual([
      [2, "imported"],
      [3, "imported"],
    ]);
    expect(report.failed).toEqual([]);
  });

  it("reports rows failed only when the server said so; a batch never answered is unconfirmed", async () => {
    const report = await importInBatches(
      [batch(2, 2), batch(4, 2), batch(6, 1)],
      async (rows) => {
        if (rows[0].row === 2) throw status(413);
        if (rows[0].row === 4) throw new TypeError("Failed to fetch");
        return { imported: [], failed: [{ row: 6, issues: [{ path: "company.name", message: "Required" }] }], duplicates: [] };
      },
      { attempts: 3, backoff: noWait },
    );
    expect(report.failed.map((f) => [f.row, f.issues[0].message])).toEqual([
      [2, "HTTP 413"],
      [3, "HTTP 413"],
      [6, "Required"],
    ]);
    expect(report.unconfirmed).toEqual([{ row: 4 }, { row: 5 }]);
    expect(report.imported).toEqual([]);
  });

  it("counts progress only for rows with an outcome, and says when it retries", async () => {
    const seen: Pick<ImportProgress, "done" | "retrying">[] = [];
    let failed = false;
    await importInBatches(
      [batch(2, 2), batch(4, 3)],
      async (rows) => {
        if (rows[0].row === 4 && !failed) {
          failed = true;
          throw status(500);
        }
        return stored(rows);
      },
      { backoff: noWait, onProgress: ({ done, retrying }) => seen.push({ done, retrying }) },
    );
    expect(seen).toEqual([
      { done: 2, retrying: 0 },
      { done: 2, retrying: 1 },
      { done: 5, retrying: 0 },
    ]);
  });

  it("retries what may not have reached the server, nothing the server refused", () => {
    expect(
      [new TypeError("Failed to fetch"), new DOMException("timeout", "TimeoutError"), status(500), status(502), status(408), status(429)].map(mayRetry),
    ).toEqual([true, true, true, true, true, true]);
    expect([status(400), status(403), status(413), status(409)].map(mayRetry)).toEqual([false, false, false, false]);
  });
});
