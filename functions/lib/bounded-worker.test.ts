import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { runBounded, WorkerLimitError } from "./bounded-worker";

/**
 * Workers written inline (data: URLs) that answer like serveBounded: { id, payload } back for each task. The
 * payload names what the task does; `uses` counts tasks served by the same worker thread.
 */
const worker = new URL(
  "data:text/javascript," +
    encodeURIComponent(`
import { parentPort } from "node:worker_threads";
let uses = 0;
const kept = [];
parentPort.on("message", ({ id, payload }) => {
  uses++;
  if (payload === "loop") for (;;);
  if (payload === "buffers") for (;;) kept.push(new Uint8Array(8 << 20).fill(1));
  if (payload === "objects") for (let i = 0; ; i++) kept.push({ i, s: "x" + i });
  if (payload === "exit") process.exit(3);
  if (payload === "env") return parentPort.postMessage({ id, payload: { uses, env: Object.keys(process.env) } });
  parentPort.postMessage({ id, payload: { uses } });
});
`),
);
const limits = { ms: 20_000, heapMb: 64, externalMb: 64 };
const task = (payload: string, l = limits) => runBounded<{ uses: number }>(worker, { test: true }, payload, l);

describe("a bounded worker", () => {
  it("answers, and serves the next task from the same (warm) worker", async () => {
    const first = await task("answer");
    const second = await task("answer");
    expect(second.uses).toBe(first.uses + 1);
  });

  it("gives the worker no environment (in Lambda it holds the role's credentials)", async () => {
    process.env.BOUNDED_WORKER_TEST = "in the parent only";
    expect(await runBounded(worker, { test: true }, "env", limits)).toMatchObject({ env: [] });
  });

  it("is terminated at the time limit while it loops, and the next task gets a fresh worker", async () => {
    const err = await task("loop", { ...limits, ms: 300 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WorkerLimitError);
    expect((err as WorkerLimitError).limit).toBe("time");
    expect(await task("answer")).toEqual({ uses: 1 });
  });

  it("is terminated past its memory outside the V8 heap (ArrayBuffers), which resourceLimits does not cover", async () => {
    const err = await task("buffers").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WorkerLimitError);
    expect((err as WorkerLimitError).limit).toBe("memory");
  });

  it("is stopped by V8 past its heap limit", async () => {
    const err = await task("objects").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WorkerLimitError);
    expect((err as WorkerLimitError).limit).toBe("memory");
  });

  it("holds its heap limit in a process started with a larger --max-old-space-size (as Lambda's runtime does)", async () => {
    // The flag overrides resourceLimits in every worker; the sampled heap still stops it near its limit.
    const script = `import { runBounded } from ${JSON.stringify(new URL("./bounded-worker.ts", import.meta.url).href)};
const err = await runBounded(new URL(${JSON.stringify(worker.href)}), {}, "objects", { ms: 20000, heapMb: 64, externalMb: 64 }).catch((e) => e);
console.log(JSON.stringify({ limit: err.limit, peakMb: process.resourceUsage().maxRSS / 1024 }));`;
    const { stdout } = await promisify(execFile)(process.execPath, ["--max-old-space-size=2048", "--input-type=module", "-e", script]);
    const { limit, peakMb } = JSON.parse(stdout) as { limit: string; peakMb: number };
    expect(limit).toBe("memory");
    expect(peakMb).toBeLessThan(400);
  });

  it("reports a worker that ends without answering, and runs tasks one at a time", async () => {
    await expect(task("exit")).rejects.toThrow(/exit code 3/);
    const answers = await Promise.all([task("answer"), task("answer"), task("answer")]);
    expect(answers.map((a) => a.uses)).toEqual([1, 2, 3]);
  });
});
