import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";

/*
 * Work that must not take the process's memory or time (reading untrusted files) runs in a worker thread held
 * to limits; past one it is terminated, whatever it is doing. Worker modules answer through serveBounded();
 * Node may load them without a bundler (type stripping), so this file uses erasable TypeScript only.
 */

const MB = 1024 * 1024;

/** What one task may use; past any of them its worker is terminated. */
export interface WorkerLimits {
  /** Wall time of the task, from the worker's start when it needs a new one. */
  ms: number;
  /**
   * V8 heap (old generation): enforced by V8 (resourceLimits, the worker stops with ERR_WORKER_OUT_OF_MEMORY),
   * and sampled like `externalMb`, since a --max-old-space-size given to the process (Lambda's runtime passes
   * 90 % of the function's memory) overrides resourceLimits in every worker.
   */
  heapMb: number;
  /**
   * Memory outside the V8 heap (ArrayBuffers: decoded streams, images), which resourceLimits does not cover:
   * sampled every SAMPLE_MS from this thread (worker.getHeapStatistics interrupts the worker even mid-loop).
   */
  externalMb: number;
}

/** The task passed a limit and its worker was terminated. */
export class WorkerLimitError extends Error {
  override name = "WorkerLimitError";
  readonly limit: "time" | "memory";
  constructor(limit: "time" | "memory") {
    super(limit === "time" ? "The worker ran out of time" : "The worker ran out of memory");
    this.limit = limit;
  }
}

interface Envelope {
  id: number;
  payload: unknown;
}

/** The young generation besides `heapMb` (V8's default for 64-bit). */
const YOUNG_MB = 16;
const SAMPLE_MS = 10;
/** Tasks one worker serves before it is replaced, so whatever a task leaves behind cannot pile up. */
const MAX_USES = 50;

/**
 * Tasks running at once in this process, so their limits add up to a known total (a Lambda runs one request at
 * a time; research reads a company's documents one after the other). A task's time does not run while it waits.
 */
const MAX_RUNNING = 1;
let running = 0;
const waiting: (() => void)[] = [];

async function acquire(): Promise<void> {
  if (running < MAX_RUNNING) running++;
  else await new Promise<void>((r) => waiting.push(r)); // release() hands the slot over
}

function release(): void {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

/**
 * The worker kept after a task that ended well: starting a worker and loading its modules costs hundreds of ms
 * (a Lambda bundle is several MB), a warm one answers in milliseconds. It is unref'd while idle so it never keeps
 * the process alive; any task that fails or passes a limit throws its worker away.
 */
let idle: { key: string; worker: Worker; uses: number } | null = null;
let nextId = 0;

function workerFor(key: string, entry: URL, data: unknown, limits: WorkerLimits): { worker: Worker; uses: number } {
  if (idle?.key === key) {
    const { worker, uses } = idle;
    idle = null;
    worker.ref();
    return { worker, uses };
  }
  if (idle) void idle.worker.terminate();
  idle = null;
  const worker = new Worker(entry, {
    workerData: data,
    resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: YOUNG_MB },
    // No environment: what it holds (in Lambda the role's AWS_* credentials) stays out of the untrusted input's reach.
    env: {},
  });
  worker.once("exit", () => {
    if (idle?.worker === worker) idle = null; // died while idle
  });
  return { worker, uses: 0 };
}

function park(key: string, worker: Worker, uses: number): void {
  if (uses >= MAX_USES) return void worker.terminate();
  worker.unref();
  idle = { key, worker, uses };
}

function run<T>(entry: URL, data: unknown, payload: unknown, limits: WorkerLimits, transferList: ArrayBuffer[]): Promise<T> {
  const key = JSON.stringify([entry.href, data, limits.heapMb]);
  const { worker, uses } = workerFor(key, entry, data, limits);
  const id = ++nextId;
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const done = (kept: boolean, outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(sampler);
      worker.off("message", onMessage).off("error", onError).off("exit", onExit);
      if (kept) {
        park(key, worker, uses + 1);
        outcome();
      } else void worker.terminate().then(outcome, outcome); // freed before the next task starts
    };
    const onMessage = (m: Envelope) => {
      if (m?.id === id) done(true, () => resolve(m.payload as T));
    };
    const onError = (e: Error & { code?: string }) => done(false, () => reject(e.code === "ERR_WORKER_OUT_OF_MEMORY" ? new WorkerLimitError("memory") : e));
    const onExit = (code: number) => done(false, () => reject(new Error(`The worker stopped (exit code ${code}) without an answer`)));
    const timer = setTimeout(() => done(false, () => reject(new WorkerLimitError("time"))), limits.ms);
    const sampler = setInterval(() => {
      worker.getHeapStatistics().then(
        (h) => {
          if (h.external_memory > limits.externalMb * MB || h.used_heap_size > (limits.heapMb + YOUNG_MB) * MB)
            done(false, () => reject(new WorkerLimitError("memory")));
        },
        () => {}, // not running any more: "exit" or "error" settles
      );
    }, SAMPLE_MS);
    worker.on("message", onMessage).on("error", onError).on("exit", onExit);
    worker.postMessage({ id, payload } satisfies Envelope, transferList);
  });
}

/**
 * Run one task in a worker thread started on `entry` (an ES module, file: or data: URL) with `data` as its
 * workerData, and answer what the module's serveBounded handler returns for `payload`. The task's worker is
 * terminated at the time limit or past a memory limit (WorkerLimitError); `transferList` moves buffers into
 * the worker instead of copying them.
 */
export async function runBounded<T>(entry: URL, data: unknown, payload: unknown, limits: WorkerLimits, transferList: ArrayBuffer[] = []): Promise<T> {
  await acquire();
  try {
    return await run<T>(entry, data, payload, limits, transferList);
  } finally {
    release();
  }
}

/**
 * The worker side: when this thread is a worker started with `workerData` matching `isMine`, answer every task
 * with `handle`. A module calls it at its top level, so it may also be loaded in the main thread (or as part of a
 * bundle that another worker runs) without doing anything.
 */
export function serveBounded<P, R>(isMine: (data: unknown) => boolean, handle: (payload: P) => Promise<R>): void {
  if (isMainThread || !parentPort || !isMine(workerData)) return;
  const port = parentPort;
  port.on("message", (m: Envelope) => {
    void handle(m.payload as P).then(
      (payload) => port.postMessage({ id: m.id, payload } satisfies Envelope),
      (e: unknown) => port.postMessage({ id: m.id, payload: { failed: e instanceof Error ? e.message : String(e) } } satisfies Envelope),
    );
  });
}
