import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { localConfig } from "../local/config";
import { startLocalStack, type LocalStack } from "../local/stack";

/** A seeded throw-away local stack for one benchmark, stopped and wiped whatever the benchmark does. */
export async function withBenchStack<T>(name: string, ports: { appPort: number; portBase: number }, fn: (stack: LocalStack) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `recyclate-bench-${name}-`));
  const stack = await startLocalStack({ cfg: localConfig({ dataDir, ...ports }), seed: true });
  try {
    return await fn(stack);
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs a benchmark's main when its file is executed directly (`tsx scripts/bench/<name>.ts`), not when run.ts imports it. */
export async function runIfMain(moduleUrl: string, main: () => Promise<unknown>): Promise<void> {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? "").href) return;
  await main();
  process.exit(0);
}
